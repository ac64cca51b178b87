/**
 * Audit finding (h/aud2) on docs/guide/validation.mdx: what @ngx-formly/* 7.1.0 really do,
 * which the quoted sentence contradicts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, core} from '../support/formly';
import {kitConfigs, publishedKits} from './kit-configs';

/*
 * Contradicts validation.mdx:62-63: "`required: true` does not make a reader tick a box: an
 * unticked checkbox has the value `false`, and `Validators.required` accepts `false`."
 * True: a checkbox the reader has not touched has no value (undefined: no kit gives its checkbox
 * a defaultValue), and `Validators.required` rejects that, so `required: true` keeps a fresh form
 * invalid until the box is ticked. Only a box ticked and then unticked has the value false,
 * which `required` accepts (the page's point, which holds only from then on).
 */
test('required: true on an untouched checkbox is an error until the box is ticked', () => {
  const built = buildForm([{key: 'acceptTerms', type: 'checkbox', props: {required: true}}]);
  const control = built.form.get('acceptTerms')!;
  assert.equal(control.value, undefined);
  assert.deepEqual(control.errors, {required: true});
  assert.equal(built.form.valid, false);
  control.setValue(true);
  assert.equal(built.form.valid, true);
  control.setValue(false);
  assert.equal(built.form.valid, true, 'unticked after a tick: false passes required, as the page says');

  // No kit gives its checkbox a defaultValue: neither its registration nor its component's defaultOptions.
  for (const kit of publishedKits) {
    const checkbox = kitConfigs(kit)
      .flatMap((config) => config.types ?? [])
      .find((type) => type.name === 'checkbox');
    assert.ok(checkbox, `${kit.name} registers checkbox`);
    assert.equal(checkbox.defaultOptions?.defaultValue, undefined, kit.name);
    const component = checkbox.component as unknown as new () => {defaultOptions?: {defaultValue?: unknown}};
    const instance = core.runInInjectionContext(core.Injector.create({providers: []}), () => new component());
    assert.equal(instance.defaultOptions?.defaultValue, undefined, `${kit.name}'s component`);
  }
});
