// How every script and test here starts a browser: the system Chromium (never a
// downloaded one), with the flags that keep it off the network it cannot reach.
import {existsSync} from 'node:fs';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The full browser, as readers run it: what the benchmarks measure. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args,
};

/**
 * Debian's headless shell (package chromium-headless-shell), where it is
 * installed: the same Blink and V8 without the browser's UI layer, which Playwright
 * itself runs headless tests in. On 2 cores it runs the page checks about 1.5×
 * as fast as the full browser. CHROME_PATH still wins.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';

/** The browser the tests drive. */
export const testChromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args,
};
