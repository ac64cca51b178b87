import { ColorMode, colorModeParam, isColorMode } from './host-protocol';

type ColorModeListener = (mode: ColorMode) => void;

const listeners = new Set<ColorModeListener>();

function initialColorMode(): ColorMode {
  const requested = new URLSearchParams(location.search).get(colorModeParam);
  return isColorMode(requested) ? requested : 'light';
}

let current: ColorMode = initialColorMode();

export function currentColorMode(): ColorMode {
  return current;
}

/**
 * Puts the page in light or dark mode. Each kit reads a different switch:
 * `data-theme` drives our own CSS, and through color-scheme Material and
 * PrimeNG (Aura's tokens are light-dark() pairs); Bootstrap reads `data-bs-theme`, AG Grid's
 * colorSchemeVariable `data-ag-theme-mode`; Ionic its palette class.
 * Kits with a separate dark stylesheet listen through onColorModeChange.
 */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.dataset['theme'] = mode;
  root.setAttribute('data-bs-theme', mode);
  root.setAttribute('data-ag-theme-mode', mode);
  root.classList.toggle('ion-palette-dark', mode === 'dark');
  if (mode !== current) {
    current = mode;
    listeners.forEach((listener) => listener(mode));
  }
}

export function onColorModeChange(listener: ColorModeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
