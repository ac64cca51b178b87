/**
 * The playground's configuration as the source of a standalone Angular app in
 * the chosen kit: app.ts (the form) and app.config.ts (Formly with the kit),
 * plus the JSON Schema types in JSON Schema mode. Used by "Open in StackBlitz".
 */
import type {PlaygroundKit} from '../../lib/playground-protocol';
import {kitByName} from '../../lib/kits';
import {kitFacts} from '../../lib/kits/facts';
import type {AppConfigParts} from '../../lib/kits/spec';
import {importStatement, kitSetups} from '../../lib/kit-setups';
import {toTypeScript} from '../../lib/field-samples';
import type {ExportedRegistration} from '../../lib/example-registrations';
import type {PlaygroundState} from './state';

/** What the export copies from the frame besides the form (plugins/playground writes it at build time). */
export interface FrameSources {
  /** The frame's json-schema-types.ts, copied in JSON Schema mode. */
  jsonSchemaTypes: string;
  /** What the examples register, which the frame registers too (lib/example-registrations.ts). */
  exampleRegistrations: ExportedRegistration[];
}

export interface SourceFile {
  name: string;
  language: string;
  code: string;
}

/** A kit's Formly setup: the kit registry's, as in the kit examples of the docs, plus the playground's extras. */
function kitSetup(kit: PlaygroundKit): AppConfigParts {
  const spec = kitByName(kit);
  const setup = kitSetups[kit];
  const extra = kitFacts[kit].playgroundExtras;
  return {
    imports: [
      ...setup.imports.map(importStatement),
      `import { ${spec.feature} } from '${spec.package}';`,
      ...(extra?.imports ?? []),
    ],
    providers: [...setup.providers.map((provider) => provider.code), ...(extra?.providers ?? [])],
    formly: [`...${spec.feature}()`, ...(extra?.formly ?? [])],
  };
}

function parsed(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}

/**
 * The names a configuration uses registered things by: every `type` (presets as `#name`) and
 * `optionsTypes` entry, every `wrappers` entry, every named validator (`validation: ['uniqueKey']`, or
 * under a key of its own: `{slugCheck: 'slug'}`) and every prop it sets (as
 * `props.<name>`, which an extension may read), at any depth, so that fields inside groups and
 * arrays, and a JSON Schema's `widget.formlyConfig`, count too.
 */
export function usedNames(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    value.forEach((item) => usedNames(item, into));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'type' && typeof inner === 'string') {
        into.add(inner);
      } else if (key === 'props' && inner !== null && typeof inner === 'object') {
        Object.keys(inner).forEach((prop) => into.add(`props.${prop}`));
      } else if ((key === 'validators' || key === 'asyncValidators') && inner !== null && typeof inner === 'object') {
        // A validator named under a key of its own: `validators: {slugCheck: 'slug'}` or `{name: 'slug'}`.
        for (const [name, entry] of Object.entries(inner)) {
          const named = typeof entry === 'string' ? entry : (entry as {name?: unknown} | null)?.name;
          if (name !== 'validation' && typeof named === 'string') {
            into.add(named);
          }
        }
      } else if ((key === 'wrappers' || key === 'validation' || key === 'optionsTypes') && Array.isArray(inner)) {
        for (const entry of inner) {
          const name = typeof entry === 'string' ? entry : (entry as {name?: unknown} | null)?.name;
          if (typeof name === 'string') {
            into.add(name);
          }
        }
      }
      usedNames(inner, into);
    }
  }
  return into;
}

/** The examples' registrations the exported app needs in `kit`: those whose names the configuration uses. */
function neededRegistrations(state: PlaygroundState, used: Set<string>, sources: FrameSources): ExportedRegistration[] {
  return sources.exampleRegistrations.filter(
    (registration) => registration.kits.includes(state.kit) && registration.names.some((name) => used.has(name)),
  );
}

