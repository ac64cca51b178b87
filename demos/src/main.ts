import { bootstrapApplication } from '@angular/platform-browser';
import { applyColorMode, currentColorMode } from './app/color-mode';
import { DemoEntry } from './app/demo-entry';
import { DemoIndex } from './app/demo-index';
import { demoRegistry } from './app/demo-registry.generated';
import { followHostColorMode, isEmbedded, reportHeight } from './app/host-bridge';
import { kitParam } from './app/host-protocol';
import { isBrowserKitName } from './app/kits';
import { useKitStylesheet } from './app/kit-stylesheet';
import { addStandaloneChrome } from './app/standalone-chrome';

// One page shows one demo, chosen by the address: `#/validation/custom-validation`,
// optionally `?kit=material`. The demo starts the way any Angular application
// does, bootstrapApplication(App, appConfig) from its own files, which is also
// what its StackBlitz project runs.

const root = document.querySelector<HTMLElement>('.demo-root')!;

function requestedDemo(): DemoEntry | undefined {
  const path = decodeURIComponent(location.hash.replace(/^#\/?/, ''));
  return demoRegistry.find((demo) => demo.path === path);
}

async function startDemo(demo: DemoEntry): Promise<void> {
  const requestedKit = new URLSearchParams(location.search).get(kitParam);
  // A kit the demo does not run in falls back to the kit its folder is written for.
  const kit =
    isBrowserKitName(requestedKit) && demo.variants[requestedKit] ? requestedKit : demo.kit;
  document.title = `${demo.title} · Formly live examples`;
  const [{ App, appConfig }] = await Promise.all([demo.variants[kit]!(), useKitStylesheet(kit)]);
  root.append(document.createElement('app-root'));
  await bootstrapApplication(App, appConfig);
}

async function startIndex(): Promise<void> {
  root.append(document.createElement('demo-index'));
  await bootstrapApplication(DemoIndex);
}

function showFailure(error: unknown): void {
  console.error(error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = 'This demo could not be started. Reload the page to try again.';
  root.append(message);
}

applyColorMode(currentColorMode());
followHostColorMode();
reportHeight(root);
if (!isEmbedded) {
  addStandaloneChrome(root);
}
// Each demo is an application of its own: another address means another page.
window.addEventListener('hashchange', () => location.reload());

const demo = requestedDemo();
(demo ? startDemo(demo) : startIndex()).catch(showFailure);
