/**
 * The playground's state in the address hash: it round-trips, and a damaged,
 * oversized or hostile link is refused with a message rather than loaded.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  decodeState,
  describeJsonProblem,
  encodeState,
  maxHashLength,
  maxStateBytes,
  parseJsonText,
  stateHashPrefix,
  StateLinkError,
  type PlaygroundState,
} from '../../plugins/playground/state';

const sample: PlaygroundState = {
  kit: 'material',
  mode: 'fields',
  fields: '[\n  {"key": "name", "type": "input", "props": {"label": "Name — ünïcødé"}}\n]\n',
  schema: '{"type": "object"}',
  model: '{"name": "Ada"}',
  options: '{"formState": {}}',
};

async function deflated(text: string): Promise<string> {
  const stream = new Blob([text])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw') as unknown as TransformStream<Uint8Array, Uint8Array>);
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return `${stateHashPrefix}${Buffer.from(bytes).toString('base64url')}`;
}

test('a state survives encoding and decoding unchanged', async () => {
  const hash = await encodeState(sample);
  assert.ok(hash.startsWith(stateHashPrefix));
  assert.match(hash.slice(stateHashPrefix.length), /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(await decodeState(hash), sample);
});

test('texts that do not parse as JSON are kept as typed', async () => {
  const typing = {...sample, fields: '[{"key": "na'};
  assert.deepEqual(await decodeState(await encodeState(typing)), typing);
});

test('the encoding compresses a repetitive configuration', async () => {
  const fields = JSON.stringify(
    Array.from({length: 50}, (_, index) => ({key: `field${index}`, type: 'input', props: {label: 'Label'}})),
  );
  const hash = await encodeState({...sample, fields});
  assert.ok(hash.length < fields.length / 3, `${hash.length} characters for ${fields.length}`);
});

async function refusal(hash: string): Promise<string> {
  const error = await decodeState(hash).then(
    () => assert.fail('the link was accepted'),
    (caught: unknown) => caught,
  );
  assert.ok(error instanceof StateLinkError, String(error));
  return error.message;
}

test('a hash over the size limit is refused before any work', async () => {
  const message = await refusal(`${stateHashPrefix}${'A'.repeat(maxHashLength)}`);
  assert.match(message, /too large/);
});

test('a small hash that unpacks beyond the limit is refused', async () => {
  const bomb = await deflated(JSON.stringify({...sample, fields: ' '.repeat(maxStateBytes + 10)}));
  assert.ok(bomb.length < maxHashLength);
  assert.match(await refusal(bomb), /too large/);
});

test('damaged links are refused with a message', async () => {
  const good = await encodeState(sample);
  assert.match(await refusal(`${good.slice(0, good.length / 2)}`), /damaged/);
  assert.match(await refusal(`${stateHashPrefix}not base64!`), /damaged/);
  assert.match(await refusal('#v0.abc'), /damaged/);
  assert.match(await refusal(await deflated('not json')), /damaged/);
  assert.match(await refusal(await deflated('[1, 2]')), /damaged/);
  assert.match(await refusal(await deflated(JSON.stringify({...sample, kit: 'winforms'}))), /kit/);
  assert.match(await refusal(await deflated(JSON.stringify({...sample, model: 42}))), /model/);
});

test('a link carrying a __proto__ or constructor key is refused', async () => {
  assert.match(
    await refusal(await deflated(`{"__proto__": {"polluted": true}, ${JSON.stringify(sample).slice(1)}`)),
    /__proto__/,
  );
  assert.match(await refusal(await deflated(JSON.stringify({...sample, constructor: {}}))), /constructor/);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test('JSON errors carry their line and column', () => {
  const result = parseJsonText('[\n  {"key": "name",}\n]');
  assert.equal(result.ok, false);
  if (!result.ok) {
    assert.equal(result.problem.line, 2);
    assert.equal(result.problem.column, 18);
    assert.match(describeJsonProblem(result.problem), /^Line 2, column 18: /);
  }
});

test('editor texts with a prototype key are refused at the key', () => {
  const result = parseJsonText('{\n  "a": 1,\n  "__proto__": {"x": 1}\n}');
  assert.equal(result.ok, false);
  if (!result.ok) {
    assert.match(result.problem.message, /"__proto__" is not allowed/);
    assert.equal(result.problem.line, 3);
  }
  assert.deepEqual(parseJsonText('{"a": [1, "two"]}'), {ok: true, value: {a: [1, 'two']}});
});
