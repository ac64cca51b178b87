/**
 * The example pages (docs/examples) as the sidebar shows them: each page's category, title,
 * route and place, and the demo it embeds. Read from the MDX sources and the folders'
 * _category_.json, the same files the sidebar is generated from, so that lists made from
 * them (the playground's starters) follow the sidebar without a copy of it.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {docsRoute} from './page-routes';

export interface ExamplePage {
  /** The demo the page embeds (`<LiveExample name="advanced/repeating-section" />`). */
  demo: string;
  title: string;
  /** The sidebar category it sits in (`Advanced`), or `Examples` for the section's own pages. */
  category: string;
  /** `/docs/examples/advanced/repeating-section`, without the base URL. */
  route: string;
  /** Sidebar order: the category's position, then the page's. */
  order: [number, number];
}

const examplesDir = 'examples';

function frontMatterValue(source: string, key: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return new RegExp(`^${key}:\\s*(.+)$`, 'm')
    .exec(block)?.[1]
    ?.trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

function category(dir: string): {label: string; position: number} {
  const file = path.join(dir, '_category_.json');
  if (!existsSync(file)) {
    return {label: 'Examples', position: 0};
  }
  const {label, position} = JSON.parse(readFileSync(file, 'utf8')) as {label?: string; position?: number};
  if (!label) {
    throw new Error(`${file} has no label: the sidebar and the playground's starters name the category by it.`);
  }
  return {label, position: position ?? Number.MAX_SAFE_INTEGER};
}

/** Every example page that embeds a demo, in sidebar order. */
export function examplePages(docsDir: string): ExamplePage[] {
  const root = path.join(docsDir, examplesDir);
  const pages: ExamplePage[] = [];
  const visit = (dir: string) => {
    const {label, position} = category(dir);
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(file);
        continue;
      }
      if (!/\.mdx?$/.test(entry.name)) continue;
      const source = readFileSync(file, 'utf8');
      const demo = /<LiveExample\s+name="([^"]+)"/.exec(source)?.[1];
      if (!demo) continue;
      pages.push({
        demo,
        title: frontMatterValue(source, 'title') ?? entry.name.replace(/\.mdx?$/, ''),
        category: label,
        route: docsRoute(path.relative(docsDir, file).split(path.sep).join('/')),
        order: [position, Number(frontMatterValue(source, 'sidebar_position') ?? Number.MAX_SAFE_INTEGER)],
      });
    }
  };
  visit(root);
  return pages.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.title.localeCompare(b.title));
}
