/**
 * Runs the installed @ngx-formly/schematics 7.1.0 `ng-add` schematic, with the
 * Angular DevKit's own test runner, on a small NgModule application.
 */
import path from 'node:path';
import {demosDir, loadPackage} from './demo-packages';
import type * as DevkitSchematics from '../../../demos/node_modules/@angular-devkit/schematics';
import type * as DevkitTesting from '../../../demos/node_modules/@angular-devkit/schematics/testing';

const {HostTree} = loadPackage<typeof DevkitSchematics>('@angular-devkit/schematics');
const {SchematicTestRunner} = loadPackage<typeof DevkitTesting>('@angular-devkit/schematics/testing');

const collection = path.join(demosDir, 'node_modules', '@ngx-formly', 'schematics', 'src', 'collection.json');

/**
 * A workspace with one application, cut to what ng-add reads: `kind` 'ngmodule' as
 * `ng new --no-standalone` makes it, 'standalone' as `ng new` makes it today.
 */
export function workspace(kind: 'ngmodule' | 'standalone' = 'ngmodule'): DevkitSchematics.Tree {
  const tree = new HostTree();
  tree.create('/package.json', JSON.stringify({name: 'shop', dependencies: {'@angular/core': '^21.0.0'}}, null, 2));
  tree.create(
    '/angular.json',
    JSON.stringify({
      version: 1,
      projects: {
        shop: {
          root: '',
          sourceRoot: 'src',
          projectType: 'application',
          architect: {build: {options: {main: 'src/main.ts', tsConfig: 'tsconfig.app.json'}}},
        },
      },
    }),
  );
  if (kind === 'ngmodule') {
    tree.create(
      '/src/main.ts',
      "import { platformBrowserDynamic } from '@angular/platform-browser-dynamic';\n" +
        "import { AppModule } from './app/app.module';\n\n" +
        'platformBrowserDynamic().bootstrapModule(AppModule);\n',
    );
    tree.create(
      '/src/app/app.module.ts',
      "import { NgModule } from '@angular/core';\n\n@NgModule({ imports: [] })\nexport class AppModule {}\n",
    );
  } else {
    tree.create(
      '/src/main.ts',
      "import { bootstrapApplication } from '@angular/platform-browser';\n" +
        "import { appConfig } from './app/app.config';\n" +
        "import { App } from './app/app';\n\n" +
        'bootstrapApplication(App, appConfig);\n',
    );
    tree.create('/src/app/app.config.ts', 'export const appConfig = { providers: [] };\n');
    tree.create(
      '/src/app/app.ts',
      "import { Component } from '@angular/core';\n\n@Component({ selector: 'app-root', template: '' })\nexport class App {}\n",
    );
  }
  tree.create('/tsconfig.app.json', '{}');
  return tree;
}

export interface NgAddResult {
  dependencies: Record<string, string>;
  appModule: string;
  /** Names of the tasks the schematic scheduled, such as `node-package` (the install). */
  tasks: string[];
}

/** Runs `ng add @ngx-formly/schematics` with `options` (camel-cased, as the CLI passes them) on `tree`. */
export function runNgAdd(
  options: Record<string, unknown>,
  tree: DevkitSchematics.Tree = workspace(),
): {runner: DevkitTesting.SchematicTestRunner; result: Promise<DevkitTesting.UnitTestTree>} {
  const runner = new SchematicTestRunner('@ngx-formly/schematics', collection);
  return {runner, result: runner.runSchematic('ng-add', {project: 'shop', ...options}, tree)};
}

/** Runs `ng add @ngx-formly/schematics` on an NgModule application and reads what it changed. */
export async function ngAddFormly(options: Record<string, unknown>): Promise<NgAddResult> {
  const {runner, result} = runNgAdd(options);
  const tree = await result;
  return {
    dependencies: (JSON.parse(tree.readContent('/package.json')) as {dependencies: Record<string, string>})
      .dependencies,
    appModule: tree.readContent('/src/app/app.module.ts'),
    tasks: runner.tasks.map((task) => task.name),
  };
}
