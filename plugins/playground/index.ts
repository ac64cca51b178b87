import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {browserKits} from '../../lib/kits';
import type {BugReportData, FrameVersions} from './bug-report';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectExampleStarters, collectHomeStarter} from './examples';
import {buildFieldSchemas, withAppRegistrations} from '../../lib/field-schema/generate';
import {exportedRegistrations, frameRegistrationsFor} from '../../lib/example-registrations';
import type {FrameSources} from './typescript-export';
import type {FieldArraySchema} from '../../lib/field-schema/types';
import type {Starter} from './starters';
import {frameDocument, playgroundFrameDir, playgroundKits} from '../../lib/playground-protocol';
import {playgroundRoute} from '../../lib/playground-address';

export interface PlaygroundPluginOptions {
  /** The demos workspace, relative to the site directory. */
  demosDir?: string;
  /** Where a bug report about a frame is filed (the source repository's new-issue page). */
  newIssueUrl: string;
  /**
   * The frame documents are copied into the build after Docusaurus has run (`npm run build`,
   * which checks them then): postBuild does not look for them. config/site.ts passes it from config/env.
   */
  appsCopiedAfter?: boolean;
}

/** The packages every frame runs whatever the kit, named in a bug report's environment. */
const sharedFramePackages = ['@angular/core', '@angular/forms', '@ngx-formly/core', 'rxjs'];

/** The versions installed in the demos workspace, which the frame is built from: read, never typed. */
export function readFrameVersions(demosDir: string): FrameVersions {
  const version = (name: string) => {
    const file = path.join(demosDir, 'node_modules', name, 'package.json');
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run npm ci, which installs the demos workspace, before building.`);
    }
    return (JSON.parse(readFileSync(file, 'utf8')) as {version: string}).version;
  };
  const versionsOf = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, version(name)]));
  return {
    shared: versionsOf(sharedFramePackages),
    kits: Object.fromEntries(
      browserKits.map((kit) => [kit.name, versionsOf([kit.package, ...kit.peerPackages])]),
    ) as FrameVersions['kits'],
  };
}

export interface PlaygroundContent {
  starters: Starter[];
  /** The field configuration schema of every published kit, as /schemas/v7/<kit>.json serves it. */
  fieldSchemas: Record<string, FieldArraySchema>;
  /** What "Open in StackBlitz" copies besides the form: the frame's JSON Schema types and the examples' registrations. */
  frameSources: FrameSources;
  pageCss: string;
  bugReport: BugReportData;
}

export {playgroundForm} from './examples';

/** What the playground's "Open in StackBlitz" copies from the frame, read from the demos and docs folders. */
export function readFrameSources(demosDir: string, docsDir: string): FrameSources {
  return {
    jsonSchemaTypes: readFileSync(path.join(demosDir, 'playground', 'json-schema-types.ts'), 'utf8'),
    exampleRegistrations: exportedRegistrations(demosDir, docsDir),
  };
}

export {playgroundRoute} from '../../lib/playground-address';
/** Why the build in `outDir` lacks the frame's documents, or undefined when it has them all. */
export function missingFrameDocuments(outDir: string): string | undefined {
  const missing = playgroundKits
    .map((kit) => `${playgroundFrameDir}/${frameDocument(kit)}index.html`)
    .filter((file) => !existsSync(path.join(outDir, file)));
  return missing.length > 0
    ? `The playground's frame is missing from the build (${missing.join(', ')}): run \`node --import tsx scripts/playground-frame.ts build\` before \`docusaurus build\`.`
    : undefined;
}

/**
 * The /playground page: edit a form's configuration, see it rendered by the
 * sandboxed frame (demos/playground, built by scripts/playground-frame.ts).
 * It owns its page component (theme/PlaygroundPage) and hands the client the
 * example starters, the field schemas of the editor (from the 7.1 typings),
 * the sources "Open in StackBlitz" copies and the page's own stylesheet, as
 * `@generated/playground/default/*.json`, which only the page's chunks load.
 */
export default function playgroundPlugin(
  context: LoadContext,
  options: PlaygroundPluginOptions,
): Plugin<PlaygroundContent> {
  const demosDir = path.resolve(context.siteDir, options.demosDir ?? 'demos');
  const siteUrl = `${context.siteConfig.url.replace(/\/$/, '')}${context.baseUrl}`;
  const jsonSchemaTypesFile = path.join(demosDir, 'playground', 'json-schema-types.ts');
  const homeSampleFile = path.join(context.siteDir, 'src', 'pages', '_home-sample.mdx');
  const pageCssFile = path.join(__dirname, 'theme', 'PlaygroundPage', 'playground.css');
  return {
    name: 'playground',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [
        path.join(demosDir, 'src/examples/**'),
        path.join(context.siteDir, 'docs/examples/**'),
        jsonSchemaTypesFile,
        homeSampleFile,
        pageCssFile,
      ];
    },

    async loadContent() {
      const home = collectHomeStarter(homeSampleFile);
      return {
        starters: [...(home ? [home] : []), ...collectExampleStarters(demosDir, path.join(context.siteDir, 'docs'))],
        frameSources: readFrameSources(demosDir, path.join(context.siteDir, 'docs')),
        fieldSchemas: buildFieldSchemas({siteUrl}),
        bugReport: {newIssueUrl: options.newIssueUrl, versions: readFrameVersions(demosDir)},
        // Passed as data the page imports: a CSS import would join the CSS every page loads; no bundler rule needed.
        // Line breaks and indentation are mere whitespace to CSS: collapsed, they cost the page's JS nothing.
        pageCss: readFileSync(pageCssFile, 'utf8')
          .replace(/\s*\n\s*/g, ' ')
          .trim(),
      };
    },

    async contentLoaded({content, actions}) {
      await actions.createData('starters.json', JSON.stringify(content.starters));
      await actions.createData('frame-sources.json', JSON.stringify(content.frameSources));
      await actions.createData('page-styles.json', JSON.stringify({css: content.pageCss}));
      await actions.createData('bug-report.json', JSON.stringify(content.bugReport));
      // The frame registers, besides the kit's, the types FormlyJsonschema's fields use and the examples' own.
      for (const kit of playgroundKits) {
        const schema = withAppRegistrations(content.fieldSchemas[kit], frameRegistrationsFor(kit, demosDir));
        await actions.createData(`field-schema-${kit}.json`, JSON.stringify(schema));
      }
      actions.addRoute({
        path: `${context.baseUrl}${playgroundRoute}`,
        component: '@theme/PlaygroundPage',
        exact: true,
      });
    },

    async postBuild({outDir}) {
      // `npm run build` copies it in after Docusaurus has run, and checks it then (scripts/build.ts).
      const problem = options.appsCopiedAfter ? undefined : missingFrameDocuments(outDir);
      if (problem) {
        throw new Error(problem);
      }
    },
  };
}
