/** Kendo UI: the facts the build and the playground's export read (lib/kits/facts.ts); its registry entry is kit.ts. */
import type {KitSetup} from '../spec';

export const setup: KitSetup = {
  imports: [{from: '@angular/platform-browser/animations', names: ['provideAnimations']}],
  providers: [
    {
      comment: "Kendo UI animates its popups, such as the select's list, with @angular/animations.",
      code: 'provideAnimations()',
    },
  ],
};

export const fieldEntryPoints: string[] = [];

export const sampleProps = {'form-field': {orientation: 'horizontal'}};

export const frameworkClasses = {stylesheet: '@progress/kendo-theme-default/dist/default-main.css'};

// What readers type to mean the kit: its name and its components' prefix.
export const searchWords = ['kendo'];
