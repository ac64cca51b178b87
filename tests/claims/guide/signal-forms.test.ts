/**
 * Claims of docs/guide/signal-forms.mdx, run against @ngx-formly/core 7.1.0 and
 * the Signal Forms of @angular/forms 21.2.24. The forms are the page's own code
 * blocks, evaluated as they are written (support/page-code.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildForm, changeModel, core, formly, forms, type FormlyFieldConfig} from '../support/formly';
import {demosDir} from '../support/demo-packages';
import {runPageModule} from '../support/page-code';
import {rootInjector, signalForms, type SignalForms} from '../support/signal-forms';
import {kits} from '../../../lib/kits';

const page = 'docs/guide/signal-forms.mdx';

interface Account {
  name: string;
  email: string;
  accountType: string;
  company: string;
}
interface AccountSchemaModule {
  accountEntries: unknown[];
  accountSchema(entries: unknown[]): SignalForms.Schema<Account>;
}

const formlyVersion = () =>
  runPageModule<{accountFields: FormlyFieldConfig[]}>(page, 'account-fields.ts').accountFields;
const signalVersion = () => runPageModule<AccountSchemaModule>(page, 'account-schema.ts');

/** The page's Signal Forms version over a fresh model signal. */
function signalAccountForm(initial: Partial<Account> = {}) {
  const {accountEntries, accountSchema} = signalVersion();
  const account = core.signal<Account>({name: '', email: '', accountType: '', company: '', ...initial});
  const accountForm = signalForms.form(account, accountSchema(accountEntries), {injector: rootInjector()});
  return {account, accountForm};
}

const errorKinds = (field: SignalForms.FieldTree<string>) =>
  field()
    .errors()
    .map((error) => error.kind);

test('Formly: a name shorter than three characters, and an empty email, keep the form invalid [guide/signal-forms#formly-version-name-needs-three]', () => {
  const built = buildForm(formlyVersion(), {model: {name: 'Al'}});
  assert.equal(built.form.valid, false);
  assert.ok(built.form.get('name')!.hasError('minLength'));
  assert.ok(built.form.get('email')!.hasError('required'));
  const entered = {name: 'Ada', email: 'ada@example.com', accountType: 'personal'};
  changeModel(built, entered);
  built.form.patchValue(entered);
  assert.equal(built.form.valid, true);
});

test('Formly: while the company is hidden its control is left out of the FormGroup; for a business account it is there and required [guide/signal-forms#formly-version-name-needs-three]', () => {
  const built = buildForm(formlyVersion(), {model: {accountType: 'personal'}});
  assert.equal(built.form.get('company'), null);
  changeModel(built, {accountType: 'business'});
  assert.ok(built.form.get('company')!.hasError('required'));
});

test('Formly: switching from a business account back to a personal one removes the company from the model (resetOnHide) [guide/signal-forms#switching-back-personal-account]', () => {
  const built = buildForm(formlyVersion(), {model: {accountType: 'business', company: 'Acme'}});
  assert.equal(built.model['company'], 'Acme');
  changeModel(built, {accountType: 'personal'});
  assert.equal(built.model['company'], undefined);
  assert.equal(built.form.get('company'), null);
});

test("Formly: the page's field array is plain data: it survives a JSON round trip and builds the same form [guide/signal-forms#formly-version-name-needs-three]", () => {
  const fromJson = JSON.parse(JSON.stringify(formlyVersion())) as FormlyFieldConfig[];
  const built = buildForm(fromJson, {model: {accountType: 'business'}});
  assert.ok(built.form.get('company')!.hasError('required'));
});

test('Signal Forms: the same rules from the entries: minLength and required on the name, required on the email [guide/signal-forms#signal-forms-version-s-schema]', () => {
  const {accountForm} = signalAccountForm({name: 'Al'});
  assert.equal(accountForm().valid(), false);
  assert.deepEqual(errorKinds(accountForm.name), ['minLength']);
  assert.deepEqual(errorKinds(accountForm.email), ['required']);
  accountForm.name().value.set('Ada');
  accountForm.email().value.set('ada@example.com');
  accountForm.accountType().value.set('personal');
  assert.equal(accountForm().valid(), true);
});

test('Signal Forms: a hidden company does not count towards valid; for a business account it is shown and required [guide/signal-forms#signal-forms-version-s-schema]', () => {
  const {accountForm} = signalAccountForm({name: 'Ada', email: 'ada@example.com', accountType: 'personal'});
  assert.equal(accountForm.company().hidden(), true);
  assert.equal(accountForm().valid(), true);
  accountForm.accountType().value.set('business');
  assert.equal(accountForm.company().hidden(), false);
  assert.equal(accountForm().valid(), false);
});

test('Signal Forms: the form writes straight into the model signal, and a hidden company keeps what was typed [guide/signal-forms#signal-forms-version-s-schema]', () => {
  const {account, accountForm} = signalAccountForm({accountType: 'business'});
  accountForm.company().value.set('Acme');
  assert.equal(account().company, 'Acme');
  accountForm.accountType().value.set('personal');
  assert.equal(accountForm.company().hidden(), true);
  assert.equal(account().company, 'Acme');
});

test("Signal Forms: the page's component compiles, with its template, in Angular's JIT compiler [guide/signal-forms#signal-forms-version-s-schema]", () => {
  const component = runPageModule<{AccountFormComponent: unknown}>(page, 'account-form.component.ts', {
    './account-schema': signalVersion(),
  }).AccountFormComponent as {ɵcmp?: {selectors: unknown[][]}};
  // Reading the definition compiles the template: a syntax error in it would throw here.
  assert.deepEqual(component.ɵcmp?.selectors, [['app-account-form']]);
});

