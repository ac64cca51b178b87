import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {browserKits} from '../../lib/kits';
import {collectDemoFolders} from '../../lib/demo-folders';
import type {KitStyle, StackBlitzData} from './types';

export {remarkLiveExamples} from './remark';
export type {RemarkLiveExamplesOptions} from './remark';
export type {LiveExampleFile, LiveExampleProps, StackBlitzData} from './types';
export {stackBlitzProject, type ExportedDemo} from './project';

export interface LiveExamplesPluginOptions {
  /** The demos workspace, relative to the site directory. */
  demosDir?: string;
  /**
   * The demos app is copied into the build after Docusaurus has run (`npm run build`, which
   * checks it then): postBuild does not look for it. config/site.ts passes it from config/env.
   */
  appsCopiedAfter?: boolean;
}

/** Why the build in `outDir` lacks the demos app, or undefined when it has it. */
export function missingDemosApp(outDir: string): string | undefined {
  return existsSync(path.join(outDir, 'demos', 'index.html'))
    ? undefined
    : '[live-examples] the demos app is missing from the build (no demos/index.html). Build it first with `node --import tsx scripts/demos.ts build`, which `npm run build` does.';
}

interface AngularStyleEntry {
  input: string;
  bundleName?: string;
  inject?: boolean;
}

interface AngularWorkspace {
  projects: Record<string, {architect: {build: {options: {styles: (string | AngularStyleEntry)[]}}}}>;
}

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Each kit's stylesheets: its light bundle (named in the kit registry) in demos/angular.json. */
function kitStyles(demosDir: string): Record<string, KitStyle[]> {
  const workspace = readJson<AngularWorkspace>(path.join(demosDir, 'angular.json'));
  const styles = Object.values(workspace.projects)[0].architect.build.options.styles;
  return Object.fromEntries(
    browserKits.map((kit) => [
      kit.name,
      styles
        .filter(
          (entry): entry is AngularStyleEntry => typeof entry === 'object' && entry.bundleName === kit.stylesheet.light,
        )
        .map(({input}) =>
          input.startsWith('node_modules/')
            ? {path: input}
            : {path: input, code: readFileSync(path.join(demosDir, input), 'utf8')},
        ),
    ]),
  );
}

export function readStackBlitzData(demosDir: string): StackBlitzData {
  const pkg = readJson<PackageJson>(path.join(demosDir, 'package.json'));
  return {
    versions: {...pkg.dependencies, ...pkg.devDependencies},
    kitStyles: kitStyles(demosDir),
    tsconfig: readFileSync(path.join(demosDir, 'tsconfig.json'), 'utf8'),
    tsconfigApp: readFileSync(path.join(demosDir, 'tsconfig.app.json'), 'utf8'),
    overrides: pkg.overrides ?? {},
  };
}

/**
 * Docusaurus plugin for the live examples. It owns the `<LiveExample>` component
 * (theme/LiveExample, which the remark plugin imports into the pages that embed
 * one), checks every demo folder when the site loads (a broken folder fails the
 * build with its name), hands the data of
 * the "Open in StackBlitz" button to the client as
 * `@generated/live-examples/default/stackblitz.json`, and after a production
 * build checks that the demos app was copied to /demos/.
 */
export default function liveExamplesPlugin(
  context: LoadContext,
  options: LiveExamplesPluginOptions = {},
): Plugin<StackBlitzData> {
  const demosDir = path.resolve(context.siteDir, options.demosDir ?? 'demos');
  const themeDir = path.join(__dirname, 'theme');
  return {
    name: 'live-examples',

    getThemePath() {
      return themeDir;
    },

    getPathsToWatch() {
      return ['src/examples/**', 'src/fields/**', 'src/kits/**', 'angular.json', 'package.json', 'tsconfig*.json'].map(
        (glob) => path.join(demosDir, glob),
      );
    },

    async loadContent() {
      collectDemoFolders(demosDir);
      return readStackBlitzData(demosDir);
    },

    async contentLoaded({content, actions}) {
      await actions.createData('stackblitz.json', JSON.stringify(content));
    },

    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      // More than half of the pages embed an example, so webpack would put LiveExample in the
      // `common` chunk that every page with a code block loads. In a chunk of its own, it loads
      // with the pages that embed one. (Its stylesheet stays in the site's one CSS file, and the
      // StackBlitz code in the chunk it loads on the first click.)
      // The chunk holds the theme's files and the two lib/ modules only the component uses.
      const ownLibModules = ['host-protocol.ts', 'variant-files.ts'].map((file) =>
        path.join(context.siteDir, 'lib', file),
      );
      const ownModule = (file: string) => file.startsWith(themeDir + path.sep) || ownLibModules.includes(file);
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              liveExample: {
                name: 'live-example',
                type: /^javascript\//,
                test: (module: {nameForCondition(): string | null}) => ownModule(module.nameForCondition() ?? ''),
                chunks: 'async',
                enforce: true,
                priority: 45,
              },
            },
          },
        },
      };
    },

    async postBuild({outDir}) {
      // `npm run build` copies it in after Docusaurus has run, and checks it then (scripts/build.ts).
      const problem = options.appsCopiedAfter ? undefined : missingDemosApp(outDir);
      if (problem) {
        throw new Error(problem);
      }
    },
  };
}
