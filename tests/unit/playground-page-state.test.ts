/**
 * The playground page's state transitions (its reducer): the tabs, kit and mode,
 * starters and Reset, edits, what the frame reports, and what the address restores.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  checkForm,
  formFromStarter,
  initialForm,
  initialPageState,
  pageReducer,
  type FormReport,
  type PageAction,
  type PageState,
} from '../../plugins/playground/theme/PlaygroundPage/page-state';
import {builtInStarters, defaultStarter, type Starter} from '../../plugins/playground/starters';

/** The state after `actions`, from `state` (default: a page whose address has been read). */
function after(actions: PageAction[], state: PageState = loadedPage): PageState {
  return actions.reduce(pageReducer, state);
}

const loadedPage = pageReducer(initialPageState, {type: 'restored', form: null, linkProblem: null});
const schemaStarter = builtInStarters.find((starter) => starter.mode === 'json-schema')!;
const emptyStarter = builtInStarters.find((starter) => starter.id === 'empty')!;
const exampleStarter: Starter = {
  id: 'examples/checkbox',
  title: 'Checkbox',
  group: 'Examples',
  mode: 'fields',
  kits: ['material', 'primeng'],
  config: '[{"key": "agree", "type": "checkbox"}]',
  model: '{}',
  options: '{}',
};
const report: FormReport = {
  model: {name: 'Ada'},
  value: {name: 'Ada'},
  status: 'VALID',
  errors: [],
  submitCount: 1,
};

test('a new page shows the default starter in Bootstrap, waiting for the address and the frame', () => {
  assert.equal(initialPageState.form.kit, 'bootstrap');
  assert.equal(initialPageState.form.mode, 'fields');
  assert.equal(initialPageState.form.fields, defaultStarter.config);
  assert.equal(initialPageState.form.schema, schemaStarter.config);
  assert.equal(initialPageState.form.model, defaultStarter.model);
  assert.equal(initialPageState.starter, defaultStarter);
  assert.equal(initialPageState.tab, 'config');
  assert.equal(initialPageState.loaded, false);
  assert.equal(initialPageState.edited, false);
  assert.equal(initialPageState.frameReady, false);
  assert.equal(initialPageState.frameHeight, 320);
});

test('a form restored from the address replaces the starter without counting as an edit', () => {
  const form = {...initialForm, kit: 'primeng' as const, model: '{"a": 1}'};
  const state = pageReducer(initialPageState, {type: 'restored', form, linkProblem: null});
  assert.deepEqual(state.form, form);
  assert.equal(state.loaded, true);
  assert.equal(state.edited, false);
  assert.equal(state.linkProblem, null);
});

test('a link that cannot be read keeps the starter and shows why', () => {
  const state = pageReducer(initialPageState, {type: 'restored', form: null, linkProblem: 'The link is damaged.'});
  assert.equal(state.form, initialPageState.form);
  assert.equal(state.linkProblem, 'The link is damaged.');
  assert.equal(state.loaded, true);
});

test('a starter named in the address becomes the one Reset returns to', () => {
  const state = after([
    {type: 'arrival-starter-found', starter: emptyStarter},
    {type: 'restored', form: formFromStarter(emptyStarter, 'kendo'), linkProblem: null},
    {type: 'text-edited', text: 'fields', value: '[{"key": "x"}]'},
    {type: 'reset'},
  ]);
  assert.equal(state.starter, emptyStarter);
  assert.equal(state.form.fields, emptyStarter.config);
  assert.equal(state.form.kit, 'kendo');
  assert.equal(state.notice, 'Reset to the starter "An empty form".');
});

test('switching tabs changes only the tab', () => {
  const state = after([{type: 'tab-chosen', tab: 'options'}]);
  assert.equal(state.tab, 'options');
  assert.equal(state.form, loadedPage.form);
  assert.equal(state.edited, false);
});

test('switching the mode is an edit and shows the JSON Schema text', () => {
  const state = after([{type: 'mode-chosen', mode: 'json-schema'}]);
  assert.equal(state.form.mode, 'json-schema');
  assert.equal(state.edited, true);
  const {message} = checkForm(state.form);
  assert.ok(message?.type === 'formly-playground:render');
  assert.equal(message.mode, 'json-schema');
  assert.deepEqual(message.config, JSON.parse(schemaStarter.config));
});

test('picking a kit changes the form and waits for the new frame', () => {
  const state = after([{type: 'frame-ready'}, {type: 'kit-chosen', kit: 'material'}]);
  assert.equal(state.form.kit, 'material');
  assert.equal(state.frameReady, false);
  assert.equal(state.edited, true);
});

test('picking the current kit, or any kit before the address is read, changes nothing', () => {
  const ready = after([{type: 'frame-ready'}]);
  assert.equal(pageReducer(ready, {type: 'kit-chosen', kit: 'bootstrap'}), ready);
  assert.equal(pageReducer(initialPageState, {type: 'kit-chosen', kit: 'material'}), initialPageState);
});

test('editing a text changes that text only, and the address follows from then on', () => {
  const state = after([{type: 'text-edited', text: 'model', value: '{"name": "Ada"}'}]);
  assert.equal(state.form.model, '{"name": "Ada"}');
  assert.equal(state.form.fields, loadedPage.form.fields);
  assert.equal(state.edited, true);
});

