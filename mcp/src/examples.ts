import {kitByName, type KitName} from '../../lib/kits';
import {filesInKit} from '../../lib/variant-files';
import type {DocsData, ExampleData} from './docs-data';
import type {PageCatalog} from './pages';
import {ToolInputError, codeBlock, listOf} from './tool-result';

const labelOf = (kit: KitName) => kitByName(kit).label;

/** Title, kits and docs page of an example, as list_examples and get_example show it. */
function summary(example: ExampleData, pages: PageCatalog): string[] {
  const page = example.page ? pages.get(example.page) : undefined;
  return [
    ...(page?.description ? [page.description] : []),
    `Runs in: ${listOf(example.kits.map(labelOf))} (written for ${labelOf(example.kit)}).`,
    ...example.notes,
    ...(page ? [`Docs page: ${page.url} (Markdown: ${page.markdownUrl})`] : []),
  ];
}

export function listExamples(data: DocsData, pages: PageCatalog, kit: KitName | undefined): string {
  const examples = kit ? data.examples.filter((example) => example.kits.includes(kit)) : data.examples;
  if (examples.length === 0) {
    return `No example runs in ${labelOf(kit!)}: it has no live examples. Its API pages (search_docs "${kit}") show its field types.`;
  }
  const heading = kit
    ? `${examples.length} examples run in ${labelOf(kit)}`
    : `${examples.length} examples; each runs in the kits listed`;
  return [
    `${heading}. get_example returns the files of one, for a kit it runs in.`,
    ...examples.map((example) => [`\n## ${example.name}: ${example.title}`, ...summary(example, pages)].join('\n')),
  ].join('\n');
}

/** Examples whose names share the most words with `name`, for a name that does not exist. */
function similarNames(data: DocsData, name: string): string[] {
  const words = new Set(
    name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );
  return data.examples
    .map((example) => ({
      name: example.name,
      shared: example.name.split(/[/-]/).filter((word) => words.has(word)).length,
    }))
    .filter((candidate) => candidate.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.name.length - b.name.length)
    .slice(0, 5)
    .map((candidate) => candidate.name);
}

export function getExample(data: DocsData, pages: PageCatalog, name: string, kit: KitName | undefined): string {
  const wanted = name.trim().replace(/^\/+|\/+$/g, '');
  const example = data.examples.find((candidate) => candidate.name === wanted);
  if (!example) {
    const similar = similarNames(data, wanted);
    throw new ToolInputError(
      [
        `There is no example "${name}".`,
        ...(similar.length ? [`Similar names: ${similar.join(', ')}.`] : []),
        'list_examples lists every example with its name, such as "validation/custom-validation".',
      ].join(' '),
    );
  }
  const shownKit = kit ?? example.kit;
  if (!example.kits.includes(shownKit)) {
    throw new ToolInputError(
      `The example "${example.name}" does not run in ${labelOf(shownKit)}; it runs in ${listOf(example.kits.map(labelOf))}. ${example.notes.join(' ')} Pass one of ${listOf(example.kits)} as kit.`.trim(),
    );
  }
  const changed = Object.keys(example.changedFiles[shownKit] ?? {});
  const files = filesInKit(example.files, example.changedFiles[shownKit]);
  const spec = kitByName(shownKit);
  return [
    `# ${example.title} (${example.name})`,
    '',
    ...summary(example, pages),
    '',
    `Files for ${spec.label} (${spec.package})${changed.length ? `; ${listOf(changed)} ${changed.length > 1 ? 'are' : 'is'} generated for this kit, the other files are as written` : ''}:`,
    ...files.map((file) => `\n${codeBlock(file.code, file.language, file.name)}`),
  ].join('\n');
}