test('both in one app: a Formly form and a Signal Forms tree under one injector keep their own state [guide/signal-forms#formly-7-1-0-builds]', () => {
  const injector = rootInjector();
  const formlyForm = buildForm(formlyVersion(), {model: {name: 'Ada'}});
  const {accountSchema, accountEntries} = signalVersion();
  const account = core.signal<Account>({name: '', email: '', accountType: '', company: ''});
  const accountForm = signalForms.form(account, accountSchema(accountEntries), {injector});
  accountForm.name().value.set('Grace');
  assert.equal(formlyForm.form.get('name')!.value, 'Ada');
  assert.equal(account().name, 'Grace');
  assert.ok(formlyForm.form instanceof forms.FormGroup);
  assert.equal(typeof formly.FormlyForm, 'function');
});

test('Formly 7.1.0 has no type that binds a Signal Forms field: no bundle imports @angular/forms/signals [guide/signal-forms#formly-7-1-0-builds]', () => {
  const bundles = path.join(demosDir, 'node_modules', '@ngx-formly');
  const files = fs
    .readdirSync(bundles, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.includes('fesm2022') && file.endsWith('.mjs'));
  assert.ok(files.length > 20, 'the bundles of core and the kits were found');
  for (const file of files) {
    assert.doesNotMatch(fs.readFileSync(path.join(bundles, file), 'utf8'), /@angular\/forms\/signals/, file);
  }
});

test('every function, class and constant @angular/forms 21.2.24 exports for Signal Forms with a doc comment is marked @experimental (those without one: signal-forms-exports.test.ts) [guide/signal-forms#describes-angular-forms-21-2]', () => {
  const version = JSON.parse(fs.readFileSync(path.join(demosDir, 'node_modules/@angular/forms/package.json'), 'utf8'));
  assert.equal(version.version, '21.2.24');
  const typings = ['signals.d.ts', '_structure-chunk.d.ts'].map((file) =>
    fs.readFileSync(path.join(demosDir, 'node_modules/@angular/forms/types', file), 'utf8'),
  );
  const documented = typings.flatMap((text) => [
    ...text.matchAll(
      /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*(?:declare|interface|type)\s+(?:function|class|const|interface|type)?\s*(\w+)/g,
    ),
  ]);
  const publicNames = new Set(Object.keys(signalForms));
  const checked = documented.filter(([, , name]) => publicNames.has(name));
  assert.ok(checked.length > 20, `documented runtime exports found: ${checked.length}`);
  for (const [, doc, name] of checked) {
    assert.match(doc, /@experimental/, name);
  }
});

const signalTypings = path.join(demosDir, 'node_modules/@angular/forms/types');
const readTyping = (file: string) => fs.readFileSync(path.join(signalTypings, file), 'utf8');

/** The doc comment right above the declaration of `name` in the typings' structure chunk, or '' when it has none. */
function docOf(name: string): string {
  const text = readTyping('_structure-chunk.d.ts');
  const declaration = new RegExp(`^(?:declare )?(?:interface|type|const|function|class) ${name}\\b`, 'm').exec(text);
  assert.ok(declaration, `${name} is declared in _structure-chunk.d.ts`);
  const before = text.slice(0, declaration.index).trimEnd();
  return before.endsWith('*/') ? before.slice(before.lastIndexOf('/**')) : '';
}

test('two exported option interfaces of @angular/forms/signals, FormFieldBindingOptions and ValidationErrorOptions, carry no @experimental tag [guide/signal-forms#describes-angular-forms-21-2]', () => {
  const names = [...readTyping('signals.d.ts').matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
    match[1]!.split(',').map((name) => name.trim().split(' as ').pop()!),
  );
  for (const name of ['FormFieldBindingOptions', 'ValidationErrorOptions']) {
    assert.ok(names.includes(name), `${name} is exported`);
    assert.equal(name in signalForms, false, `${name} is a type only`);
    assert.doesNotMatch(docOf(name), /@experimental/, name);
  }
  // The tag is there on a neighbour, so the reading above finds it where it is.
  assert.match(docOf('WithFieldTree'), /@experimental/);
});

test('the kits the page offers a 7.x application are the kits with a 7.x package installed: NativeScript, which has none, is not among them [guide/signal-forms#kits-offered-7-x-application]', () => {
  const text = fs.readFileSync(path.join(__dirname, '..', '..', '..', page), 'utf8').replace(/\s+/g, ' ');
  const lists = [
    /The same look in every form, from ([^|]*), without writing the markup/.exec(text)![1]!,
    /provideFormlyCore\(withFormlyMaterial\(\)\)` \(or the ([^)]*) feature\)/.exec(text)![1]!,
  ];
  const installed = fs
    .readdirSync(path.join(demosDir, 'node_modules', '@ngx-formly'))
    .filter((name) => !['core', 'schematics'].includes(name));
  const named = (list: string) =>
    kits.filter((kit) => list.includes(kit.label.split(' ')[0]!)).map((kit) => kit.package.replace('@ngx-formly/', ''));
  for (const list of lists) {
    // The second list names every kit but Material, whose feature the sentence shows before it.
    const expected = installed.filter((name) => list === lists[0] || name !== 'material').sort();
    assert.deepEqual(named(list).sort(), expected, list);
  }
});
