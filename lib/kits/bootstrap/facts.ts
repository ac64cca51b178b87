/** Bootstrap: the facts the build and the playground's export read (lib/kits/facts.ts); its registry entry is kit.ts. */
import type {KitSetup} from '../spec';

export const setup: KitSetup = {imports: [], providers: []};

export const fieldEntryPoints = ['addons', 'multicheckbox'];

export const sampleProps = {checkbox: {formCheck: 'switch'}, radio: {formCheck: 'inline'}};

// Bootstrap's classes: the examples written for Bootstrap style their buttons and model with them.
export const frameworkClasses = {stylesheet: 'bootstrap/dist/css/bootstrap.css'};

// What readers type to mean the kit: its name and its components' prefix.
export const searchWords = ['bootstrap'];
