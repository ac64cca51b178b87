/**
 * Reads the register of UPGRADING.md: one `###` section per coupling with a dependency's
 * internals, each a sentence on what it touches and four labelled list items
 * (`- **Where we do it:** …`), the format the file's "How a section reads" describes.
 * register.test.ts and checked-against.test.ts check what the sections say.
 */

export const fieldLabels = ['Where we do it', 'Why no public API does it', 'Checked against', 'Guard test'] as const;
export type FieldLabel = (typeof fieldLabels)[number];

export interface RegisterSection {
  title: string;
  /** The labelled lines found, by label; a missing one is left out. */
  fields: Partial<Record<FieldLabel, string>>;
}

/** The `###` sections of UPGRADING.md, in order. */
export function registerSections(markdown: string): RegisterSection[] {
  const sections: RegisterSection[] = [];
  for (const line of markdown.split('\n')) {
    const title = /^### (.+)$/.exec(line)?.[1];
    if (title) {
      sections.push({title, fields: {}});
      continue;
    }
    const field = /^- \*\*([^*]+):\*\* (.+)$/.exec(line);
    const section = sections.at(-1);
    if (field && section && (fieldLabels as readonly string[]).includes(field[1]!)) {
      section.fields[field[1] as FieldLabel] = field[2]!.trim();
    } else if (/^#{1,2} /.test(line)) {
      // A group heading ends the section before it; its list items are not the register's.
      sections.push({title: '', fields: {}});
    }
  }
  return sections.filter((section) => section.title);
}

export interface CheckedVersion {
  /** A package name, or a scope with `/*` for every installed package of that scope. */
  name: string;
  version: string;
}

/**
 * The packages of a "Checked against" line: `` `name` 1.2.3 `` pairs separated by commas,
 * each optionally followed by a note in parentheses. Throws on anything else, with the line.
 */
export function parseCheckedAgainst(line: string): CheckedVersion[] {
  const pair = /`((?:@[\w.-]+\/)?[\w.*-]+)` (\d+\.\d+\.\d+(?:-[\w.]+)?)(?: \([^()]*\))?/y;
  const versions: CheckedVersion[] = [];
  let index = 0;
  while (index < line.length) {
    if (versions.length) {
      if (!line.startsWith(', ', index)) {
        break;
      }
      index += 2;
    }
    pair.lastIndex = index;
    const match = pair.exec(line);
    if (!match) {
      break;
    }
    versions.push({name: match[1]!, version: match[2]!});
    index = pair.lastIndex;
  }
  if (!versions.length || index !== line.length) {
    throw new Error(
      `"${line}" is not a list of \`name\` version pairs (\`@docsearch/react\` 4.7.0, \`rollup\` 4.67.4 (a note))`,
    );
  }
  return versions;
}

/** A lockfile's installed packages, as npm writes them (`packages["node_modules/<name>"].version`). */
export interface Lockfile {
  file: string;
  packages: Record<string, {version?: string}>;
}

/** The installed versions `name` stands for in a lockfile: one package, or every one of a `@scope/*`. */
export function installedIn(lockfile: Lockfile, name: string): {name: string; version: string}[] {
  const prefix = 'node_modules/';
  const scope = name.endsWith('/*') ? name.slice(0, -1) : undefined;
  return Object.entries(lockfile.packages).flatMap(([key, {version}]) => {
    if (!key.startsWith(prefix) || !version) {
      return [];
    }
    // Top-level packages only: a nested copy (node_modules/a/node_modules/b) is another's dependency.
    const installed = key.slice(prefix.length);
    if (installed.includes('/node_modules/')) {
      return [];
    }
    const matches = scope
      ? installed.startsWith(scope) && !installed.slice(scope.length).includes('/')
      : installed === name;
    return matches ? [{name: installed, version}] : [];
  });
}

/**
 * What a section's "Checked against" line says that the lockfiles contradict: a package
 * installed at another version, or not installed at all. Empty when it holds.
 */
export function staleChecks(section: RegisterSection, lockfiles: Lockfile[]): string[] {
  const line = section.fields['Checked against'];
  if (!line) {
    return [`"${section.title}" has no **Checked against:** line`];
  }
  let checked: CheckedVersion[];
  try {
    checked = parseCheckedAgainst(line);
  } catch (error) {
    return [`"${section.title}": ${(error as Error).message}`];
  }
  return checked.flatMap(({name, version}) => {
    const found = lockfiles.flatMap((lockfile) =>
      installedIn(lockfile, name).map((installed) => ({...installed, file: lockfile.file})),
    );
    if (!found.length) {
      return [`"${section.title}": ${name} is in no lockfile (${lockfiles.map((l) => l.file).join(', ')})`];
    }
    return found
      .filter((installed) => installed.version !== version)
      .map(
        (installed) =>
          `"${section.title}": ${installed.file} installs ${installed.name} ${installed.version}, but the section was checked against ${version}. Check the coupling with ${installed.version} (its guard test), then update its **Checked against:** line`,
      );
  });
}
