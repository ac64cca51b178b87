import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withCompileHint} from './compile-hint';
import {stripTranslationDescriptions} from './translation-descriptions';
import {stripTranslationIds} from './translation-ids';

/** Also what the demos build (scripts/demos.ts) starts each of its scripts with. */
export {withCompileHint};

/**
 * The browser bundle's minified script `code`, as the site ships it. The
 * translations' ids stay when the locale being built has code translations.
 */
export function finishScript(code: string, {hasCodeTranslations}: {hasCodeTranslations: boolean}): string {
  const described = stripTranslationDescriptions(code);
  return withCompileHint(hasCodeTranslations ? described : stripTranslationIds(described));
}

/** Whether the locale being built has code translations: the table the browser bundle imports, written before it is bundled. */
function hasCodeTranslations(generatedFilesDir: string): boolean {
  const table = JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'codeTranslations.json'), 'utf8')) as object;
  return Object.keys(table).length > 0;
}

const PLUGIN_NAME = 'bundle-output';

/**
 * Rewrites the browser bundle's JavaScript files once they are minified: drops
 * the translators' descriptions (and the translations' ids when there are no
 * code translations) and adds V8's compile hint. It runs after
 * minification, which would strip the hint as a comment, and before the
 * content hashes are computed, so file names still follow file contents.
 */
export default function bundleOutputPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer, {currentBundler}) {
      // The development server's code is neither minified nor what readers load.
      if (isServer || config.mode !== 'production') {
        return {};
      }
      const {Compilation, sources} = currentBundler.instance;
      return {
        plugins: [
          {
            apply(compiler) {
              compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
                compilation.hooks.processAssets.tap(
                  {name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
                  (assets) => {
                    const options = {hasCodeTranslations: hasCodeTranslations(context.generatedFilesDir)};
                    for (const [file, source] of Object.entries(assets)) {
                      if (!file.endsWith('.js')) {
                        continue;
                      }
                      const code = source.source().toString();
                      const finished = finishScript(code, options);
                      if (finished !== code) {
                        compilation.updateAsset(file, new sources.RawSource(finished));
                      }
                    }
                  },
                );
              });
            },
          },
        ],
      };
    },
  };
}
