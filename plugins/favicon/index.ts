import {existsSync, promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {rasterizeSvg} from '../../lib/svg-raster';
import {encodeIco} from './ico';

const PLUGIN_NAME = 'favicon';

/** The file browsers, crawlers and feed readers ask for at the site's root, whatever a page declares. */
export const ROOT_ICON = 'favicon.ico';

/** The sizes a browser tab, a bookmark and a Windows shortcut pick from. */
const ICO_SIZES = [16, 32, 48];

/** The file of the site's declared icon (`siteConfig.favicon`), looked up in its static directories. */
function declaredIconFile({siteDir, siteConfig}: LoadContext): string {
  const declared = siteConfig.favicon;
  if (!declared || /^[a-z]+:/i.test(declared)) {
    throw new Error(
      `[${PLUGIN_NAME}] siteConfig.favicon must be a file of the site's static directories, not "${declared}"`,
    );
  }
  const candidates = siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir, declared));
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) {
    throw new Error(
      `[${PLUGIN_NAME}] siteConfig.favicon "${declared}" is in none of the static directories ` +
        `(${siteConfig.staticDirectories.join(', ')})`,
    );
  }
  return file;
}

/** The root icon made from the declared one: an ICO as it is, an SVG rendered at each of ICO_SIZES. */
async function rootIcon(file: string): Promise<Uint8Array> {
  if (file.endsWith('.ico')) {
    return fs.readFile(file);
  }
  if (!file.endsWith('.svg')) {
    throw new Error(
      `[${PLUGIN_NAME}] ${file}: the declared icon must be an .svg or an .ico file to make /${ROOT_ICON} from`,
    );
  }
  const svg = await fs.readFile(file, 'utf8');
  return encodeIco(await Promise.all(ICO_SIZES.map((size) => rasterizeSvg(svg, size))));
}

/**
 * Serves /favicon.ico, made from the site's declared icon (`siteConfig.favicon`). Pages
 * keep declaring that icon; the root file is for what asks without reading a page: a
 * browser showing a document that declares none, a crawler, a feed reader. It is made
 * into a cache folder, which `npm start` serves, and copied into the build after it.
 */
type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

export default function faviconPlugin(context: LoadContext): Plugin {
  const cacheDir = path.join(context.siteDir, 'node_modules', '.cache', PLUGIN_NAME);
  const iconFile = declaredIconFile(context);

  return {
    name: PLUGIN_NAME,

    getPathsToWatch() {
      return [iconFile];
    },

    async loadContent() {
      await fs.mkdir(cacheDir, {recursive: true});
      await fs.writeFile(path.join(cacheDir, ROOT_ICON), await rootIcon(iconFile));
    },

    // `npm start` serves the cache folder beside the static directories: Docusaurus merges the client
    // configuration's `devServer` into its dev server's options, a key webpack's own type leaves out.
    configureWebpack(_config, isServer) {
      const devServer = {static: [{publicPath: context.baseUrl, directory: cacheDir}]};
      return isServer ? {} : ({devServer} as ConfigureWebpackResult);
    },

    async postBuild({outDir}) {
      await fs.copyFile(path.join(cacheDir, ROOT_ICON), path.join(outDir, ROOT_ICON));
    },
  };
}
