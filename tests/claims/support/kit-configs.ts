/**
 * The published kits' own configuration, as their feature function returns it
 * (provideFormlyCore([...withFormlyX()])), for the claim tests that run every kit.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {demosDir} from './demo-packages';
import {buildForm, formlySelect, loadPackage, type ConfigOption} from './formly';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';
import {kits} from '../../../lib/kits';

/** The kits with a published 7.x package. */
export const publishedKits = kits.filter((kit) => kit.published);
export type PublishedKit = (typeof publishedKits)[number];

/** What `kit`'s feature function returns, as a flat list of configuration objects. */
export function kitConfigs(kit: PublishedKit): ConfigOption[] {
  const feature = loadPackage<Record<string, () => ConfigOption | ConfigOption[]>>(kit.package)[kit.feature];
  assert.equal(typeof feature, 'function', `${kit.package} exports ${kit.feature}`);
  return [feature!()].flat();
}

/** The template `kit`'s form-field wrapper is declared with, as the package ships it. */
export function formFieldTemplate(kit: PublishedKit): string {
  const registration = kitConfigs(kit)
    .flatMap((config) => config.wrappers ?? [])
    .find((wrapper) => wrapper.name === 'form-field');
  assert.ok(registration, `${kit.name} registers a form-field wrapper`);
  const component = registration.component as unknown as {decorators?: {args?: {template?: string}[]}[]};
  const template = component.decorators?.[0]?.args?.[0]?.template;
  assert.equal(typeof template, 'string', `${kit.name}: the wrapper's template is readable`);
  return template!;
}

/**
 * What a kit's option type does with options that carry a `group`, for a type whose template lists
 * the formlySelectOptions pipe's entries without reading their `group`: the pipe gives it one entry
 * per group, named after the group and with no value, and the behaviour matrix measured in Chromium
 * shows the group's name but could choose none of its options.
 */
export function assertGroupedOptionsOneEntry(kit: string, type: string, template: string): void {
  const options = [
    {label: 'Alpha', value: 'a', group: 'Greek'},
    {label: 'Beta', value: 'b', group: 'Greek'},
  ];
  const built = buildForm([{key: 'x', type: 'select', props: {options}}]);
  let entries: {label: unknown; value?: unknown}[] = [];
  new formlySelect.FormlySelectOptionsPipe()
    .transform(options, built.fields[0]!)
    .subscribe((value) => (entries = value as typeof entries));
  assert.deepEqual(
    entries.map(({label, value}) => ({label, value})),
    [{label: 'Greek', value: undefined}],
  );
  assert.match(template, /\*ngFor="let \w+ of (props\.options \| formlySelectOptions|selectOptions)/);
  assert.doesNotMatch(template, /\.group\b/, `${kit} ${type}: the template reads no group`);
  const measured = readKitBehaviour(kit).types.find((entry) => entry.type === type)?.options;
  assert.ok(measured, `${kit}: the matrix measures the options of ${type}`);
  assert.deepEqual(
    {groupsShown: measured.groupsShown, groupedSelectable: measured.groupedSelectable},
    {groupsShown: true, groupedSelectable: false},
  );
}

/**
 * The bundles (fesm2022) of the installed package of the kit `name`, as text, by entry point
 * (`form-field`, `radio`, `input`, …): reading them loads no kit, which takes seconds for some.
 */
export function shippedBundles(name: string): Map<string, string> {
  const kit = kits.find((candidate) => candidate.name === name);
  assert.ok(kit, `${name} is a kit`);
  const dir = path.join(demosDir, 'node_modules', kit.package, 'fesm2022');
  const prefix = `${kit.package.replace('@', '').replace('/', '-')}-`;
  const bundles = new Map<string, string>();
  for (const file of fs.readdirSync(dir).filter((entry) => entry.startsWith(prefix) && entry.endsWith('.mjs'))) {
    bundles.set(file.slice(prefix.length, -'.mjs'.length), fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  assert.ok(bundles.size > 0, `${kit.package} ships its entry points in ${dir}`);
  return bundles;
}

/** The first component template in a bundle's text (a template literal, as the kits ship them). */
export function firstTemplate(bundle: string | undefined): string {
  const template = /template: `([^`]*)`/.exec(bundle ?? '')?.[1];
  assert.ok(template !== undefined, 'the bundle declares a component template');
  return template;
}
