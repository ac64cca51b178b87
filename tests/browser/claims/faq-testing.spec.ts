import ts from 'typescript';
import type {Page} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {openJitPage} from '../jit-form';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * docs/guide/faq.mdx, Testing: the page's spec files run as a reader runs them, in Angular's
 * TestBed (Node has no DOM for it here), in Chromium on the installed packages compiled just in
 * time. `describe`, `beforeEach`, `it` and the matchers the blocks use (toBe, toBeNull, with
 * `not`) come from the small runner below, which compares for real and resets TestBed after each
 * `it`, as Jasmine's and Jest's Angular setups do. One page runs every spec module of the file
 * once (faqSpecs); each test checks the results of its own specs.
 */

const runner = `
const specs = [];
/** The beforeEach functions of the describe blocks around the code being read, outermost first. */
let setups = [];
globalThis.describe = (name, body) => {
  const outer = setups;
  setups = [...outer];
  body();
  setups = outer;
};
globalThis.beforeEach = (setup) => setups.push(setup);
globalThis.it = (name, body) => specs.push({name, body, setups});
const show = (value) => (typeof value === 'object' && value !== null ? value.constructor.name : String(value));
function matchers(actual, negated) {
  const check = (pass, what) => {
    if (pass === negated) throw new Error('expected ' + show(actual) + (negated ? ' not ' : ' ') + what);
  };
  return {
    toBe: (expected) => check(Object.is(actual, expected), 'to be ' + show(expected)),
    toBeNull: () => check(actual === null, 'to be null'),
  };
}
globalThis.expect = (actual) => ({...matchers(actual, false), not: matchers(actual, true)});
export async function run(TestBed) {
  const results = [];
  for (const {name, body, setups} of specs) {
    try {
      for (const setup of setups) await setup();
      await body();
      results.push({name, error: null});
    } catch (error) {
      results.push({name, error: String(error)});
    }
    TestBed.resetTestingModule();
  }
  return results;
}
`;

/** Runs the spec modules (by name, in `local`) in TestBed; their results land in window.results. */
async function runSpecs(page: Page, local: Record<string, string>): Promise<{name: string; error: string | null}[]> {
  await openJitPage(page, {
    local: {runner, ...local},
    main: `
import '@angular/compiler';
import {run} from './runner.js';
${Object.keys(local)
  .map((name) => `import './${name}.js';`)
  .join('\n')}
import {TestBed} from '@angular/core/testing';
import {BrowserTestingModule, platformBrowserTesting} from '@angular/platform-browser/testing';
TestBed.initTestEnvironment(BrowserTestingModule, platformBrowserTesting());
window.results = await run(TestBed);
document.body.dataset.ready = 'true';
`,
  });
  return page.evaluate(() => (window as unknown as {results: {name: string; error: string | null}[]}).results);
}

const faqBlock = (title: string) =>
  transpilePageCode(pageCodeBlock('docs/guide/faq.mdx', title), title, ts.ModuleKind.ESNext);

/**
 * What the sentences say beyond the page's block: before the first change detection the bound form
 * is valid and has no control at all (for a required field, a field with a pattern, a group); after
 * detectChanges() each control is there with its validator's error.
 */
const beforeAndAfter = `
import {Component} from '@angular/core';
import {TestBed} from '@angular/core/testing';
import {FormGroup, ReactiveFormsModule} from '@angular/forms';
import {FormlyForm, provideFormlyCore} from '@ngx-formly/core';
import {withFormlyBootstrap} from '@ngx-formly/bootstrap';

const fieldSets = {
  required: [{key: 'email', type: 'input', props: {required: true}}],
  pattern: [{key: 'email', type: 'input', defaultValue: 'x', props: {pattern: '.+@.+'}}],
  group: [{key: 'address', fieldGroup: [{key: 'email', type: 'input', props: {minLength: 3}, defaultValue: 'x'}]}],
};
const errors = {required: 'required', pattern: 'pattern', group: 'minLength'};
for (const [name, fields] of Object.entries(fieldSets)) {
  class Host {
    form = new FormGroup({});
    model = {};
    fields = fields;
  }
  Component({
    selector: 'app-host',
    imports: [ReactiveFormsModule, FormlyForm],
    template: '<form [formGroup]="form"><formly-form [form]="form" [fields]="fields" [model]="model" /></form>',
  })(Host);
  it(name, () => {
    TestBed.configureTestingModule({providers: [provideFormlyCore(withFormlyBootstrap())]});
    const fixture = TestBed.createComponent(Host);
    const {form} = fixture.componentInstance;
    expect(Object.keys(form.controls).length).toBe(0);
    expect(form.valid).toBe(true);
    expect(form.get(name === 'group' ? 'address.email' : 'email')).toBeNull();
    fixture.detectChanges();
    const control = form.get(name === 'group' ? 'address.email' : 'email');
    expect(control).not.toBeNull();
    expect(Object.keys(control.errors ?? {}).join()).toBe(errors[name]);
    expect(form.valid).toBe(false);
  });
}

// The first change detection builds the controls, whoever runs it: in this zoneless TestBed the
// fixture detects changes by itself, so awaiting whenStable() builds them with no detectChanges() call.
class ScheduledHost {
  form = new FormGroup({});
  model = {};
  fields = fieldSets.required;
}
Component({
  selector: 'app-scheduled-host',
  imports: [ReactiveFormsModule, FormlyForm],
  template: '<form [formGroup]="form"><formly-form [form]="form" [fields]="fields" [model]="model" /></form>',
})(ScheduledHost);
it('scheduled', async () => {
  TestBed.configureTestingModule({providers: [provideFormlyCore(withFormlyBootstrap())]});
  const fixture = TestBed.createComponent(ScheduledHost);
  const {form} = fixture.componentInstance;
  expect(form.get('email')).toBeNull();
  await fixture.whenStable();
  expect(form.get('email') === null).toBe(false);
  expect(form.valid).toBe(false);
});
`;

