import { applyColorMode } from './color-mode';
import { DemoHeightMessage, isHostColorModeMessage } from './host-protocol';

/** True when a docs page shows this app in an iframe. */
export const isEmbedded = window.parent !== window;

/**
 * Tells the embedding page how tall `element` is whenever its size changes, so
 * the iframe can grow with the demo instead of scrolling.
 */
export function reportHeight(element: HTMLElement): () => void {
  if (!isEmbedded) {
    return () => undefined;
  }
  let lastHeight = -1;
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height !== lastHeight) {
      lastHeight = height;
      const message: DemoHeightMessage = { type: 'formly-demo:height', height };
      window.parent.postMessage(message, location.origin);
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** Follows the colour mode of the embedding page. */
export function followHostColorMode(): () => void {
  const onMessage = (event: MessageEvent) => {
    if (
      event.origin === location.origin &&
      event.source === window.parent &&
      isHostColorModeMessage(event.data)
    ) {
      applyColorMode(event.data.colorMode);
    }
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
