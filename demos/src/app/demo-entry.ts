import { ApplicationConfig, Type } from '@angular/core';
import { KitName } from './kits';

/** One demo folder, as listed by demo-registry.generated.ts. */
export interface DemoEntry {
  /** Route path, also the `name` given to <LiveExample>: `validation/custom-validation`. */
  path: string;
  /** Where the demo sits in the docs: an example category, or `fields/<kit>`. */
  section: string;
  title: string;
  kit: KitName;
  loadComponent: () => Promise<Type<unknown>>;
  loadConfig: () => Promise<ApplicationConfig>;
}
