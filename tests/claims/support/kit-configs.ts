/**
 * The published kits' own configuration, as their feature function returns it
 * (provideFormlyCore([...withFormlyX()])), for the claim tests that run every kit.
 */
import assert from 'node:assert/strict';
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
