/**
 * The published kits' own configuration, as their feature function returns it
 * (provideFormlyCore([...withFormlyX()])), for the claim tests that run every kit.
 */
import assert from 'node:assert/strict';
import {loadPackage, type ConfigOption} from './formly';
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
