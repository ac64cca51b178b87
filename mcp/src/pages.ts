import type {DocsData, DocsPageData} from './docs-data';
import type {DocsSearch} from './search';
import {ToolInputError} from './tool-result';

/** The docs pages by path, and the path a reader's way of naming a page stands for. */
export class PageCatalog {
  private readonly byPath: Map<string, DocsPageData>;
  private readonly basePath: string;

  constructor(
    data: DocsData,
    private readonly search: DocsSearch,
  ) {
    this.byPath = new Map(data.pages.map((page) => [page.path, page]));
    this.basePath = new URL(data.siteUrl).pathname;
  }

  get(pagePath: string): DocsPageData | undefined {
    return this.byPath.get(pagePath);
  }

  /**
   * `/docs/guide/validation`, `docs/guide/validation.md`, `guide/validation` or a full URL of a
   * page (of any origin: the site may be served elsewhere) → `docs/guide/validation`.
   */
  pathOf(input: string): string {
    let route = input.trim();
    if (/^https?:\/\//i.test(route)) {
      try {
        route = new URL(route).pathname;
      } catch {
        throw new ToolInputError(`"${input}" is not a valid URL. Pass a page path such as "/docs/guide/validation".`);
      }
    }
    route = route.replace(/[?#].*$/, '');
    if (!route.startsWith('/')) {
      route = `/${route}`;
    }
    if (route.startsWith(this.basePath)) {
      route = `/${route.slice(this.basePath.length)}`;
    }
    return route
      .replace(/\.md$/, '')
      .replace(/\/index$/, '')
      .replace(/^\/+|\/+$/g, '');
  }

  /** The page `input` names; an unknown page is a ToolInputError naming the closest ones. */
  find(input: string): DocsPageData {
    const pagePath = this.pathOf(input);
    const page = this.byPath.get(pagePath) ?? this.byPath.get(`docs/${pagePath}`);
    if (page) {
      return page;
    }
    const closest = this.closest(pagePath);
    throw new ToolInputError(
      [
        `There is no docs page "${input}".`,
        ...(closest.length ? ['Closest pages:', ...closest.map((path) => `- ${path}`)] : []),
        'Find pages with search_docs (every result names its page path), or pass a path such as "docs/guide/validation".',
      ].join('\n'),
    );
  }

  /** Pages the site's search finds for the words of a path that does not exist. */
  private closest(pagePath: string): string[] {
    const words = pagePath
      .split(/[/_.-]+/)
      .filter((word) => word !== '' && word !== 'docs')
      .join(' ');
    if (!words) {
      return [];
    }
    const found = this.search.search(words, 20).results.map((result) => result.pagePath);
    return [...new Set(found)].filter((found) => this.byPath.has(found)).slice(0, 5);
  }
}

export function getPage(catalog: PageCatalog, input: string): string {
  const page = catalog.find(input);
  return `Source: ${page.url}\n\n${page.markdown}`;
}
