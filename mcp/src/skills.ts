/**
 * The Agent Skills of Formly: one core skill (`formly`) and one per UI kit (`formly-<kit>`), as
 * SKILL.md texts rendered from the MCP server's data (DocsData), so that the skills and the server's
 * answers cannot disagree. mcp/skills.ts writes them to skills/ (`npm run skills`), which the
 * repository keeps and the site serves; the server offers the same texts as resources.
 */
import {kits, type KitName} from '../../lib/kits';
import type {PropertySchema} from '../../lib/field-schema/types';
import type {DocsData, DocsPageData, KitData} from './docs-data';
import {kitTypeNames} from './field-types';
import {listOf} from './tool-result';

export const coreSkill = 'formly';
export const kitSkill = (kit: KitName) => `formly-${kit}`;

function frontMatter(name: string, description: string): string {
  return ['---', `name: ${name}`, `description: ${JSON.stringify(description)}`, '---', ''].join('\n');
}

function pageLink(data: DocsData, pagePath: string): string {
  const page = data.pages.find((candidate) => candidate.path === pagePath);
  if (!page) {
    throw new Error(`A skill links to ${pagePath}, which the site does not have.`);
  }
  return `[${page.title}](${page.markdownUrl})`;
}

function pagesUnder(data: DocsData, prefix: string): DocsPageData[] {
  return data.pages.filter((page) => page.path.startsWith(prefix));
}

/** The schema's deprecated members, each with its note, from the first kit that has a schema. */
function deprecations(data: DocsData): string[] {
  const schema = Object.values(data.kits).find((kit) => kit.schema)?.schema;
  if (!schema) {
    throw new Error('No kit has a field schema: the skills cannot list deprecated keys.');
  }
  const lines: string[] = [];
  for (const [name, member] of Object.entries(schema.definitions.field.properties)) {
    const property = member as PropertySchema;
    if (property.deprecated) lines.push(`- \`${name}\`: ${property.deprecationMessage}`);
  }
  for (const [name, member] of Object.entries(schema.definitions['props:input']?.properties ?? {})) {
    const property = member as PropertySchema;
    if (property.deprecated) lines.push(`- \`props.${name}\`: ${property.deprecationMessage}`);
  }
  return lines;
}

function memberTable(data: DocsData): string[] {
  const schema = Object.values(data.kits).find((kit) => kit.schema)!.schema!;
  return [
    '| Key | TypeScript type | What it is |',
    '| --- | --- | --- |',
    ...Object.entries(schema.definitions.field.properties)
      .filter(([, member]) => !(member as PropertySchema).deprecated)
      .map(([name, member]) => {
        const property = member as PropertySchema;
        const type = property['x-typescript'];
        return `| \`${name}\` | \`${type.replace(/\s+/g, ' ').replace(/\|/g, '\\|')}\` | ${property.description.replace(/\|/g, '\\|')} |`;
      }),
  ];
}

function renderCoreSkill(data: DocsData): string {
  const kitLines = kits.map((kit) => {
    const schema = data.kits[kit.name].schemaUrl;
    return `- ${kit.label} (\`${kit.package}\`): skill \`${kitSkill(kit.name)}\`${schema ? `, schema ${schema}` : ''}`;
  });
  return [
    frontMatter(
      coreSkill,
      'Write and fix Angular forms built with Formly 7 (@ngx-formly/core): FormlyFieldConfig field arrays, props, expressions, validation, custom types and wrappers. Use when code imports @ngx-formly/* or a task asks for a dynamic, JSON-driven or schema-driven Angular form.',
    ),
    '# Formly 7',
    '',
    `Formly renders an Angular reactive form from an array of field configurations (\`FormlyFieldConfig[]\`). A UI kit package registers the field types (\`input\`, \`select\`, …) and wrappers; \`@ngx-formly/core\` does the rest. Everything here is read from the ${data.pages.length} pages of ${data.siteUrl} and the 7.x typings.`,
    '',
    '## How to work',
    '',
    "1. Find the reader's UI kit in package.json and load its skill (below); its types and props are the only ones a field may use without registering its own.",
    "2. Write fields with the keys of the table below. Labels, placeholders, options and validation limits go in `props`, not at the field's top level.",
    "3. Before answering, check the field array: the `validate_config` tool of the `formly-docs-mcp` server, or the kit's JSON Schema, names every unknown key, unknown type and deprecated key with its fix.",
    '4. For anything else, read the page as Markdown: every page has a `.md` twin, and ' +
      `${new URL('llms.txt', data.siteUrl).href} lists them all.`,
    '',
    '## Deprecated in Formly 7: never write these',
    '',
    ...deprecations(data),
    '',
    '## The keys of a field',
    '',
    ...memberTable(data),
    '',
    '## UI kits',
    '',
    ...kitLines,
    '',
    '## Guides',
    '',
    ...pagesUnder(data, 'docs/guide/').map(
      (page) => `- ${pageLink(data, page.path)}${page.description ? `: ${page.description}` : ''}`,
    ),
    '',
  ].join('\n');
}

