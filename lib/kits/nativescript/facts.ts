/** NativeScript: the facts the build and the playground's export read (lib/kits/facts.ts); its registry entry is kit.ts. */

export const fieldEntryPoints = ['text-field'];
