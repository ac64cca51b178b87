/**
 * Messages exchanged between a docs page and the demo it embeds in an iframe.
 * Shared by the demos app and the LiveExample component (plugins/live-examples/
 * theme), so both sides agree on one definition. Both sides only accept messages from their own
 * origin and from the expected window (the parent, or the iframe).
 */
export type ColorMode = 'light' | 'dark';

/** Demo → host: the demo's content height in CSS pixels. */
export interface DemoHeightMessage {
  type: 'formly-demo:height';
  height: number;
}

/** Host → demo: the docs site's colour mode changed. */
export interface HostColorModeMessage {
  type: 'formly-demo:color-mode';
  colorMode: ColorMode;
}

/** Query parameter carrying the colour mode the demo starts in. */
export const colorModeParam = 'theme';

/**
 * Query parameter naming the UI kit a demo runs in, in the demos app's address
 * as on the docs pages (`?kit=material`). Without it a demo runs in the kit its
 * folder is written for.
 */
export const kitParam = 'kit';

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

export function isDemoHeightMessage(data: unknown): data is DemoHeightMessage {
  const message = data as Partial<DemoHeightMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === 'formly-demo:height' &&
    typeof message.height === 'number' &&
    Number.isFinite(message.height) &&
    message.height >= 0
  );
}

export function isHostColorModeMessage(data: unknown): data is HostColorModeMessage {
  const message = data as Partial<HostColorModeMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === 'formly-demo:color-mode' &&
    isColorMode(message.colorMode)
  );
}
