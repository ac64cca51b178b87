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
import type {PlaygroundState} from './state';

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

function appConfig(kit: PlaygroundKit, jsonSchema: boolean): string {
  const setup = kitSetup(kit);
  const imports = [
    "import { ApplicationConfig } from '@angular/core';",
    "import { provideFormlyCore, withFormlyFieldExpression } from '@ngx-formly/core';",
    ...setup.imports,
    ...(jsonSchema ? ["import { jsonSchemaTypes } from './json-schema-types';"] : []),
  ];
  const formly = [
    ...setup.formly,
    '// String expressions through the parser of Formly 7.1, without eval.',
    'withFormlyFieldExpression()',
    ...(jsonSchema ? ['jsonSchemaTypes'] : []),
    "{ validationMessages: [{ name: 'required', message: 'This field is required.' }] }",
  ];
  return `${imports.join('\n')}

export const appConfig: ApplicationConfig = {
  providers: [
${setup.providers.map((provider) => `    ${provider},\n`).join('')}    provideFormlyCore([
${formly.map((line) => (line.startsWith('//') ? `      ${line}` : `      ${line},`)).join('\n')}
    ]),
  ],
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
    ? `  // FormlyJsonschema turns the schema into Formly's field configuration.
  schema = ${toTypeScript(parsed(state.schema, {}), 1)};
  fields: FormlyFieldConfig[] = [
    inject(FormlyJsonschema).toFieldConfig(this.schema as Parameters<FormlyJsonschema['toFieldConfig']>[0]),
  ];`
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

/**
 * The files of the exported app. `jsonSchemaTypesSource` is the playground
 * frame's own json-schema-types.ts, copied in JSON Schema mode.
 */
export function playgroundSourceFiles(state: PlaygroundState, jsonSchemaTypesSource: string): SourceFile[] {
  const jsonSchema = state.mode === 'json-schema';
  return [
    {name: 'app.ts', language: 'ts', code: appComponent(state)},
    {name: 'app.config.ts', language: 'ts', code: appConfig(state.kit, jsonSchema)},
    ...(jsonSchema ? [{name: 'json-schema-types.ts', language: 'ts', code: jsonSchemaTypesSource}] : []),
  ];
}
