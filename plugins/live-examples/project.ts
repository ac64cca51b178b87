/**
 * The Angular CLI project that "Open in StackBlitz" posts for a demo in one kit: the
 * demo's files under src/app/, a main.ts that boots them, and the versions the demos
 * app is pinned to. It takes the build's StackBlitz data as an argument, so that the
 * journey tests build exactly what the button posts (tests/exports/).
 */
import {kitByName} from '../../lib/kits';
import {importedPackages} from '../../lib/imported-packages';
import type {KitName, LiveExampleSource, StackBlitzData} from './types';

/** A demo as its page hands it to the button: its files in the kit the reader chose. */
export interface ExportedDemo {
  name: string;
  title: string;
  kit: KitName;
  files: LiveExampleSource[];
}

/** Packages every project needs, whatever its files import. */
const basePackages = [
  '@angular/common',
  '@angular/compiler',
  '@angular/core',
  '@angular/forms',
  '@angular/platform-browser',
  '@ngx-formly/core',
  'rxjs',
  'tslib',
];

const toolPackages = ['@angular/build', '@angular/cli', '@angular/compiler-cli', 'typescript'];

/** The packages the project's TypeScript files import. */
function importedBy(files: LiveExampleSource[]): string[] {
  return files.filter((file) => file.name.endsWith('.ts')).flatMap((file) => importedPackages(file.code));
}

function pinned(data: StackBlitzData, packages: Iterable<string>): Record<string, string> {
  return Object.fromEntries(
    [...new Set(packages)].sort().map((pkg) => {
      const version = data.versions[pkg];
      if (!version) {
        throw new Error(`No pinned version of ${pkg} in demos/package.json.`);
      }
      return [pkg, version];
    }),
  );
}

export function stackBlitzProject(demo: ExportedDemo, data: StackBlitzData) {
  const slug = `formly-${demo.name.replace(/\//g, '-')}`;
  const kitStyles = data.kitStyles[demo.kit] ?? [];
  const kit = kitByName(demo.kit);
  const dependencies = pinned(data, [...basePackages, kit.package, ...kit.peerPackages, ...importedBy(demo.files)]);

  // The demos' npm overrides for the packages this project installs (see StackBlitzData.overrides).
  const overrides = Object.fromEntries(Object.entries(data.overrides).filter(([name]) => name in dependencies));
  const packageJson = {
    name: slug,
    version: '0.0.0',
    private: true,
    scripts: {start: 'ng serve', build: 'ng build'},
    dependencies,
    devDependencies: pinned(data, toolPackages),
    ...(Object.keys(overrides).length > 0 && {overrides}),
  };
  const angularJson = {
    $schema: './node_modules/@angular/cli/lib/config/schema.json',
    version: 1,
    cli: {analytics: false, packageManager: 'npm'},
    newProjectRoot: 'projects',
    projects: {
      [slug]: {
        projectType: 'application',
        root: '',
        sourceRoot: 'src',
        architect: {
          build: {
            builder: '@angular/build:application',
            options: {
              outputPath: 'dist',
              index: 'src/index.html',
              browser: 'src/main.ts',
              tsConfig: 'tsconfig.app.json',
              styles: [...kitStyles.map((style) => style.path), 'src/styles.css'],
              ...(kit.polyfills && {polyfills: [...kit.polyfills]}),
            },
            // As `ng new` sets a project up: `ng build` optimizes, `ng serve` (StackBlitz's npm
            // start) builds for development, unminified, with Angular's development-mode checks
            // and source maps, and sooner (the grid example in Ionic: 12.6 s against 24.0 s here).
            configurations: {
              production: {outputHashing: 'all'},
              development: {optimization: false, extractLicenses: false, sourceMap: true},
            },
            defaultConfiguration: 'production',
          },
          serve: {
            builder: '@angular/build:dev-server',
            configurations: {
              production: {buildTarget: `${slug}:build:production`},
              development: {buildTarget: `${slug}:build:development`},
            },
            defaultConfiguration: 'development',
          },
        },
      },
    },
  };

  // The empty icon (href="data:,") keeps the browser from asking for /favicon.ico, which the
  // project has none of: Chrome reports that request's 404 as an error in the reader's console.
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'angular.json': `${JSON.stringify(angularJson, null, 2)}\n`,
    'tsconfig.json': data.tsconfig,
    'tsconfig.app.json': data.tsconfigApp,
    'src/index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${demo.title} · Formly</title>
    <base href="/" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <app-root></app-root>
  </body>
</html>
`,
    'src/main.ts': `import { bootstrapApplication } from '@angular/platform-browser';
import { App } from './app/app';
import { appConfig } from './app/app.config';

bootstrapApplication(App, appConfig).catch((error: unknown) => console.error(error));
`,
    'src/styles.css': 'body {\n  margin: 0;\n  padding: 1rem;\n}\n',
  };
  for (const style of kitStyles) {
    if (style.code !== undefined) {
      files[style.path] = style.code;
    }
  }
  for (const file of demo.files) {
    files[`src/app/${file.name}`] = file.code;
  }

  return {
    title: `Formly: ${demo.title}`,
    description: `The "${demo.title}" example from the Formly documentation.`,
    template: 'node' as const,
    files,
  };
}
