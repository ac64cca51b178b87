// How every script and test here starts a browser: the system Chromium (never a
// downloaded one), with the flags that keep it off the network it cannot reach.
import {existsSync} from 'node:fs';
import type {LaunchOptions} from '@playwright/test';

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
} satisfies LaunchOptions;

/**
 * Debian's headless shell (package chromium-headless-shell), where it is
 * installed: the same Blink and V8 without the browser's UI layer, which Playwright
 * itself runs headless tests in. On 2 cores it runs the page checks about 1.5×
 * as fast as the full browser. CHROME_PATH still wins.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The host name the tests' requests may reach: the local server. Every other
 * name fails to resolve, so no test depends on the network, and no request is
 * routed through the test runner to keep it local: routing a request costs a
 * round trip to Node, and Playwright turns the HTTP cache off while any route is set.
 */
export const testHosts = ['localhost', '127.0.0.1'];

/** The browser the tests drive. */
export const testChromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [...args, `--host-resolver-rules=MAP * ~NOTFOUND, ${testHosts.map((host) => `EXCLUDE ${host}`).join(', ')}`],
} satisfies LaunchOptions;
