import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {browserKits} from '../../lib/kits';

/**
 * "Passed to `<component>`" in a kit page's props tables (docs/ui/<kit>.mdx) is a static fact: each
 * prop the row names must be an input of that component in the installed typings (the
 * `ɵɵComponentDeclaration` of the kit's peer packages in demos/node_modules), or the prop reaches
 * nothing. This caught PrimeNG's `monthNavigator`, `yearNavigator` and `yearRange`, which DatePicker 21
 * no longer has.
 */

const modules = path.join(__dirname, '../../demos/node_modules');

function declarationFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') {
      declarationFiles(full, found);
    } else if (entry.name.endsWith('.d.ts')) {
      found.push(full);
    }
  }
  return found;
}

/** Input names (aliases) of the component whose selector is `tag`, in the packages `packages`. */
function inputsOf(tag: string, packages: readonly string[]): Set<string> | null {
  for (const name of packages) {
    for (const file of declarationFiles(path.join(modules, name))) {
      const text = fs.readFileSync(file, 'utf8');
      const pattern = /ɵɵComponentDeclaration<\w+, "([^"]*)", [^,]+, \{/g;
      for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
        const selectors = match[1]!.split(',').map((selector) => selector.trim());
        if (!selectors.includes(tag)) {
          continue;
        }
        // The inputs object runs to the matching brace.
        let depth = 1;
        let end = pattern.lastIndex;
        while (depth > 0 && end < text.length) {
          depth += text[end] === '{' ? 1 : text[end] === '}' ? -1 : 0;
          end++;
        }
        const inputs = text.slice(pattern.lastIndex, end);
        return new Set([...inputs.matchAll(/"alias": "([^"]+)"/g)].map((alias) => alias[1]!));
      }
    }
  }
  return null;
}

interface PassedRow {
  kit: string;
  line: string;
  tag: string;
  props: string[];
}

/** Rows of the "Type props" tables that say their props are passed to a component. */
function passedRows(): PassedRow[] {
  return browserKits.flatMap((kit) =>
    fs
      .readFileSync(path.join(__dirname, '../../docs/ui', `${kit.name}.mdx`), 'utf8')
      .split('\n')
      .flatMap((line) => {
        const tag = /Passed to `<([a-z][\w-]*)>`/.exec(line)?.[1];
        const cells = line.split('|').map((cell) => cell.trim());
        if (!tag || cells.length < 4) {
          return [];
        }
        const props = [...cells[2]!.matchAll(/`(\w+)`/g)].map((match) => match[1]!);
        return [{kit: kit.name, line, tag, props}];
      }),
  );
}

test('the kit pages say "Passed to `<component>`" in props tables', () => {
  assert.ok(passedRows().length >= 5, `found ${passedRows().length} rows`);
});

for (const row of passedRows()) {
  test(`${row.kit}: ${row.props.join(', ')} passed to <${row.tag}> are inputs of it`, () => {
    const kit = browserKits.find((candidate) => candidate.name === row.kit)!;
    const inputs = inputsOf(row.tag, kit.peerPackages);
    assert.ok(inputs, `no component with the selector ${row.tag} in ${kit.peerPackages.join(', ')}`);
    assert.deepEqual(
      row.props.filter((prop) => !inputs.has(prop)),
      [],
      `not inputs of <${row.tag}>: ${row.line}`,
    );
  });
}
