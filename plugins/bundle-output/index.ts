import type {Plugin} from '@docusaurus/types';
import {withCompileHint} from './compile-hint';
import {stripTranslationDescriptions} from './translation-descriptions';

/** The browser bundle's minified script `code`, as the site ships it. */
export function finishScript(code: string): string {
  return withCompileHint(stripTranslationDescriptions(code));
}

const PLUGIN_NAME = 'bundle-output';

/**
 * Rewrites the browser bundle's JavaScript files once they are minified: drops
 * the translators' descriptions and adds V8's compile hint. It runs after
 * minification, which would strip the hint as a comment, and before the
 * content hashes are computed, so file names still follow file contents.
 */
export default function bundleOutputPlugin(): Plugin {
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
                    for (const [file, source] of Object.entries(assets)) {
                      if (!file.endsWith('.js')) {
                        continue;
                      }
                      const code = source.source().toString();
                      const finished = finishScript(code);
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
