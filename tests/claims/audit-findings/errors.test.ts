/**
 * Audit findings on docs/guide/errors.mdx, run against @ngx-formly/core 7.1.0. Each test asserts
 * what the package does, with the page sentence it qualifies.
 */
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formly, optionsWithViewContainer} from '../support/formly';

/** Replaces console.error and console.warn for the test `t` (node:test restores them); returns the calls, live. */
function captureConsole(t: TestContext): {errors: unknown[][]; warnings: unknown[][]} {
  const errorMock = t.mock.method(console, 'error', () => undefined);
  const warnMock = t.mock.method(console, 'warn', () => undefined);
  return {
    get errors() {
      return errorMock.mock.calls.map((call) => call.arguments);
    },
    get warnings() {
      return warnMock.mock.calls.map((call) => call.arguments);
    },
  };
}

/** A type whose ngOnDestroy assumes ngOnInit ran. */
class TickerField extends formly.FieldType {
  private ticks?: {unsubscribe(): void};
  ngOnDestroy(): void {
    this.ticks!.unsubscribe();
  }
}

test('the throw-away instance of a type is created, and its destroy error logged, again after any <formly-form> is destroyed', (t) => {
  // errors.mdx:210-211 says: "Formly creates one instance of the type's component the first time a
  // form uses that type, and destroys it straight away". The cache of those instances lives in the
  // application-wide FormlyConfig, and FormlyForm.ngOnDestroy empties it (config.clearRefs()).
  const output = captureConsole(t);
  const built = buildForm([{key: 'price', type: 'ticker'}], {
    configs: [{types: [{name: 'ticker', component: TickerField}]}],
    options: optionsWithViewContainer(),
  });
  assert.equal(output.errors.length, 1);
  // Another build with the same configuration uses the cached instance: nothing more is logged.
  built.builder.build(built.root);
  assert.equal(output.errors.length, 1);
  // A <formly-form> of the application is destroyed (the real ngOnDestroy, on a stand-in that has what it reads).
  formly.FormlyForm.prototype.ngOnDestroy.call({
    valueChangesUnsubscribe: () => undefined,
    config: built.config,
  } as never);
  built.builder.build(built.root);
  assert.equal(output.errors.length, 2);
  assert.equal(output.errors[1]![0], 'An error occurred while destroying the Formly component type "ticker"');
});

test('in a production build (ngDevMode false) a minlength message is neither warned about nor stored under minLength, yet it still shows', (t) => {
  // errors.mdx:198-199 says: "The message still applies; Formly stores it under the current name."
  // and errors.mdx:7 promises the message "exactly as @ngx-formly/core 7.1.0 prints it". Both the
  // warning and the copy under minLength happen only while ngDevMode is on; in production the
  // minLength validator reports its error under the lower-case key instead, so the message applies.
  const global = globalThis as {ngDevMode?: unknown};
  const saved = global.ngDevMode;
  global.ngDevMode = false;
  try {
    const output = captureConsole(t);
    const built = buildForm([{key: 'nickname', type: 'input', props: {minLength: 3}}], {
      model: {nickname: 'ab'},
      configs: [formly.withFormlyFieldExpression(), {validationMessages: [{name: 'minlength', message: 'Too short.'}]}],
    });
    assert.equal(output.warnings.length, 0);
    assert.equal(built.config.getValidatorMessage('minLength'), undefined);
    assert.equal(built.config.getValidatorMessage('minlength'), 'Too short.');
    assert.deepEqual(Object.keys(built.form.get('nickname')!.errors!), ['minlength']);
  } finally {
    global.ngDevMode = saved;
  }
});
