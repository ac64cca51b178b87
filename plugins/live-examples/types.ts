import type {BrowserKitName} from '../../lib/kits';
import type {SerializedLine} from '../code-highlight';

export type KitName = BrowserKitName;

/**
 * One source file of a demo, as the page carries it: only its Prism tokens,
 * computed at build time (plugins/code-highlight), as JSON. The code is the
 * tokens' text, so the page does not carry it twice.
 */
export interface LiveExampleFile {
  /** Path inside the demo folder, such as `app.ts`. */
  name: string;
  /** Prism language name. */
  language: string;
  tokens: string;
}

/** A source file as the component shows it and exports it to StackBlitz. */
export interface LiveExampleSource {
  name: string;
  language: string;
  code: string;
  /** The build's tokens; absent for code fetched in the browser (another kit's app.config.ts). */
  tokens?: SerializedLine[];
}

/**
 * Props of <LiveExample>. Authors write only `name`; the remark plugin reads
 * the demo folder at build time and adds the rest.
 */
export interface LiveExampleProps {
  name: string;
  title?: string;
  kit?: KitName;
  /** Height in CSS pixels reserved for the demo before it reports its own. */
  height?: number;
  files?: LiveExampleFile[];
  kits?: LiveExampleKits;
}

/** One kit a demo runs in, as the kit switcher shows it. */
export interface LiveExampleKit {
  name: KitName;
  label: string;
  /** The demo waits for a click before loading (the kit's JavaScript is heavy). */
  loadOnRequest: boolean;
  /**
   * Where the example's form opens in the playground in this kit ("Edit in the playground"), relative to
   * the site's base URL: written at build time, so that no page's shared code carries the address's parts.
   */
  playground?: string;
}

/** The kits a demo runs in (see lib/kit-variants.ts). */
export interface LiveExampleKits {
  /** In registry order, the folder's own kit among them; a single kit means no switcher. */
  available: LiveExampleKit[];
  /** Why an example is shown in one kit only (example pages, not kit or API pages). */
  fixedReason?: string;
  /** Kits left out because a type the example uses is missing there. */
  notes: string[];
}

/** A stylesheet in the kit's slice of demos/angular.json. */
export interface KitStyle {
  /** Path relative to the Angular project: `node_modules/…` or `src/kits/…`. */
  path: string;
  /** Text of the file when it belongs to the demos workspace (copied into exported projects). */
  code?: string;
}

/** What the "Open in StackBlitz" button needs besides the demo's own files. */
export interface StackBlitzData {
  /** Exact versions from demos/package.json, dependencies and devDependencies. */
  versions: Record<string, string>;
  /** Global stylesheets per kit (the light variant). */
  kitStyles: Record<string, KitStyle[]>;
  /** demos/tsconfig.json and tsconfig.app.json, as text. */
  tsconfig: string;
  tsconfigApp: string;
  /**
   * npm `overrides` of demos/package.json. An exported project takes those whose
   * package it depends on: @ngx-formly/ng-zorro-antd 7.0.1 pins core 7.0.1 and
   * installs next to a newer core only with its entry.
   */
  overrides: Record<string, unknown>;
}
