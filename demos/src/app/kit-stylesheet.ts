import { currentColorMode, onColorModeChange } from './color-mode';
import { ColorMode } from './host-protocol';
import { BrowserKitName, kitByName } from './kits';

const linkId = 'kit-stylesheet';
let activeKit: BrowserKitName | null = null;
let stylesheetDir = '';
let pending: { href: string; loaded: Promise<void> } | null = null;

function stylesheetHref(kit: BrowserKitName, mode: ColorMode): string {
  const bundles = kitByName(kit).stylesheet;
  if (!bundles) {
    throw new Error(`The ${kit} kit has no stylesheet in the demos app.`);
  }
  return `${stylesheetDir}${(mode === 'dark' && bundles.dark) || bundles.light}.css`;
}

/**
 * Swaps the kit stylesheet in place. The old sheet stays until the new one has
 * loaded, so the form is never shown unstyled.
 */
function showStylesheet(href: string): Promise<void> {
  const current = document.getElementById(linkId);
  if (current?.getAttribute('href') === href) {
    return Promise.resolve();
  }
  if (pending?.href === href) {
    return pending.loaded;
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve, reject) => {
    link.onload = () => {
      if (pending?.href !== href) {
        // A later colour-mode change asked for another sheet meanwhile.
        link.remove();
        resolve();
        return;
      }
      document.getElementById(linkId)?.remove();
      link.id = linkId;
      resolve();
    };
    link.onerror = () => reject(new Error(`The stylesheet ${href} could not be loaded.`));
  });
  pending = { href, loaded };
  document.head.append(link);
  return loaded;
}

/**
 * Loads the stylesheet of `kit` (and only that one) for the current colour mode, from the
 * demos app's build: `demosDir` is its folder relative to the document's base URL (the
 * playground frame, which has no kit stylesheets of its own, passes `../demos/`).
 */
export function useKitStylesheet(kit: BrowserKitName, demosDir = ''): Promise<void> {
  activeKit = kit;
  stylesheetDir = demosDir;
  return showStylesheet(stylesheetHref(kit, currentColorMode()));
}

onColorModeChange((mode) => {
  if (activeKit) {
    void showStylesheet(stylesheetHref(activeKit, mode));
  }
});
