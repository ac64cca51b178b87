/**
 * Claims of docs/examples/other/hide-fields-with-animations.mdx (and the comments of its
 * app.config.ts), run against @ngx-formly/core 7.1.0: the demo's own field rendered through the
 * real <formly-field> component. The CSS transition itself needs a browser.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel} from '../support/formly';
import {changeRenderedField, demoApp, renderRecordingStyles, renderedTypes} from '../support/examples-extra';

/** The demo's own fields (app.ts), with "Somewhere else" chosen. */
function surveyForm(lazyRender?: boolean) {
  const {fields} = demoApp('other/hide-fields-with-animations');
  const details = fields[1]!;
  const built = buildForm(fields, {
    model: {source: 'other'},
    configs: [renderedTypes('input', 'select', 'radio'), ...(lazyRender === undefined ? [] : [{extras: {lazyRender}}])],
  });
  const rendered = renderRecordingStyles(built, details);
  const choose = (source: string) => changeRenderedField(() => changeModel(built, {source}));
  return {built, rendered, choose};
}

test("by default a hidden field's components are destroyed, and created again when it reappears [examples/hide-fields-with-animations#default-lazy-rendering-hidden-field]", () => {
  const {rendered, choose} = surveyForm();
  assert.deepEqual(rendered.alive, ['RenderedType']);
  choose('friend');
  assert.deepEqual(rendered.alive, [], 'nothing remains to animate');
  assert.deepEqual(rendered.styles, {});
  choose('other');
  assert.deepEqual(rendered.alive, ['RenderedType']);
});

test('with lazyRender: false hidden fields stay, hidden by an inline display: none on <formly-field> [examples/hide-fields-with-animations#lazyrender-false-hidden-fields-stay]', () => {
  const {rendered, choose} = surveyForm(false);
  choose('friend');
  assert.deepEqual(rendered.alive, ['RenderedType'], 'the component stays');
  assert.deepEqual(rendered.styles, {display: 'none'});
  choose('other');
  assert.deepEqual(rendered.styles, {display: ''});
  assert.deepEqual(rendered.alive, ['RenderedType'], 'and is not created twice');
});

test('with lazyRender: false the controls of hidden fields still leave the form [examples/hide-fields-with-animations#lazyrender-false-hidden-fields-stay]', () => {
  const {built, choose} = surveyForm(false);
  assert.ok(built.form.get('sourceDetails'));
  choose('friend');
  assert.equal(built.form.get('sourceDetails'), null);
});
