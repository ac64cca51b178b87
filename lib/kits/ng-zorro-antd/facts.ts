/** NG-ZORRO: the facts the build and the playground's export read (lib/kits/facts.ts); its registry entry is kit.ts. */
import type {KitSetup} from '../spec';

export const setup: KitSetup = {
  imports: [{from: 'ng-zorro-antd/i18n', names: ['en_US', 'provideNzI18n']}],
  providers: [
    {
      comment: "NG-ZORRO's built-in texts are Chinese unless told otherwise.",
      code: 'provideNzI18n(en_US)',
    },
  ],
};

export const fieldEntryPoints: string[] = [];

export const frameworkClasses = {stylesheet: 'ng-zorro-antd/ng-zorro-antd.css'};

// What readers type to mean the kit: its name and its components' prefix.
export const searchWords = ['zorro', 'nz', 'antd'];