function appConfig(state: PlaygroundState, used: Set<string>, registrations: ExportedRegistration[]): string {
  const jsonSchema = state.mode === 'json-schema';
  const setup = kitSetup(state.kit);
  // As the frame does (demos/playground/formly-setup.ts): `#name` types are presets, and `email` names
  // Angular's e-mail validator, which the examples' playground versions use.
  const presets = [...used].some((name) => name.startsWith('#'));
  const emailValidator = used.has('email');
  const imports = [
    "import { ApplicationConfig } from '@angular/core';",
    ...(emailValidator ? ["import { Validators } from '@angular/forms';"] : []),
    "import { provideFormlyCore, withFormlyFieldExpression } from '@ngx-formly/core';",
    ...(presets ? ["import { provideFormlyPreset } from '@ngx-formly/core/preset';"] : []),
    ...setup.imports,
    ...(jsonSchema ? ["import { jsonSchemaTypes } from './json-schema-types';"] : []),
    ...registrations.map(({binding, module}) => `import { registrations as ${binding} } from './${module}';`),
  ];
  const formly = [
    ...setup.formly,
    ...(registrations.length > 0
      ? [
          "// What the playground's examples register, under the examples' own names.",
          ...registrations.map(({binding}) => binding),
        ]
      : []),
    '// String expressions through the parser of Formly 7.1, without eval.',
    'withFormlyFieldExpression()',
    ...(jsonSchema ? ['jsonSchemaTypes'] : []),
    ...(emailValidator ? ["{ validators: [{ name: 'email', validation: Validators.email }] }"] : []),
    "{ validationMessages: [{ name: 'required', message: 'This field is required.' }] }",
  ];
  const providers = [
    ...setup.providers,
    `provideFormlyCore([
${formly.map((line) => (line.startsWith('//') ? `      ${line}` : `      ${line},`)).join('\n')}
    ])`,
    ...(presets ? ["// A `type: '#name'` is the preset of that name.", 'provideFormlyPreset()'] : []),
  ];
  return `${imports.join('\n')}

export const appConfig: ApplicationConfig = {
  providers: [
${providers.map((provider) => (provider.startsWith('//') ? `    ${provider}\n` : `    ${provider},\n`)).join('')}  ],
};
`;
}

function appComponent(state: PlaygroundState): string {
  const jsonSchema = state.mode === 'json-schema';
  const model = toTypeScript(parsed(state.model, {}), 1);
  const options = toTypeScript(parsed(state.options, {}), 1);
  const imports = [
    'import { Component' + (jsonSchema ? ', inject' : '') + " } from '@angular/core';",
    "import { JsonPipe } from '@angular/common';",
    "import { FormGroup, ReactiveFormsModule } from '@angular/forms';",
    "import { FormlyFieldConfig, FormlyForm, FormlyFormOptions } from '@ngx-formly/core';",
    ...(jsonSchema ? ["import { FormlyJsonschema } from '@ngx-formly/core/json-schema';"] : []),
  ];
  const fields = jsonSchema
    ? `  // FormlyJsonschema turns the schema (a JSON Schema draft 7) into Formly's field configuration.
  schema: Parameters<FormlyJsonschema['toFieldConfig']>[0] = ${toTypeScript(parsed(state.schema, {}), 1)};
  fields: FormlyFieldConfig[] = [inject(FormlyJsonschema).toFieldConfig(this.schema)];`
    : `  fields: FormlyFieldConfig[] = ${toTypeScript(parsed(state.fields, []), 1)};`;
  return `${imports.join('\n')}

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm, JsonPipe],
  template: \`
    <form [formGroup]="form" (ngSubmit)="submit()">
      <formly-form [form]="form" [fields]="fields" [model]="model" [options]="options" />
      <button type="submit">Submit</button>
    </form>
    <h2>Model</h2>
    <pre>{{ model | json }}</pre>
  \`,
})
export class App {
  form = new FormGroup({});
  model: Record<string, unknown> = ${model};
  options: FormlyFormOptions = ${options};
${fields}

  submit() {
    this.form.markAllAsTouched();
    if (this.form.valid) {
      console.log('Submitted', this.form.value);
    }
  }
}
`;
}

/** A file's language, as the live examples name it, from its extension. */
const languageOf = (name: string) => (name.endsWith('.html') ? 'html' : name.endsWith('.css') ? 'css' : 'ts');

/**
 * The files of the exported app: the form, the kit's set-up, the frame's JSON Schema types in JSON
 * Schema mode, and what the examples whose names the form uses register, with their files.
 */
export function playgroundSourceFiles(state: PlaygroundState, sources: FrameSources): SourceFile[] {
  const jsonSchema = state.mode === 'json-schema';
  const used = usedNames(parsed(jsonSchema ? state.schema : state.fields, []));
  const registrations = neededRegistrations(state, used, sources);
  const registrationFiles = new Map(registrations.flatMap(({files}) => Object.entries(files)));
  return [
    {name: 'app.ts', language: 'ts', code: appComponent(state)},
    {name: 'app.config.ts', language: 'ts', code: appConfig(state, used, registrations)},
    ...(jsonSchema ? [{name: 'json-schema-types.ts', language: 'ts', code: sources.jsonSchemaTypes}] : []),
    ...[...registrationFiles].map(([name, code]) => ({name, language: languageOf(name), code})),
  ];
}
