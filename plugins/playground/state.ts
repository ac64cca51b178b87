/**
 * The playground's whole state and its encoding in the address hash:
 * JSON, compressed with deflate-raw (CompressionStream), in base64url, after
 * a version prefix. A link is untrusted input: decoding checks the size before
 * and after decompression and the shape of every field, and says what is wrong.
 */
import {
  findForbiddenKey,
  isPlaygroundKit,
  isPlaygroundMode,
  type PlaygroundKit,
  type PlaygroundMode,
} from '../../lib/playground-protocol';

export interface PlaygroundState {
  kit: PlaygroundKit;
  mode: PlaygroundMode;
  /** The editors' texts, kept as typed (even when they do not parse), so a link or a reload loses nothing. */
  fields: string;
  schema: string;
  model: string;
  options: string;
}

/** The hash prefix of an encoded state; a new encoding gets a new version. */
export const stateHashPrefix = '#v1.';
/** The query parameter that opens a starter by its id (links from other pages: /playground?starter=home). */
export {starterParam} from '../../lib/playground-address';
/** The largest hash a link may carry. */
export const maxHashLength = 64 * 1024;
/** The largest state once decompressed: a small link cannot expand into a huge one. */
export const maxStateBytes = 1024 * 1024;

export class StateLinkError extends Error {}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) {
    throw new StateLinkError('The link is damaged: it contains characters a playground link never has.');
  }
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    throw new StateLinkError('The link is damaged: its data is cut or altered.');
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) {
      break;
    }
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new StateLinkError(`The link is too large: its content exceeds ${limit / 1024} KB once unpacked.`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new Blob([bytes as BlobPart]).stream();
}

/** A deflate-raw (de)compressor, typed for Uint8Array streams (lib.dom types its input as BufferSource). */
function deflateRaw(direction: 'compress' | 'decompress'): TransformStream<Uint8Array, Uint8Array> {
  const stream =
    direction === 'compress' ? new CompressionStream('deflate-raw') : new DecompressionStream('deflate-raw');
  return stream as unknown as TransformStream<Uint8Array, Uint8Array>;
}

export async function encodeState(state: PlaygroundState): Promise<string> {
  const json = JSON.stringify({
    kit: state.kit,
    mode: state.mode,
    fields: state.fields,
    schema: state.schema,
    model: state.model,
    options: state.options,
  });
  const compressed = await readAll(
    streamOf(new TextEncoder().encode(json)).pipeThrough(deflateRaw('compress')),
    Number.POSITIVE_INFINITY,
  );
  return `${stateHashPrefix}${toBase64Url(compressed)}`;
}

function parseStateObject(value: unknown): PlaygroundState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new StateLinkError('The link is damaged: it does not describe a playground.');
  }
  const forbidden = findForbiddenKey(value);
  if (forbidden) {
    throw new StateLinkError(`The link is refused: it contains the key ${forbidden}.`);
  }
  const record = value as Record<string, unknown>;
  if (!isPlaygroundKit(record.kit)) {
    throw new StateLinkError('The link is damaged: it names no kit the playground knows.');
  }
  if (!isPlaygroundMode(record.mode)) {
    throw new StateLinkError('The link is damaged: its editor mode is unknown.');
  }
  const texts = ['fields', 'schema', 'model', 'options'] as const;
  for (const name of texts) {
    if (typeof record[name] !== 'string') {
      throw new StateLinkError(`The link is damaged: its ${name} are missing.`);
    }
  }
  return {
    kit: record.kit,
    mode: record.mode,
    fields: record.fields as string,
    schema: record.schema as string,
    model: record.model as string,
    options: record.options as string,
  };
}

/** The state a `#v1.` hash carries; throws StateLinkError with a reader-facing message otherwise. */
export async function decodeState(hash: string): Promise<PlaygroundState> {
  if (hash.length > maxHashLength) {
    throw new StateLinkError(
      `The link is too large (${Math.ceil(hash.length / 1024)} KB; the limit is ${maxHashLength / 1024} KB).`,
    );
  }
  if (!hash.startsWith(stateHashPrefix)) {
    throw new StateLinkError('The link is damaged: it does not start like a playground link.');
  }
  const compressed = fromBase64Url(hash.slice(stateHashPrefix.length));
  let bytes: Uint8Array;
  try {
    bytes = await readAll(streamOf(compressed).pipeThrough(deflateRaw('decompress')), maxStateBytes);
  } catch (error) {
    if (error instanceof StateLinkError) {
      throw error;
    }
    throw new StateLinkError('The link is damaged: its data cannot be unpacked.');
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(bytes));
  } catch {
    throw new StateLinkError('The link is damaged: its data is not readable.');
  }
  return parseStateObject(value);
}

export interface JsonProblem {
  message: string;
  line?: number;
  column?: number;
}

export type JsonResult = {ok: true; value: unknown} | {ok: false; problem: JsonProblem};

function lineAndColumn(text: string, position: number): {line: number; column: number} {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  return {line, column: position - before.lastIndexOf('\n')};
}

/**
 * Parses an editor's text. Errors carry the line and column (1-based); keys
 * that would reach a prototype are refused.
 */
export function parseJsonText(text: string): JsonResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(raw);
    const explicit = /line (\d+) column (\d+)/.exec(raw);
    const message = raw
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/\s*in JSON at position \d+/, '')
      .replace(/^JSON\.parse: /, '');
    if (explicit) {
      return {ok: false, problem: {message, line: Number(explicit[1]), column: Number(explicit[2])}};
    }
    if (position) {
      return {ok: false, problem: {message, ...lineAndColumn(text, Number(position[1]))}};
    }
    return {ok: false, problem: {message}};
  }
  const forbidden = findForbiddenKey(value);
  if (forbidden) {
    const key = forbidden.slice(forbidden.lastIndexOf('.') + 1);
    const index = text.indexOf(`"${key}"`);
    return {
      ok: false,
      problem: {
        message: `The key "${key}" is not allowed (${forbidden}).`,
        ...(index >= 0 ? lineAndColumn(text, index) : {}),
      },
    };
  }
  return {ok: true, value};
}

/** "line 3, column 7: message", or the message alone when the position is unknown. */
export function describeJsonProblem(problem: JsonProblem): string {
  return problem.line === undefined
    ? problem.message
    : `Line ${problem.line}, column ${problem.column}: ${problem.message}`;
}
