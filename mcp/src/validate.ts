import {checkFieldConfig, formatIssues} from '../../lib/field-schema/check';
import {kitByName, kits, type KitName} from '../../lib/kits';
import type {DocsData} from './docs-data';
import {ToolInputError} from './tool-result';

/** The largest field configuration validate_config reads, as JSON text. */
export const MAX_FIELDS_BYTES = 256 * 1024;

const EXAMPLE = '[{"key": "email", "type": "input", "props": {"label": "Email", "required": true}}]';

export const notAFieldArray = (what: string) =>
  `fields must be a field array (FormlyFieldConfig[]), given as a JSON array or as its JSON text, such as ${EXAMPLE}; it is ${what}. Wrap a single field in [ ].`;

/** What kind of JSON value `value` is, for messages: `an object`, `a number`, `null`. */
export function jsonKind(value: unknown): string {
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The deepest nesting of objects and arrays a form has; real ones stay far below this. */
export const MAX_FIELDS_DEPTH = 64;

/** How deep objects and arrays nest in `value`, counted without recursion, whatever the depth. */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'object' && item !== null) {
      deepest = Math.max(deepest, depth);
      Object.values(item).forEach((child) => pending.push([child, depth + 1]));
    }
  }
  return deepest;
}

function checkSize(jsonText: string): void {
  const bytes = Buffer.byteLength(jsonText, 'utf8');
  if (bytes > MAX_FIELDS_BYTES) {
    throw new ToolInputError(
      `fields is ${Math.ceil(bytes / 1024)} KB of JSON; validate_config reads at most ${MAX_FIELDS_BYTES / 1024} KB. Validate the form in parts (a few top-level fields at a time).`,
    );
  }
}

function parseJsonText(jsonText: string): unknown {
  checkSize(jsonText);
  try {
    return JSON.parse(jsonText);
  } catch (error) {
    throw new ToolInputError(
      `fields is not valid JSON (${(error as Error).message}). Send the field array as JSON, with double-quoted keys and strings and no functions or comments, such as ${EXAMPLE}.`,
    );
  }
}

/** The field array `fields` stands for: the value itself, or the JSON text of one. */
export function parseFields(fields: unknown): unknown[] {
  const value = typeof fields === 'string' ? parseJsonText(fields) : fields;
  const depth = nestingDepth(value);
  if (depth > MAX_FIELDS_DEPTH) {
    throw new ToolInputError(
      `fields nests objects and arrays ${depth} levels deep; validate_config reads at most ${MAX_FIELDS_DEPTH}. Validate the inner field groups on their own.`,
    );
  }
  if (typeof fields !== 'string') {
    checkSize(JSON.stringify(value));
  }
  if (!Array.isArray(value)) {
    throw new ToolInputError(notAFieldArray(jsonKind(value)));
  }
  return value;
}

export interface AppNames {
  customTypes?: string[];
  customWrappers?: string[];
}

export function validateConfig(data: DocsData, kit: KitName, fields: unknown, app: AppNames): string {
  const spec = kitByName(kit);
  const {schema, schemaUrl} = data.kits[kit];
  if (!schema) {
    const checked = kits.filter((candidate) => data.kits[candidate.name].schema).map((candidate) => candidate.name);
    throw new ToolInputError(
      `${spec.label} has no published 7.x package, so there is no schema to check its fields against. Pass one of ${checked.join(', ')} as kit.`,
    );
  }
  const parsed = parseFields(fields);
  const issues = checkFieldConfig(schema, parsed, {types: app.customTypes, wrappers: app.customWrappers});
  const against = `${spec.label}'s schema${schemaUrl ? ` (${schemaUrl})` : ''}`;
  if (issues.length === 0) {
    const count = parsed.length === 1 ? 'the 1 top-level field fits' : `the ${parsed.length} top-level fields fit`;
    return `Valid: ${count} ${against}, with no deprecated keys.`;
  }
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  return [
    `${errors} error${errors === 1 ? '' : 's'} and ${issues.length - errors} warning${issues.length - errors === 1 ? '' : 's'} against ${against}:`,
    formatIssues(issues),
  ].join('\n');
}
