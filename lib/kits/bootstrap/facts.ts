/** Bootstrap: the facts the build and the playground's export read (lib/kits/facts.ts); its registry entry is kit.ts. */
import type {KitSetup} from '../spec';

export const setup: KitSetup = {imports: [], providers: []};

export const fieldEntryPoints = ['addons', 'multicheckbox'];

export const sampleProps = {checkbox: {formCheck: 'switch'}, radio: {formCheck: 'inline'}};
