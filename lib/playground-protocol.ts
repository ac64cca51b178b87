/**
 * Messages between the /playground page and the sandboxed frame that renders
 * the form. Shared by the frame (Angular) and the page (React), so both sides
 * agree on one definition. The frame has an opaque origin (sandbox without
 * allow-same-origin), so each side checks the *window* a message comes from:
 * the page accepts only its iframe's contentWindow, the frame only its parent.
 * Every payload is checked field by field before use: a message is untrusted.
 */
import {browserKits, isBrowserKitName, type BrowserKitName} from './kits';

/** The kits the playground can render a form in: the registry's browser kits, in its order. */
export type PlaygroundKit = BrowserKitName;
export const playgroundKits: readonly PlaygroundKit[] = browserKits.map((kit) => kit.name);

/** How the kit picker names each kit: the registry's labels, as everywhere on the site. */
export const playgroundKitLabels = Object.fromEntries(browserKits.map((kit) => [kit.name, kit.label])) as Record<
  PlaygroundKit,
  string
>;

/** How the page describes the form: a field array, or a JSON Schema converted by FormlyJsonschema. */
export type PlaygroundMode = 'fields' | 'json-schema';
export type PlaygroundColorMode = 'light' | 'dark';

/** Query parameters of the frame's address: the kit to boot with and the colour mode. */
export const frameKitParam = 'kit';
/** The folder the frame is served from (/playground-frame/), as the frame's build writes it and the page loads it. */
export const playgroundFrameDir = 'playground-frame';
/** The frame's document for a kit, under /playground-frame/: one per kit, holding only that kit's code. */
export const frameDocument = (kit: PlaygroundKit) => `${kit}/`;
export const frameColorModeParam = 'theme';

const prefix = 'formly-playground:';

/** Page → frame: render this configuration. `revision` lets the page drop stale replies. */
export interface RenderRequest {
  type: 'formly-playground:render';
  revision: number;
  mode: PlaygroundMode;
  /** The field array (mode "fields") or the JSON Schema (mode "json-schema"). */
  config: unknown;
  model: unknown;
  options: unknown;
}

/** Page → frame: the site's colour mode changed. */
export interface ColorModeRequest {
  type: 'formly-playground:color-mode';
  colorMode: PlaygroundColorMode;
}

export type PageToFrameMessage = RenderRequest | ColorModeRequest;

/** Frame → page: the frame has booted with `kit` and listens for render requests. */
export interface FrameReady {
  type: 'formly-playground:ready';
  kit: PlaygroundKit;
}

/** One control's validation errors, by the control's path in the form ("address.city"). */
export interface FieldErrors {
  path: string;
  errors: string[];
}

/** Frame → page: the form of `revision` is on screen; its current state. */
export interface FrameFormState {
  type: 'formly-playground:form-state';
  revision: number;
  model: unknown;
  /** What a submit sends: the form's value (disabled controls left out). */
  value: unknown;
  status: string;
  errors: FieldErrors[];
  /** How many times the form's submit button was pressed for this revision. */
  submitCount: number;
}

/** Frame → page: Formly (or the JSON Schema converter) rejected the configuration of `revision`. */
export interface FrameRenderFailed {
  type: 'formly-playground:render-failed';
  revision: number;
  message: string;
}

/** Frame → page: the height of the frame's content, in CSS pixels. */
export interface FrameHeight {
  type: 'formly-playground:height';
  height: number;
}

export type FrameToPageMessage = FrameReady | FrameFormState | FrameRenderFailed | FrameHeight;

type Loose<T> = {[K in keyof T]?: unknown};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRevision(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

export const isPlaygroundKit: (value: unknown) => value is PlaygroundKit = isBrowserKitName;

export function isPlaygroundMode(value: unknown): value is PlaygroundMode {
  return value === 'fields' || value === 'json-schema';
}

export function isPlaygroundColorMode(value: unknown): value is PlaygroundColorMode {
  return value === 'light' || value === 'dark';
}

/** Keys that would reach an object's prototype when copied by a naive merge. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The path of the first key in `value` that is `__proto__`, `constructor` or
 * `prototype`, or null when there is none. JSON.parse keeps such keys as plain
 * data, but Formly's merges and clones would then write into prototypes.
 */
export function findForbiddenKey(value: unknown, path = '$'): string | null {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findForbiddenKey(value[index], `${path}[${index}]`);
      if (found) {
        return found;
      }
    }
    return null;
  }
  if (isRecord(value)) {
    for (const key of Object.keys(value)) {
      if (forbiddenKeys.has(key)) {
        return `${path}.${key}`;
      }
      const found = findForbiddenKey(value[key], `${path}.${key}`);
      if (found) {
        return found;
      }
    }
  }
  return null;
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    isRecord(value) &&
    typeof value['path'] === 'string' &&
    Array.isArray(value['errors']) &&
    value['errors'].every((error) => typeof error === 'string')
  );
}

export function isPageToFrameMessage(data: unknown): data is PageToFrameMessage {
  if (!isRecord(data)) {
    return false;
  }
  const message = data as Loose<RenderRequest> & Loose<ColorModeRequest>;
  switch (message.type) {
    case `${prefix}render`:
      return (
        isRevision(message.revision) &&
        isPlaygroundMode(message.mode) &&
        (message.mode === 'fields' ? Array.isArray(message.config) : isRecord(message.config)) &&
        (message.model === undefined || isRecord(message.model)) &&
        (message.options === undefined || isRecord(message.options)) &&
        findForbiddenKey([message.config, message.model, message.options]) === null
      );
    case `${prefix}color-mode`:
      return isPlaygroundColorMode(message.colorMode);
    default:
      return false;
  }
}

export function isFrameToPageMessage(data: unknown): data is FrameToPageMessage {
  if (!isRecord(data)) {
    return false;
  }
  const message = data as Loose<FrameReady> & Loose<FrameFormState> & Loose<FrameRenderFailed> & Loose<FrameHeight>;
  switch (message.type) {
    case `${prefix}ready`:
      return isPlaygroundKit(message.kit);
    case `${prefix}form-state`:
      return (
        isRevision(message.revision) &&
        typeof message.status === 'string' &&
        Array.isArray(message.errors) &&
        message.errors.every(isFieldErrors) &&
        isRevision(message.submitCount)
      );
    case `${prefix}render-failed`:
      return isRevision(message.revision) && typeof message.message === 'string';
    case `${prefix}height`:
      return typeof message.height === 'number' && Number.isFinite(message.height) && message.height >= 0;
    default:
      return false;
  }
}
