import { applyColorMode, currentColorMode, onColorModeChange } from './color-mode';

/**
 * The small header a demo gets when opened in a tab of its own rather than in a
 * docs page: a way back to the list of demos and a colour-mode switch. Plain DOM,
 * outside the demo's Angular application, so the demo itself stays exactly the
 * application its files describe.
 */
export function addStandaloneChrome(root: HTMLElement): void {
  const header = document.createElement('header');
  header.className = 'demo-chrome';
  const back = document.createElement('a');
  back.href = './';
  back.textContent = 'All Formly live examples';
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.textContent = 'Dark mode';
  const showMode = () => toggle.setAttribute('aria-pressed', String(currentColorMode() === 'dark'));
  toggle.addEventListener('click', () =>
    applyColorMode(currentColorMode() === 'dark' ? 'light' : 'dark'),
  );
  onColorModeChange(showMode);
  showMode();
  header.append(back, toggle);
  root.before(header);
}
