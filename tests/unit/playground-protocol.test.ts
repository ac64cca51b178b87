/**
 * The messages between the /playground page and its sandboxed frame: each side
 * accepts only the shapes the protocol defines, with every field checked.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  findForbiddenKey,
  isFrameToPageMessage,
  isPageToFrameMessage,
  playgroundKits,
  type FrameToPageMessage,
  type PageToFrameMessage,
} from '../../lib/playground-protocol';

const render: PageToFrameMessage = {
  type: 'formly-playground:render',
  revision: 3,
  mode: 'fields',
  config: [{key: 'name', type: 'input', props: {label: 'Name'}}],
  model: {name: 'Ada'},
  options: {formState: {}},
};

test('the page sends render and colour-mode requests the frame accepts', () => {
  assert.ok(isPageToFrameMessage(render));
  assert.ok(isPageToFrameMessage({...render, mode: 'json-schema', config: {type: 'object'}}));
  assert.ok(isPageToFrameMessage({type: 'formly-playground:color-mode', colorMode: 'dark'}));
});

test('the frame refuses malformed requests', () => {
  const malformed: unknown[] = [
    null,
    'formly-playground:render',
    [],
    {...render, type: 'formly-demo:color-mode'},
    {...render, revision: -1},
    {...render, revision: 1.5},
    {...render, mode: 'yaml'},
    {...render, config: {type: 'object'}},
    {...render, mode: 'json-schema', config: []},
    {...render, model: 'Ada'},
    {...render, options: [1]},
    {type: 'formly-playground:color-mode', colorMode: 'sepia'},
  ];
  for (const message of malformed) {
    assert.equal(isPageToFrameMessage(message), false, JSON.stringify(message));
  }
});

test('the frame refuses a request that carries a prototype key anywhere', () => {
  const polluted = JSON.parse('{"__proto__": {"polluted": true}}');
  assert.equal(isPageToFrameMessage({...render, model: polluted}), false);
  assert.equal(isPageToFrameMessage({...render, config: [{key: 'a', props: {constructor: {}}}]}), false);
  assert.equal(isPageToFrameMessage({...render, options: {formState: {prototype: 1}}}), false);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test('findForbiddenKey names the path of the first forbidden key', () => {
  assert.equal(findForbiddenKey({a: [{b: 1}, JSON.parse('{"__proto__": 1}')]}), '$.a[1].__proto__');
  assert.equal(findForbiddenKey({a: {constructorName: 'x'}, proto: 1}), null);
});

test('the page accepts the frame messages of the protocol and nothing else', () => {
  const valid: FrameToPageMessage[] = [
    {type: 'formly-playground:ready', kit: 'bootstrap'},
    {type: 'formly-playground:height', height: 420},
    {type: 'formly-playground:render-failed', revision: 2, message: 'The type "x" could not be found.'},
    {
      type: 'formly-playground:form-state',
      revision: 2,
      model: {a: 1},
      value: {a: 1},
      status: 'INVALID',
      errors: [{path: 'a', errors: ['required']}],
      submitCount: 0,
    },
  ];
  for (const message of valid) {
    assert.ok(isFrameToPageMessage(message), message.type);
  }
  const invalid: unknown[] = [
    {type: 'formly-playground:ready', kit: 'winforms'},
    {type: 'formly-playground:height', height: Number.NaN},
    {type: 'formly-playground:height', height: -5},
    {type: 'formly-playground:render-failed', revision: 2},
    {
      type: 'formly-playground:form-state',
      revision: 2,
      status: 'VALID',
      errors: [{path: 'a', errors: [1]}],
      submitCount: 0,
    },
    {type: 'formly-playground:form-state', revision: 2, status: 'VALID', errors: [], submitCount: -1},
    {type: 'formly-demo:height', height: 10},
  ];
  for (const message of invalid) {
    assert.equal(isFrameToPageMessage(message), false, JSON.stringify(message));
  }
});

test('every kit of the picker is a kit of the protocol', () => {
  for (const kit of playgroundKits) {
    assert.ok(isFrameToPageMessage({type: 'formly-playground:ready', kit}));
  }
});
