/** The registration snippets of the kit pages: a standalone `app.config.ts` and an `AppModule`. */

export function standaloneSetup(features: {importPath: string; call: string; spread?: boolean}[]): string {
  const imports = new Map<string, string[]>();
  const add = (from: string, name: string) => imports.set(from, [...(imports.get(from) ?? []), name]);
  add('@angular/core', 'ApplicationConfig');
  add('@ngx-formly/core', 'provideFormlyCore');
  for (const f of features) add(f.importPath, f.call.replace(/\(\)$/, ''));
  const importLines = [...imports].map(([from, names]) => `import { ${names.join(', ')} } from '${from}';`);
  const args =
    features.length === 1 && features[0].spread
      ? features[0].call
      : `[${features.map((f) => (f.spread ? `...${f.call}` : f.call)).join(', ')}]`;
  const call = `provideFormlyCore(${args})`;
  const providers =
    call.length > 60
      ? `  providers: [\n    provideFormlyCore([\n${features.map((f) => `      ${f.spread ? '...' : ''}${f.call},`).join('\n')}\n    ]),\n  ],`
      : `  providers: [${call}],`;
  return [...importLines, '', 'export const appConfig: ApplicationConfig = {', providers, '};'].join('\n');
}

export function ngModuleSetup(modules: {importPath: string; name: string}[]): string {
  const lines = [
    "import { NgModule } from '@angular/core';",
    "import { ReactiveFormsModule } from '@angular/forms';",
    "import { FormlyModule } from '@ngx-formly/core';",
    ...modules.map((m) => `import { ${m.name} } from '${m.importPath}';`),
    '',
    '@NgModule({',
    ...(() => {
      const names = ['ReactiveFormsModule', 'FormlyModule.forRoot()', ...modules.map((m) => m.name)];
      const flat = `  imports: [${names.join(', ')}],`;
      return flat.length <= 100 ? [flat] : ['  imports: [', ...names.map((n) => `    ${n},`), '  ],'];
    })(),
    '})',
    'export class AppModule {}',
  ];
  return lines.join('\n');
}