test('a text that does not parse is a problem of its tab, and nothing is sent to the frame', () => {
  const state = after([{type: 'text-edited', text: 'fields', value: '[\n{"key": "broken",}\n]'}]);
  const checked = checkForm(state.form);
  assert.equal(checked.message, null);
  assert.deepEqual(Object.keys(checked.problems), ['config']);
  assert.equal(checked.problems.config?.line, 2);
  assert.equal(checked.problems.config?.column, 18);
});

test('texts of the wrong shape are problems with a message saying which shape', () => {
  const state = after([
    {type: 'text-edited', text: 'fields', value: '{}'},
    {type: 'text-edited', text: 'options', value: '[]'},
  ]);
  const {problems, message} = checkForm(state.form);
  assert.equal(message, null);
  assert.equal(problems.config?.message, 'The fields must be a JSON array of field configurations.');
  assert.equal(problems.options?.message, 'This must be a JSON object.');
  assert.equal(problems.model, undefined);
});

test('texts that parse make the message the frame renders', () => {
  const {problems, message} = checkForm(loadedPage.form);
  assert.deepEqual(problems, {});
  assert.ok(message?.type === 'formly-playground:render');
  assert.equal(message.mode, 'fields');
  assert.deepEqual(message.config, JSON.parse(defaultStarter.config));
  assert.deepEqual(message.model, {topic: 'forms'});
  assert.deepEqual(message.options, {formState: {}});
});

test('loading a starter replaces the form, keeps the kit unless the starter has one, and clears a link problem', () => {
  const withProblem = pageReducer(initialPageState, {
    type: 'restored',
    form: {...initialForm, kit: 'ionic'},
    linkProblem: 'The link is damaged.',
  });
  const schema = after([{type: 'starter-chosen', id: 'json-schema'}], withProblem);
  assert.deepEqual(schema.form, formFromStarter(schemaStarter, 'ionic'));
  assert.equal(schema.form.kit, 'ionic');
  assert.equal(schema.starter, schemaStarter);
  assert.equal(schema.linkProblem, null);
  assert.equal(schema.notice, 'Loaded the starter "JSON Schema with oneOf".');
  assert.equal(schema.edited, true);

  const example = after(
    [
      {type: 'example-starters-loaded', starters: [exampleStarter]},
      {type: 'starter-chosen', id: exampleStarter.id},
    ],
    withProblem,
  );
  // Ionic is not one of the starter's kits: its first kit is taken; one of its kits is kept.
  assert.equal(example.form.kit, 'material');
  assert.equal(example.form.fields, exampleStarter.config);
  assert.equal(example.form.schema, schemaStarter.config);
  assert.equal(formFromStarter(exampleStarter, 'primeng').kit, 'primeng');
});

test('a starter that is not there changes nothing', () => {
  assert.equal(pageReducer(loadedPage, {type: 'starter-chosen', id: 'no-such-starter'}), loadedPage);
});

test('Reset returns to the starter in the current kit', () => {
  const state = after([
    {type: 'starter-chosen', id: 'empty'},
    {type: 'frame-ready'},
    {type: 'kit-chosen', kit: 'primeng'},
    {type: 'text-edited', text: 'fields', value: '[1]'},
    {type: 'reset'},
  ]);
  assert.deepEqual(state.form, formFromStarter(emptyStarter, 'primeng'));
  assert.equal(state.notice, 'Reset to the starter "An empty form".');
});

test('a notice replaces the previous one', () => {
  const state = after([
    {type: 'notice', notice: 'Link copied to the clipboard.'},
    {type: 'notice', notice: 'Opened a StackBlitz project with this form in a new tab.'},
  ]);
  assert.equal(state.notice, 'Opened a StackBlitz project with this form in a new tab.');
});

test("the frame's report replaces Formly's error, and Formly's error clears the report", () => {
  const failed = after([{type: 'frame-ready'}, {type: 'render-failed', message: 'The type "x" could not be found'}]);
  assert.equal(failed.formlyError, 'The type "x" could not be found');
  assert.equal(failed.report, null);
  const reported = pageReducer(failed, {type: 'form-reported', report});
  assert.equal(reported.formlyError, null);
  assert.deepEqual(reported.report, report);
  const failedAgain = pageReducer(reported, {type: 'render-failed', message: 'Expression parse error'});
  assert.equal(failedAgain.report, null);
  assert.equal(failedAgain.formlyError, 'Expression parse error');
});

test("the frame's height is kept between 160 and 4000 pixels", () => {
  assert.equal(after([{type: 'frame-height', height: 500}]).frameHeight, 500);
  assert.equal(after([{type: 'frame-height', height: 20}]).frameHeight, 160);
  assert.equal(after([{type: 'frame-height', height: 99_999}]).frameHeight, 4000);
});

test('once a form has been sent, the state records it, and sending again keeps the same state', () => {
  const sent = after([{type: 'form-sent'}]);
  assert.equal(sent.sentForm, true);
  assert.equal(pageReducer(sent, {type: 'form-sent'}), sent);
});
