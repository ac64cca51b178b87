/** The page of @ngx-formly/schematics: the `ng add` schematic and its options. */
import fs from 'node:fs';
import path from 'node:path';
import type {SchematicsPage} from '../../../lib/entry-points';
import {blocks, cell, code, table} from '../markdown';
import {link, renderSymbolGroups} from '../render-symbols';
import {SCHEMATICS_MODULE} from '../site';
import {packageDir, readPackageJson} from '../../../lib/typings/typings';
import {assemble, type RenderContext} from './assemble';

interface SchemaProperty {
  type?: string;
  enum?: string[];
  default?: unknown;
  $default?: {$source?: string};
  description?: string;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Version ranges the schematic writes into package.json, from its published helper. */
function schematicVersions(): Record<string, string> {
  const file = path.join(packageDir(SCHEMATICS_MODULE), 'utils/lib-versions.js');
  const text = fs.readFileSync(file, 'utf8');
  const versions: Record<string, string> = {};
  for (const m of text.matchAll(/exports\.(\w+) = '([^']+)'/g)) versions[m[1]] = m[2];
  return versions;
}

export function renderSchematicsPage(page: SchematicsPage, ctx: RenderContext): string {
  const dir = packageDir(SCHEMATICS_MODULE);
  const pkg = readPackageJson(SCHEMATICS_MODULE) as {version: string; 'ng-add'?: {save?: string}};
  const collection = JSON.parse(fs.readFileSync(path.join(dir, 'src/collection.json'), 'utf8')) as {
    schematics: Record<string, {description: string; schema: string; aliases?: string[]}>;
  };
  const api = ctx.site.api(SCHEMATICS_MODULE);
  const ngAdd = collection.schematics['ng-add'];
  const schema = JSON.parse(fs.readFileSync(path.join(dir, 'src', ngAdd.schema), 'utf8')) as {
    properties: Record<string, SchemaProperty>;
    required?: string[];
  };
  const versions = schematicVersions();
  const optionRows = Object.entries(schema.properties).map(([name, p]) => [
    code(name),
    code(`--${kebab(name)}`),
    p.enum ? cell(p.enum.map((v) => code(v)).join(', ')) : code(p.type ?? 'string'),
    p.default !== undefined
      ? code(JSON.stringify(p.default))
      : p.$default?.$source === 'projectName'
        ? 'the project the command runs in'
        : '—',
    cell(p.description ?? ''),
  ]);

  // The JSON schema is what the CLI validates; the typings may list fewer values.
  const schemaSymbol = api.symbols.find((s) => s.exportName === 'Schema');
  const typedThemes = new Set(
    [...(schemaSymbol?.members.find((m) => m.name === 'uiTheme')?.type ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]),
  );
  const untyped = (schema.properties.uiTheme?.enum ?? []).filter((v) => !typedThemes.has(v));
  const themeNote = untyped.length
    ? `The JSON schema, which the Angular CLI validates the command line against, accepts ${untyped.map(code).join(', ')} for ${code('uiTheme')}; the ${link({name: 'Schema', module: SCHEMATICS_MODULE}, SCHEMATICS_MODULE, ctx.site)} interface in the typings does not list ${untyped.length === 1 ? 'that value' : 'those values'}.`
    : undefined;

  const body = blocks(
    '## Quick reference',
    table(
      ['Item', 'Value'],
      [
        ['Package', `${code(SCHEMATICS_MODULE)} ${pkg.version}`],
        ['Command', code('ng add @ngx-formly/schematics')],
        [
          'Schematic',
          `${code('ng-add')}${ngAdd.aliases?.length ? ` (alias ${ngAdd.aliases.map(code).join(', ')})` : ''}: ${cell(ngAdd.description)}`,
        ],
        ['Saved to', pkg['ng-add']?.save ? `${code(pkg['ng-add'].save)} of ${code('package.json')}` : '—'],
        ...Object.entries(versions).map(([name, range]) => [
          `Version range written for ${name === 'angularVersion' ? code('@angular/forms') : name === 'ngxFormlyVersion' ? 'Formly packages' : code(name)}`,
          code(range),
        ]),
      ],
    ),
    '## Options',
    `Options are read from the schematic's published JSON schema. The Angular CLI accepts each of them in camelCase or in dash-case on the command line.`,
    table(['Option', 'Flag', 'Type', 'Default', 'Description'], optionRows),
    themeNote,
    schema.required?.length ? `Required options: ${schema.required.map(code).join(', ')}.` : 'No option is required.',
    renderSymbolGroups(api, ctx.site, ctx.propDescriptions),
  );
  return assemble(
    page,
    {
      title: SCHEMATICS_MODULE,
      sidebar_label: 'Schematics',
      sidebar_position: page.sidebarPosition,
      description: `Generated reference of ${SCHEMATICS_MODULE} ${pkg.version}: the ng add schematic and its options.`,
    },
    `${SCHEMATICS_MODULE} ${pkg.version}`,
    body,
  );
}