/**
 * What the sentences say beyond the page's block: the helper returns with the expressions run (a
 * props.disabled and a hide expression) and renders no <formly-form>; after a model change,
 * detectChanges() leaves both results, field.options.checkExpressions(field) updates both and the
 * control's disabled state.
 */
const expressionChecks = `
import {FormlyBootstrapModule} from '@ngx-formly/bootstrap';
import {createFieldComponent} from '@ngx-formly/core/testing';

it('expressions', () => {
  const {field, fixture, detectChanges} = createFieldComponent(
    {
      key: 'vatNumber',
      type: 'input',
      model: {company: false},
      expressions: {'props.disabled': ({model}) => !model.company, hide: ({model}) => !model.company},
    },
    {imports: [FormlyBootstrapModule]},
  );
  expect(field.props.disabled).toBe(true);
  expect(field.hide).toBe(true);
  expect(field.formControl.disabled).toBe(true);
  expect(fixture.nativeElement.querySelector('formly-form')).toBeNull();
  expect(fixture.nativeElement.querySelector('formly-field') === null).toBe(false);

  field.model.company = true;
  detectChanges();
  expect(field.props.disabled).toBe(true);
  expect(field.hide).toBe(true);

  field.options.checkExpressions(field);
  expect(field.props.disabled).toBe(false);
  expect(field.hide).toBe(false);
  expect(field.formControl.disabled).toBe(false);
});
`;

interface SpecRun {
  results: {name: string; error: string | null}[];
  /** Console errors and uncaught exceptions of the page that ran the specs. */
  problems: string[];
}

/** One page, in a worker, runs every spec module of this file once; each test reads its own specs' results. */
const specTest = test.extend<object, {faqSpecs: SpecRun}>({
  faqSpecs: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL});
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      const results = await runSpecs(page, {
        signup: faqBlock('signup-form.spec.ts'),
        testbedChecks: beforeAndAfter,
        vat: faqBlock('vat-number.spec.ts'),
        expressionChecks,
      });
      await context.close();
      await use({results, problems});
    },
    {scope: 'worker'},
  ],
});
specTest.describe.configure({mode: 'default'});

/** Each of the named specs ran and passed, on a page without errors. */
function expectPassed({results, problems}: SpecRun, names: string[]): void {
  expect(problems).toEqual([]);
  const ran = results.filter(({name}) => names.includes(name));
  expect(ran).toEqual(names.map((name) => ({name, error: null})));
}

specTest(
  "the page's signup-form.spec.ts passes in TestBed: before the first change detection the bound form has no controls and is valid, after fixture.detectChanges() (or the change detection a zoneless fixture runs by itself) the controls exist with their validators and the form is invalid [guide/faq#testbed-no-controls-before-detect-changes, guide/faq#testbed-controls-after-detect-changes]",
  ({faqSpecs}) => {
    expectPassed(faqSpecs, [
      'is invalid while the required email is empty',
      'required',
      'pattern',
      'group',
      'scheduled',
    ]);
  },
);

specTest(
  "the page's vat-number.spec.ts passes in TestBed: createFieldComponent returns with the expressions run and no <formly-form>; after a model change detectChanges() leaves props.disabled and hide as they were, field.options.checkExpressions(field) updates them and the control's disabled state [guide/faq#create-field-component-runs-expressions, guide/faq#check-expressions-after-model-change]",
  ({faqSpecs}) => {
    expectPassed(faqSpecs, ['is disabled until the customer is a company', 'expressions']);
  },
);
