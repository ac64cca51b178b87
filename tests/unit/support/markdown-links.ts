/**
 * The relative links of the repository's own Markdown files (README.md, CONTRIBUTING.md, …)
 * and what is wrong with each: a file or folder that does not exist, or an anchor that is no
 * heading of the file it points into. Anchors are GitHub's heading ids, since GitHub is where
 * these files are read. Links to other sites are left to the reader.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface MarkdownLink {
  /** 1-based line of the link in its file. */
  line: number;
  target: string;
}

/** The text of `markdown` with fenced code blocks blanked, line count kept, so that their contents are neither links nor headings. */
function withoutFences(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) {
        fence = undefined;
      }
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line;
  });
}

/** The inline links `[text](target)` and link definitions `[label]: target`, outside code. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  return withoutFences(markdown).flatMap((text, index) => {
    const line = text.replace(/(`+)[^`]*?\1/g, '');
    const inline = [...line.matchAll(/\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(line)?.[1];
    return [...inline, ...(definition ? [definition] : [])].map((target) => ({line: index + 1, target}));
  });
}

/** GitHub's id for a heading's text: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  const text = heading
    // A link keeps its text; code, emphasis and HTML marks go.
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The ids of the headings of `markdown`, a repeated one with -1, -2, … as GitHub numbers them. */
export function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (!heading) {
      continue;
    }
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    ids.add(count ? `${slug}-${count}` : slug);
  }
  return ids;
}

/** What is wrong with each relative link of `file` (a path from `rootDir`), as `file:line: target: problem`. */
export function brokenLinks(rootDir: string, file: string): string[] {
  const source = fs.readFileSync(path.join(rootDir, file), 'utf8');
  return markdownLinks(source).flatMap(({line, target}) => {
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) {
      return [];
    }
    const where = `${file}:${line}: ${target}`;
    const hashAt = target.indexOf('#');
    const linkPath = decodeURIComponent(hashAt === -1 ? target : target.slice(0, hashAt));
    const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
    const resolved = linkPath ? path.join(path.dirname(file), linkPath) : file;
    if (resolved.startsWith('..') || path.isAbsolute(linkPath)) {
      return [`${where}: points outside the repository; link to a file of it by a relative path`];
    }
    const absolute = path.join(rootDir, resolved);
    if (!fs.existsSync(absolute)) {
      return [`${where}: ${resolved} does not exist`];
    }
    if (anchor === undefined) {
      return [];
    }
    if (!resolved.endsWith('.md')) {
      return [`${where}: an anchor only into a Markdown file, whose headings this check knows`];
    }
    return headingIds(fs.readFileSync(absolute, 'utf8')).has(anchor)
      ? []
      : [`${where}: ${resolved} has no heading with the id "${anchor}"`];
  });
}
