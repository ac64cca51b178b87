import {RuntimeValue, checkFieldConfig, pathOf, type FieldConfigIssue} from '../../lib/field-schema/check';
import {fieldArraysOf, initializersOf, jsonPart} from '../../lib/field-schema/source-fields';
import {kitByName, kits, type KitName} from '../../lib/kits';
import type {DocsData} from './docs-data';
import {runFormlyCheck, type AppRegistrations, type FormlyIssue} from './formly-check';
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

function checkSize(jsonText: string, name = 'fields'): void {
  const bytes = Buffer.byteLength(jsonText, 'utf8');
  if (bytes > MAX_FIELDS_BYTES) {
    throw new ToolInputError(
      `${name} is ${Math.ceil(bytes / 1024)} KB of JSON; validate_config reads at most ${MAX_FIELDS_BYTES / 1024} KB. ${name === 'fields' ? 'Validate the form in parts (a few top-level fields at a time).' : `Send a smaller ${name}.`}`,
    );
  }
}

function checkDepth(value: unknown, name: string): void {
  const depth = nestingDepth(value);
  if (depth > MAX_FIELDS_DEPTH) {
    throw new ToolInputError(
      `${name} nests objects and arrays ${depth} levels deep; validate_config reads at most ${MAX_FIELDS_DEPTH}. ${name === 'fields' ? 'Validate the inner field groups on their own.' : `Send a flatter ${name}.`}`,
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
  checkDepth(value, 'fields');
  if (typeof fields !== 'string') {
    checkSize(JSON.stringify(value));
  }
  if (!Array.isArray(value)) {
    throw new ToolInputError(notAFieldArray(jsonKind(value)));
  }
  return value;
}

/** Which check found a problem: the kit's JSON Schema, or the form built by @ngx-formly/core 7.1.0. */
export type CheckName = 'schema' | 'formly';
const checkLabels: Record<CheckName, string> = {schema: 'schema', formly: 'Formly 7.1.0'};

export interface ValidationIssue {
  path: string;
  severity: 'error' | 'warning';
  message: string;
  /** The checks that found it, schema first. */
  checks: CheckName[];
  /** For TypeScript input: the line of the source it is on. */
  line?: number;
}

export interface ValidationResult {
  valid: boolean;
  errors: number;
  warnings: number;
  /** The top-level fields checked. */
  fieldCount: number;
  /** The checks that ran. */
  checks: CheckName[];
  issues: ValidationIssue[];
}

export interface ValidateOptions extends AppRegistrations {
  /** The model the form starts with, for the expressions Formly evaluates while building. */
  model?: Record<string, unknown>;
  formState?: Record<string, unknown>;
  /** Only the schema check (what an editor with the kit's JSON Schema sees); by default Formly builds the form too. */
  schemaOnly?: boolean;
}

/** Issues of both checks: where both find an error at one path, one issue names both checks. */
function mergeIssues(schema: FieldConfigIssue[], formly: FormlyIssue[]): ValidationIssue[] {
  const issues: ValidationIssue[] = schema.map((issue) => ({
    path: issue.path,
    severity: issue.severity,
    message: issue.message,
    checks: ['schema'],
  }));
  for (const issue of formly) {
    const path = pathOf(issue.at);
    // An error both checks find at one place is one fact (a type or wrapper the app does not
    // register); a warning there may be another (a deprecated key whose expression reads a wrong path).
    const same = issues.find(
      (candidate) =>
        candidate.path === path &&
        candidate.severity === 'error' &&
        issue.severity === 'error' &&
        !candidate.checks.includes('formly'),
    );
    if (same) {
      same.checks.push('formly');
      same.message = `${same.message} Formly 7.1.0: ${issue.message}`;
    } else {
      issues.push({path, severity: issue.severity, message: issue.message, checks: ['formly']});
    }
  }
  return issues;
}

/** The kit's data with its schema; a kit without one (no published package) cannot be checked. */
function checkedKit(data: DocsData, kit: KitName) {
  const spec = kitByName(kit);
  const kitData = data.kits[kit];
  const {schema} = kitData;
  if (!schema) {
    const checked = kits.filter((candidate) => data.kits[candidate.name].schema).map((candidate) => candidate.name);
    throw new ToolInputError(
      `${spec.label} has no published 7.x package, so there is no schema to check its fields against and no kit to build them with. Pass one of ${checked.join(', ')} as kit.`,
    );
  }
  return {...kitData, schema};
}

function checkOptions(options: ValidateOptions): void {
  for (const [name, value] of [
    ['model', options.model],
    ['formState', options.formState],
  ] as const) {
    if (value !== undefined) {
      checkSize(JSON.stringify(value), name);
      checkDepth(value, name);
    }
  }
}

/**
 * Both checks of one field array: `fields` as the schema check reads it (a source's computed values
 * as RuntimeValues), `json` as Formly builds it (those values left out).
 */
function checkArray(
  kit: ReturnType<typeof checkedKit>,
  fields: unknown[],
  json: unknown[],
  options: ValidateOptions,
): ValidationIssue[] {
  const presets = (options.presets ?? []).map((name) => `#${name.replace(/^#/, '')}`);
  const schemaIssues = checkFieldConfig(kit.schema, fields, {
    types: [...(options.customTypes ?? []), ...presets],
    wrappers: options.customWrappers,
    ...(options.customValidators ? {validators: options.customValidators} : {}),
  });
  const formlyIssues = options.schemaOnly
    ? []
    : runFormlyCheck({kit, fields: json, model: options.model, formState: options.formState, app: options});
  return mergeIssues(schemaIssues, formlyIssues);
}

function result(issues: ValidationIssue[], fieldCount: number, options: ValidateOptions): ValidationResult {
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  return {
    valid: issues.length === 0,
    errors,
    warnings: issues.length - errors,
    fieldCount,
    checks: options.schemaOnly ? ['schema'] : ['schema', 'formly'],
    issues,
  };
}

export function validateFields(
  data: DocsData,
  kit: KitName,
  fields: unknown,
  options: ValidateOptions,
): ValidationResult {
  const kitData = checkedKit(data, kit);
  const parsed = parseFields(fields);
  checkOptions(options);
  return result(checkArray(kitData, parsed, parsed, options), parsed.length, options);
}

/**
 * validate_config on the text of a TypeScript file: every field array it writes as a literal
 * (fieldArraysOf), each checked as validateFields checks JSON, with what the source computes left to
 * the schema check (which accepts it) and out of the form Formly builds. A field a class property
 * holds (`this.passwordField`) is read from that property. Each issue names its array (`this.fields[0]…`)
 * and its line.
 */
export function validateSource(
  data: DocsData,
  kit: KitName,
  source: string,
  options: ValidateOptions,
): ValidationResult & {arrays: {name: string; line: number}[]} {
  const kitData = checkedKit(data, kit);
  checkSize(source, 'fields');
  checkOptions(options);
  let arrays: ReturnType<typeof fieldArraysOf>;
  try {
    arrays = fieldArraysOf(source, 'input.ts');
  } catch (error) {
    // The TypeScript parser and the reader recurse: code nested thousands deep exhausts the stack.
    if (error instanceof RangeError) {
      throw new ToolInputError(
        `fields, read as TypeScript, nests too deep to read; validate_config reads at most ${MAX_FIELDS_DEPTH} levels of objects and arrays. Validate the inner field groups on their own.`,
      );
    }
    throw error;
  }
  if (arrays.length === 0) {
    throw new ToolInputError(
      'fields, read as TypeScript, writes no field array: validate_config looks for a property or constant typed FormlyFieldConfig[] (or named fields) whose value is an array literal, such as `fields: FormlyFieldConfig[] = [{ key: "email", type: "input" }];`.',
    );
  }
  const resolve = (code: string) => {
    const property = /^this\.(\w+)$/.exec(code)?.[1];
    const value = property ? initializersOf(source, [property], 'input.ts').get(property) : undefined;
    return value instanceof RuntimeValue ? undefined : value;
  };
  const issues: ValidationIssue[] = [];
  let fieldCount = 0;
  for (const array of arrays) {
    const fields = array.value as unknown[];
    const json = jsonPart(fields, resolve) as unknown[];
    checkDepth(json, 'fields');
    fieldCount += fields.length;
    for (const issue of checkArray(kitData, fields, json, options)) {
      issues.push({
        ...issue,
        path: `${array.name}${issue.path.slice('fields'.length)}`,
        line: lineOf(array.lines, issue.path),
      });
    }
  }
  return {...result(issues, fieldCount, options), arrays: arrays.map(({name, line}) => ({name, line}))};
}

/** The line of a path, or of the nearest part above it that the source writes. */
function lineOf(lines: Map<string, number>, path: string): number | undefined {
  for (let prefix = path; prefix.length > 0; prefix = prefix.replace(/(\.[^.[\]]+|\[[^\]]*\])$/, '')) {
    const line = lines.get(prefix);
    if (line !== undefined) return line;
    if (!/(\.[^.[\]]+|\[[^\]]*\])$/.test(prefix)) break;
  }
  return undefined;
}

/** The result as text: a summary line, then one line per issue: `error fields[0].type [schema]: …`. */
export function formatValidation(data: DocsData, kit: KitName, result: ValidationResult): string {
  const spec = kitByName(kit);
  const {schemaUrl} = data.kits[kit];
  const against = `${spec.label}'s schema${schemaUrl ? ` (${schemaUrl})` : ''}${result.checks.includes('formly') ? ` and built with @ngx-formly/core 7.1.0 and ${spec.label}'s types` : ''}`;
  if (result.valid) {
    const count =
      result.fieldCount === 1 ? 'the 1 top-level field fits' : `the ${result.fieldCount} top-level fields fit`;
    return `Valid: ${count} ${against}, with no deprecated keys.`;
  }
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return [
    `${plural(result.errors, 'error')} and ${plural(result.warnings, 'warning')}, checked against ${against}:`,
    ...result.issues.map(
      (issue) =>
        `${issue.severity} ${issue.path}${issue.line ? ` (line ${issue.line})` : ''} [${issue.checks.map((check) => checkLabels[check]).join(', ')}]: ${issue.message}`,
    ),
  ].join('\n');
}
