import { ApplicationConfig, Type } from '@angular/core';
import { BrowserKitName } from './kits';

/** What one demo needs to start: its root component and its application config. */
export interface DemoModule {
  App: Type<unknown>;
  appConfig: ApplicationConfig;
}

/** One demo folder, as listed by demo-registry.generated.ts. */
export interface DemoEntry {
  /** Address of the demo, also the `name` given to <LiveExample>: `validation/custom-validation`. */
  path: string;
  /** Where the demo sits in the docs: an example category, or `fields/<kit>`. */
  section: string;
  title: string;
  /** The kit the folder is written for. */
  kit: BrowserKitName;
  /**
   * The demo's files compiled for each kit it runs in: its own folder for its own
   * kit, a generated copy with that kit's app.config.ts for the others. Each is a
   * lazy chunk of its own.
   */
  variants: Partial<Record<BrowserKitName, () => Promise<DemoModule>>>;
}