function renderKitSkill(data: DocsData, kitName: KitName): string {
  const kit = kits.find((candidate) => candidate.name === kitName)!;
  const kitData: KitData = data.kits[kitName];
  const examples = data.examples.filter((example) => example.kits.includes(kitName));
  // The kit page's example shows the kit's set-up; the introduction's variant for the kit otherwise.
  const kitExample = examples.find((example) => example.name === `kits/${kitName}`);
  const introduction = examples.find((example) => example.name === 'introduction');
  const setup = kitExample ?? introduction;
  const setupConfig =
    kitExample?.files.find((file) => file.name === 'app.config.ts')?.code ??
    introduction?.configs[kitName] ??
    (introduction?.kit === kitName
      ? introduction.files.find((file) => file.name === 'app.config.ts')?.code
      : undefined);
  if (kit.published && !setupConfig) {
    throw new Error(`No example shows the ${kit.label} set-up: the skill needs demos/src/examples/kits/${kitName}.`);
  }
  // The props every type of the kit reads (FormlyFieldProps and the kit's own common ones), listed once.
  const common =
    kitData.types
      .map((type) => new Set(type.props.map((prop) => prop.name)))
      .reduce<Set<string> | null>(
        (shared, names) => (shared ? new Set([...shared].filter((name) => names.has(name))) : names),
        null,
      ) ?? new Set<string>();
  const types = kitData.types.map((type) => {
    const props = type.props
      .filter((prop) => !prop.deprecation && !common.has(prop.name))
      .map((prop) => `\`${prop.name}\` (\`${prop.type.replace(/\s+/g, ' ')}\`)`);
    const registered = type.inMainFeature
      ? `\`${kit.feature}()\``
      : type.feature
        ? `\`${type.feature.name}()\` from \`${type.feature.importPath}\``
        : 'its own entry point';
    return [
      `### \`${type.name}\``,
      '',
      `Registered by ${registered}. API: ${pageLink(data, type.page)}.`,
      ...(type.extends ? [`Extends \`${type.extends}\`.`] : []),
      ...(type.wrappers.length ? [`Wrappers: ${type.wrappers.map((name) => `\`${name}\``).join(', ')}.`] : []),
      ...(type.defaultOptions ? [`Defaults: \`${type.defaultOptions}\`.`] : []),
      ...(props.length ? [`Its own props: ${props.join(', ')}.`] : []),
      '',
    ].join('\n');
  });
  return [
    frontMatter(
      kitSkill(kitName),
      `Formly 7 with ${kit.label} (${kit.package}): the field types it registers, their props, wrappers and defaults, its setup and its examples. Use with the formly skill when an Angular form renders with ${kit.label}.`,
    ),
    `# Formly 7 with ${kit.label}`,
    '',
    `\`${kit.package}\` registers ${kitData.types.length} field types and ${kitData.wrappers.length} ${kitData.wrappers.length === 1 ? 'wrapper' : 'wrappers'}; \`@ngx-formly/core\` registers ${listOf(kitData.coreTypes.map((type) => `\`${type.name}\``))} in every app. A field's \`type\` must be one of these ${kitTypeNames(kitData).length}, or a type the app registers itself. Read the \`${coreSkill}\` skill first.`,
    ...(kitData.schemaUrl ? ['', `JSON Schema of a field array in this kit: ${kitData.schemaUrl}`] : []),
    ...(setupConfig
      ? [
          '',
          '## Setup',
          '',
          `The app.config.ts of the example "${setup!.title}":`,
          '',
          '```ts',
          setupConfig.trim(),
          '```',
        ]
      : ['', '## Setup', '', `Formly 7 has no published ${kit.label} package yet; its API pages describe the source.`]),
    '',
    '## Field types',
    '',
    ...(common.size
      ? [`Every type below reads these props: ${[...common].map((name) => `\`${name}\``).join(', ')}.`, '']
      : []),
    ...types,
    '## Wrappers',
    '',
    ...kitData.wrappers.map((wrapper) => `- \`${wrapper.name}\`: ${pageLink(data, wrapper.page)}`),
    '',
    ...(examples.length
      ? [
          '## Examples that run in this kit',
          '',
          `The \`get_example\` tool gives their files for ${kit.label}.`,
          '',
          ...examples.map(
            (example) => `- ${example.page ? pageLink(data, example.page) : example.title} (\`${example.name}\`)`,
          ),
          '',
        ]
      : []),
  ].join('\n');
}

/** Every skill's SKILL.md, by its path below skills/. */
export function renderSkills(data: DocsData): Map<string, string> {
  return new Map([
    [`${coreSkill}/SKILL.md`, renderCoreSkill(data)],
    ...kits.map((kit): [string, string] => [`${kitSkill(kit.name)}/SKILL.md`, renderKitSkill(data, kit.name)]),
  ]);
}
