import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsLoadedContent} from '@docusaurus/plugin-content-docs';

/** A docs page as the Markdown export and the social cards see it. */
export interface DocsPage {
  title: string;
  description: string;
  /** URL path, base URL included: `/docs/guide/validation`. */
  permalink: string;
  /** Absolute path of the MDX source. */
  source: string;
  /** Label of the top-level sidebar category holding the page (`Guides`), or `Docs` outside the sidebar. */
  section: string;
}

interface SidebarItemLike {
  type: string;
  id?: string;
  label?: string;
  link?: {type: string; id?: string};
  items?: SidebarItemLike[];
}

/** Doc ids in the order the sidebar shows them, each with its top-level category. */
function sidebarOrder(items: readonly SidebarItemLike[], section: string | undefined, into: Map<string, string>): void {
  for (const item of items) {
    if (item.type === 'category') {
      const label = section ?? item.label ?? 'Docs';
      if (item.link?.type === 'doc' && item.link.id && !into.has(item.link.id)) {
        into.set(item.link.id, label);
      }
      sidebarOrder(item.items ?? [], label, into);
    } else if ((item.type === 'doc' || item.type === 'ref') && item.id && !into.has(item.id)) {
      into.set(item.id, section ?? 'Docs');
    }
  }
}

/** Resolves the `@site/…` source paths of Docusaurus metadata. */
export function siteSourcePath(source: string, siteDir: string): string {
  return path.resolve(siteDir, source.replace(/^@site\//, ''));
}

/**
 * Every published docs page, in sidebar order (pages outside the sidebar come
 * last), from the loaded content of all docs plugin instances.
 */
export function docsPagesInSidebarOrder(allContent: AllContent, siteDir: string): DocsPage[] {
  const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsLoadedContent>;
  return Object.values(instances).flatMap((content) =>
    content.loadedVersions.flatMap((version) => {
      const order = new Map<string, string>();
      for (const sidebar of Object.values(version.sidebars)) {
        sidebarOrder(sidebar as SidebarItemLike[], undefined, order);
      }
      const rank = [...order.keys()];
      const position = (id: string) => (order.has(id) ? rank.indexOf(id) : rank.length);
      return version.docs
        .filter((doc) => !doc.unlisted && !doc.draft)
        .sort((a, b) => position(a.id) - position(b.id) || a.permalink.localeCompare(b.permalink))
        .map((doc) => ({
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          source: siteSourcePath(doc.source, siteDir),
          section: order.get(doc.id) ?? 'Docs',
        }));
    }),
  );
}
