/** NativeScript: the facts the build and the playground's export read (lib/kits/facts.ts); its registry entry is kit.ts. */

export const fieldEntryPoints = ['text-field'];

/**
 * The names each entry point registers besides its own, from the kit's source at tag v7.1.0 of
 * ngx-formly (src/ui/nativescript/<entry point>/src/<entry point>.config.ts). `input` has a page of
 * its own, so it is not repeated under text-field.
 */
export const unpublishedAliases: Record<string, string[]> = {
  checkbox: ['boolean'],
  select: ['enum'],
  'text-field': ['string', 'number', 'integer'],
};

// What readers type to mean the kit: its name and its components' prefix.
export const searchWords = ['nativescript'];
