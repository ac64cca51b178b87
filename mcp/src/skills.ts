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
    'Before you write or fix fields, read [references/pitfalls.md](references/pitfalls.md): mistakes that pass a schema check and still go wrong.',
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
    introduction?.changedFiles[kitName]?.['app.config.ts'] ??
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
    const registered = !kit.published
      ? `\`${kit.feature}()\` in the source`
      : type.inMainFeature
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
      kit.published
        ? `Formly 7 with ${kit.label} (${kit.package}): the field types it registers, their props, wrappers and defaults, its setup and its examples. Use with the formly skill when an Angular form renders with ${kit.label}.`
        : `${kit.label} (${kit.package}) has no Formly 7 package: no 7.x version is published, so it cannot be installed or set up with Formly 7. Lists what its unpublished source registers. Use when a task asks for Formly 7 with ${kit.label}, to say so.`,
    ),
    `# Formly 7 with ${kit.label}`,
    '',
    ...(kit.published
      ? []
      : [
          `**No 7.x version of \`${kit.package}\` is published on npm.** A Formly 7 app cannot install it, and this skill has no set-up or examples to give. What follows is what the package's source in the Formly repository registers, as its API pages describe it.`,
          '',
        ]),
    `Before you write or fix fields, read [references/pitfalls.md](references/pitfalls.md): what passes a schema check and still goes wrong, with ${kit.label} and in every kit.`,
    '',
    `${kit.published ? '' : 'In its source, '}\`${kit.package}\` registers ${kitData.types.length} field types and ${kitData.wrappers.length} ${kitData.wrappers.length === 1 ? 'wrapper' : 'wrappers'}; \`@ngx-formly/core\` registers ${listOf(kitData.coreTypes.map((type) => `\`${type.name}\``))} in every app. A field's \`type\` must be one of these ${kitTypeNames(kitData).length}, or a type the app registers itself. Read the \`${coreSkill}\` skill first.`,
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
      : []),
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

/**
 * The core skill's references/pitfalls.md: mistakes a schema check lets through, each as Formly 7.1.0
 * does it (tests/claims/skills/pitfalls.test.ts) or as the typings and pages say.
 */
function renderCorePitfalls(data: DocsData): string {
  const page = (route: string) => pageLink(data, route);
  return [
    '# Pitfalls of Formly 7 field configurations',
    '',
    `Each of these fits the JSON Schema of a field array, and still does not do what its author meant. The \`validate_config\` tool of the \`formly-docs-mcp\` server reports each one, as it builds the form with \`@ngx-formly/core\` 7.1.0.`,
    '',
    '## The model inside a keyed group',
    '',
    "A field inside a group that has a `key` gets the group's object as its model. Its expressions name the path below the group:",
    '',
    '```ts',
    "{ key: 'address', fieldGroup: [",
    "  { key: 'city', type: 'input' },",
    "  { key: 'zip', type: 'input', expressions: { hide: '!model.city' } }, // model.address.city reads undefined here",
    ']}',
    '```',
    '',
    `See ${page('docs/guide/expression-properties')}.`,
    '',
    '## `validation` under `validators` is an array',
    '',
    'Named validators and validator functions go in a list: a single string in its place stops the form build with "validation.map is not a function".',
    '',
    '```ts',
    "validators: { validation: ['ip'] } // not validation: 'ip'",
    '```',
    '',
    `See ${page('docs/guide/validation')}.`,
    '',
    '## `expressions` keys are paths of the field',
    '',
    "A key of `expressions` names what the expression sets: `hide`, `className`, a prop (`props.disabled`, `props.label`) or a model value (a key that starts with model. and names the field's key). Any other name is set on the field object, where nothing reads it: `hidden` leaves the field shown.",
    '',
    '## Presets need their entry point',
    '',
    `A field of \`type: '#name'\` takes the preset registered under that name only when the app registers the preset (\`presets\` of \`provideFormlyCore()\`) and the substitution, \`provideFormlyPreset()\` from \`@ngx-formly/core/preset\`. See ${page('docs/guide/formly-field-presets')}.`,
    '',
    '## Formly 5 and 6 keys',
    '',
    '`templateOptions`, `hideExpression` and `expressionProperties` still work in Formly 7 but are deprecated: the `migrate_config` tool rewrites a configuration that uses them, and an `expressions` function takes the field alone where an `expressionProperties` function took the model, the form state and the field.',
    '',
  ].join('\n');
}

/** A kit skill's references/pitfalls.md: what is particular to the kit, then the core skill's. */
function renderKitPitfalls(data: DocsData, kitName: KitName): string {
  const kit = kits.find((candidate) => candidate.name === kitName)!;
  const kitData = data.kits[kitName];
  const ownFeature = kitData.types.filter((type) => !type.inMainFeature && type.feature);
  const particular = [
    ...(kit.published
      ? []
      : [
          `- No 7.x version of \`${kit.package}\` is published: a Formly 7 app cannot install it. Say so rather than write a set-up for it.`,
        ]),
    ...ownFeature.map(
      (type) =>
        `- \`${type.name}\` is not registered by \`${kit.feature}()\`: add \`${type.feature!.name}()\` from \`${type.feature!.importPath}\` to \`provideFormlyCore()\`.`,
    ),
    ...(kitName === 'material'
      ? [
          "- `props.color` sets the `color` input of Angular Material components, which their typings document as supported in M2 themes only, with no effect in M3 themes (`mat.theme`): use the theme's colour variants instead.",
        ]
      : []),
  ];
  return [
    `# Pitfalls of Formly 7 with ${kit.label}`,
    '',
    ...(particular.length ? particular : [`Nothing particular to ${kit.label}: the pitfalls of every kit apply.`]),
    '',
    `The pitfalls of every kit (the model inside a keyed group, the validation list, \`expressions\` keys, presets, Formly 5 and 6 keys) are in the \`${coreSkill}\` skill's references/pitfalls.md.`,
    '',
  ].join('\n');
}

/** Every file of every skill, by its path below skills/: each SKILL.md and its references/. */
export function renderSkills(data: DocsData): Map<string, string> {
  return new Map([
    [`${coreSkill}/SKILL.md`, renderCoreSkill(data)],
    [`${coreSkill}/references/pitfalls.md`, renderCorePitfalls(data)],
    ...kits.flatMap((kit): [string, string][] => [
      [`${kitSkill(kit.name)}/SKILL.md`, renderKitSkill(data, kit.name)],
      [`${kitSkill(kit.name)}/references/pitfalls.md`, renderKitPitfalls(data, kit.name)],
    ]),
  ]);
}
