/**
 * Claims of docs/examples/other/hide-fields-with-animations.mdx (and the comments of its
 * app.config.ts), run against @ngx-formly/core 7.1.0: the example's field rendered through the
 * real <formly-field> component. The CSS transition itself needs a browser.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, type FormlyFieldConfig} from '../support/formly';
import {changeRenderedField, renderRecordingStyles, renderedTypes} from '../support/examples-extra';

function surveyForm(lazyRender?: boolean) {
  const details: FormlyFieldConfig = {
    key: 'sourceDetails',
    type: 'input',
    className: 'reveal',
    props: {label: 'Where was that?'},
    expressions: {hide: 'model.source !== "other"'},
  };
  const built = buildForm([{key: 'source', type: 'select'}, details], {
    model: {source: 'other'},
    configs: [renderedTypes('input', 'select'), ...(lazyRender === undefined ? [] : [{extras: {lazyRender}}])],
  });
  const rendered = renderRecordingStyles(built, details);
  const choose = (source: string) => changeRenderedField(() => changeModel(built, {source}));
  return {built, rendered, choose};
}

test("by default a hidden field's components are destroyed, and created again when it reappears", () => {
  const {rendered, choose} = surveyForm();
  assert.deepEqual(rendered.alive, ['RenderedType']);
  choose('friend');
  assert.deepEqual(rendered.alive, [], 'nothing remains to animate');
  assert.deepEqual(rendered.styles, {});
  choose('other');
  assert.deepEqual(rendered.alive, ['RenderedType']);
});

test('with lazyRender: false hidden fields stay, hidden by an inline display: none on <formly-field>', () => {
  const {rendered, choose} = surveyForm(false);
  choose('friend');
  assert.deepEqual(rendered.alive, ['RenderedType'], 'the component stays');
  assert.deepEqual(rendered.styles, {display: 'none'});
  choose('other');
  assert.deepEqual(rendered.styles, {display: ''});
  assert.deepEqual(rendered.alive, ['RenderedType'], 'and is not created twice');
});

test('with lazyRender: false the controls of hidden fields still leave the form', () => {
  const {built, choose} = surveyForm(false);
  assert.ok(built.form.get('sourceDetails'));
  choose('friend');
  assert.equal(built.form.get('sourceDetails'), null);
});
