/**
 * plugins/bundle-output rewrites the minified scripts with regular expressions
 * written against the shape the production minifier gives the theme's
 * translations (`{id:"theme.…",message:"…",description:"…"}`). A minifier that
 * writes them another way leaves the descriptions and ids in every page, and no
 * build fails. This minifies the installed theme's components as the production
 * build does (Rspack's SWC, with Docusaurus's options) and checks that the
 * rewrites still remove them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {getSwcJsMinimizerOptions, getSwcLoaderOptions, rspack} from '@docusaurus/faster';
import {finishScript} from '../../plugins/bundle-output';
import {stringLiteral} from '../../plugins/bundle-output/translation-descriptions';
import {packageDir} from './installed';

/** The theme-classic components that hold translations, compiled and minified as the production build does. */
async function minifiedThemeComponents(): Promise<string> {
  const themeDir = path.join(packageDir('@docusaurus/theme-classic'), 'lib', 'theme');
  const files = fs
    .readdirSync(themeDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(themeDir, file))
    .filter((file) => fs.readFileSync(file, 'utf8').includes('description'));
  const {swc} = rspack.experiments;
  // Docusaurus types its options with @swc/core's types, Rspack with its own copy of them.
  const loaderOptions = getSwcLoaderOptions({isServer: false, bundlerName: 'rspack'}) as Parameters<
    typeof swc.transform
  >[1];
  const minimizerOptions = getSwcJsMinimizerOptions() as Parameters<typeof swc.minify>[1];
  const minified = await Promise.all(
    files.map(async (filename) => {
      const compiled = await swc.transform(fs.readFileSync(filename, 'utf8'), {...loaderOptions, filename});
      return (await swc.minify(compiled.code, minimizerOptions)).code;
    }),
  );
  return minified.join(';\n');
}

test('the production minifier writes theme translations in the shape plugins/bundle-output removes', async () => {
  const code = await minifiedThemeComponents();
  // A theme translation's description, whichever side of its id the minifier puts it.
  const description = new RegExp(
    String.raw`\bid:"theme\.[^"\\]+"[^{}]*?description:|description:${stringLiteral}[^{}]*?\bid:"theme\.`,
    'g',
  );
  // An id beside its text, which a site without code translations does not need.
  const idWithText = new RegExp(
    String.raw`\bid:"theme\.[^"\\]+",(?:message:|children:${stringLiteral}\})|message:${stringLiteral},id:"theme\.`,
  );
  const described = code.match(description)?.length ?? 0;
  assert.ok(described > 20, `only ${described} theme translations with a description in the minified theme`);

  const finished = finishScript(code, {hasCodeTranslations: false});
  assert.equal(finished.match(description), null);
  assert.doesNotMatch(finished, idWithText);
  // The translations keep their text.
  assert.match(finished, /message:"Docs pages"/);
});
