import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {siteEnv} from '../../config/env';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectExampleStarters, collectHomeStarter} from './examples';
import {buildFieldSchemas, withExtraTypes} from '../../lib/field-schema/generate';
import type {FieldArraySchema} from '../../lib/field-schema/types';
import {registrationsOf} from '../../lib/field-schema/source-fields';
import type {Starter} from './starters';
import {frameDocument, playgroundFrameDir, playgroundKits} from '../../lib/playground-protocol';

export interface PlaygroundPluginOptions {
  /** The demos workspace, relative to the site directory. */
  demosDir?: string;
}

export interface PlaygroundContent {
  starters: Starter[];
  /** The field configuration schema of every published kit, as /schemas/v7/<kit>.json serves it. */
  fieldSchemas: Record<string, FieldArraySchema>;
  jsonSchemaTypes: string;
  pageCss: string;
}

/** Where the page is served, relative to the site's base URL. */
export const playgroundRoute = 'playground';
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
  options: PlaygroundPluginOptions = {},
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
      return [path.join(demosDir, 'src/examples/**'), jsonSchemaTypesFile, homeSampleFile, pageCssFile];
    },

    async loadContent() {
      const home = collectHomeStarter(homeSampleFile);
      return {
        starters: [...(home ? [home] : []), ...collectExampleStarters(demosDir)],
        jsonSchemaTypes: readFileSync(jsonSchemaTypesFile, 'utf8'),
        fieldSchemas: buildFieldSchemas({siteUrl}),
        // Passed as data the page imports: a CSS import would join the CSS every page loads; no bundler rule needed.
        // Line breaks and indentation are mere whitespace to CSS: collapsed, they cost the page's JS nothing.
        pageCss: readFileSync(pageCssFile, 'utf8')
          .replace(/\s*\n\s*/g, ' ')
          .trim(),
      };
    },

    async contentLoaded({content, actions}) {
      await actions.createData('starters.json', JSON.stringify(content.starters));
      await actions.createData('frame-sources.json', JSON.stringify({jsonSchemaTypes: content.jsonSchemaTypes}));
      await actions.createData('page-styles.json', JSON.stringify({css: content.pageCss}));
      // The frame registers the types FormlyJsonschema's fields use besides the kit's (demos/playground).
      const frameTypes = registrationsOf(content.jsonSchemaTypes, jsonSchemaTypesFile).types;
      for (const kit of playgroundKits) {
        const schema = withExtraTypes(content.fieldSchemas[kit], frameTypes);
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
      const problem = siteEnv.appsCopiedAfter ? undefined : missingFrameDocuments(outDir);
      if (problem) {
        throw new Error(problem);
      }
    },
  };
}
