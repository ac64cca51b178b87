/**
 * Checks a field configuration against a kit's schema (lib/field-schema/generate.ts) and says,
 * for each problem, how to fix it. One checker for every reader: the MCP server's
 * `validate_config`, the playground's warnings and the tests of the docs' examples. Its errors
 * are exactly what a JSON Schema validator rejects with the same schema; its warnings
 * (deprecated keys) are what the schema only annotates. Pure and browser-safe.
 */
import {propsDefinition, typeNamesOf, type FieldArraySchema, type MemberSchema, type PropertySchema} from './types';
import {readExpression, type Token} from './expression-grammar';

export interface FieldConfigIssue {
  /** Where, as a reader would write it in code: `fields[0].fieldGroup[1].props.label`. */
  path: string;
  /** The same place as keys and indexes from the field array down: `[0, 'fieldGroup', 1, 'props', 'label']`. */
  at: (string | number)[];
  severity: 'error' | 'warning';
  /** Whether the key at `at` is the problem (unknown, deprecated) or its value. */
  subject: 'key' | 'value';
  message: string;
}

/** Types and wrappers an app registers itself, which the kit's schema cannot know. */
export interface AppRegistrations {
  types?: readonly string[];
  wrappers?: readonly string[];
  /** The validators the app registers by name; when given, a field's named validators must be among them. */
  validators?: readonly string[];
  /**
   * The app reads string expressions with Formly 7.1's parser (withFormlyFieldExpression(), as the
   * playground does): the strings that parser refuses, or reads as nothing, are reported too.
   */
  expressionParser?: boolean;
}

/** The names an expression read by Formly 7.1's parser can use. */
const expressionNames = new Set(['model', 'formState', 'field']);

/** The comparisons the parser evaluates; any other operator it reads stops the form when evaluated. */
const comparisons = new Set(['===', '!==', '==', '!=', '<', '<=', '>', '>=']);

/** What Formly 7.1's parser does not read in a string expression, as a message; undefined when nothing. */
export function expressionProblem(expression: string): string | undefined {
  // Quoted text is the expression's data, not its code: blanked before the checks below.
  const code = expression.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, '""');
  const stops =
    'it logs "Expression parse error"; a hide or props.disabled expression can then stop the form ("expr is not a function"), and any other gives false';
  const arrow = /^\s*(?:\(\s*([A-Za-z_$][\w$]*)?\s*(?:,[^)]*)?\)|([A-Za-z_$][\w$]*))\s*=>\s*([\s\S]+)$/.exec(
    expression,
  );
  // A function expression: the keyword, an optional name, the parameters and a body. The word alone
  // (`!function`) is a name to the parser, read like any other unknown name below.
  if (arrow || /(^|[^.\w$])function\s*(?:[A-Za-z_$][\w$]*\s*)?\([^)]*\)\s*\{/.test(code)) {
    const parameter = arrow?.[1] ?? arrow?.[2];
    const body = arrow?.[3]?.trim();
    // The function's parameter is the field: its paths read from field. A body that reads model or
    // formState under the parameter's name reads them from the field as well (field.model).
    const instead =
      body && !body.startsWith('{')
        ? parameter && parameter !== 'field'
          ? body.replace(new RegExp(`(?<![\\w$.])${parameter.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'), 'field')
          : body
        : undefined;
    return `is a function, which Formly's expression parser (withFormlyFieldExpression) cannot read: ${stops}. Write what the function returns, with the names model, formState and field${instead ? `: "${instead}"` : ', such as "!model.agreed"'}.`;
  }
  const operator = /\?\.|\?\?|,|(?<!&)&(?!&)|(?<!\|)\|(?!\|)/.exec(code)?.[0];
  if (operator) {
    return `uses "${operator}", which Formly's expression parser (withFormlyFieldExpression) cannot read: ${stops}. Write it with the operators the parser reads (&&, ||, !, ===, <, +, …), such as "model.a && model.a.b".`;
  }
  const reading = readExpression(expression);
  switch (reading.kind) {
    case 'unreadable':
      return `uses "${reading.character}", which Formly's expression parser cannot read: ${stops}. ${unreadableHint(reading.character, nameAround(expression.trim(), reading.at))}`;
    case 'unclosed string':
      return `opens a string that is never closed: the parser takes the rest of the expression as its text, without an error. Close it with the same quote.`;
    case 'unexpected':
      return unexpectedProblem(reading.token, reading.previous, stops);
    case 'read':
      break;
  }
  const unknownComparison = reading.comparisons.find((token) => !comparisons.has(token.text));
  if (unknownComparison?.text === '=') {
    return `uses "=", an assignment, which Formly's expression parser cannot evaluate: the form stops with "Unknown operator: =". Compare with === instead.`;
  }
  if (unknownComparison) {
    return `uses "${unknownComparison.text}", which Formly's expression parser reads as one operator it cannot evaluate: the form stops with "Unknown operator: ${unknownComparison.text}". Write ===, !==, <, <=, > or >=.`;
  }
  const root = reading.roots.find((token) => !expressionNames.has(token.text));
  if (root) {
    const example = /^(this|typeof|new|void|delete|in|instanceof)$/.test(root.text)
      ? 'model.total'
      : `model.${root.text}`;
    return `reads "${root.text}", which is not model, formState or field: Formly's expression parser reads an unknown name as a property of an empty object (undefined, or one every object has, such as constructor), without a warning. An expression reads model, formState and field, such as "${example}".`;
  }
  const [next] = reading.rest;
  if (next) {
    const previous = reading.previous!;
    const read = expression.trim().slice(0, next.at).trimEnd();
    if (next.kind === '(' && (previous.kind === 'name' || previous.kind === ']')) {
      const called = previous.kind === 'name' ? previous.text : 'a function';
      return `calls ${called}(…), which Formly's expression parser does not do: it drops the call and gives what the path holds: the function itself on an object that has one, which counts as true; undefined on plain data, which counts as false. Compare values instead, or set the value in the model or formState from your code.`;
    }
    if (previous.kind === 'number' && next.kind === 'name' && next.at === previous.at + previous.text.length) {
      return `writes the number ${previous.text}${next.text}, of which Formly's expression parser reads only the digits before the letter. Write the number out in plain digits.`;
    }
    if (next.kind === 'comparison') {
      return `compares twice in a row ("${read} ${next.text}"): Formly's expression parser reads the first comparison and ignores "${next.text}" and what follows, without a warning. Join two comparisons with &&, such as "model.a < model.b && model.b < model.c".`;
    }
    return `has more after a complete expression: Formly's expression parser stops after "${read}" and ignores "${expression.trim().slice(next.at)}", without a warning. Join the parts with an operator (&&, ||, +, ===, …) or remove the rest.`;
  }
  return undefined;
}

/** The run of letters, digits, _ and $ (any alphabet) around position `at`: the name a reader wrote there. */
function nameAround(expression: string, at: number): string {
  const before = /[\p{L}\p{N}_$]*$/u.exec(expression.slice(0, at))![0];
  const after = /^[\p{L}\p{N}_$]*/u.exec(expression.slice(at))![0];
  return before + after;
}

/** What to write instead of a character the parser has no token for (`name`: the name it stands in). */
function unreadableHint(character: string, name: string): string {
  if (character === '{' || character === '}') {
    return 'It reads no object literals: set an object in the model or formState and read it from there.';
  }
  if (character === '`') {
    return 'It reads no template strings: join strings with +, such as "\'Hello \' + model.name".';
  }
  if (character === ';') {
    return 'It reads one expression, not statements: remove the semicolon.';
  }
  if (/\p{L}/u.test(character)) {
    return `Names are ASCII letters, digits, _ and $: reach a key with another letter in brackets, such as "model['${name}']".`;
  }
  return 'It reads names, numbers, quoted strings, ( ), [ ], ., !, the comparisons, + - * / %, && and || and ? :.';
}

/** The message for a token the parser throws at. */
function unexpectedProblem(token: Token, previous: Token | undefined, stops: string): string {
  if (token.kind === 'end') {
    return `ends too early${previous ? `, after "${previous.text}"` : ''}: Formly's expression parser expects more there; ${stops}. Complete the expression.`;
  }
  if (token.kind === 'arithmetic' && token.text === '-') {
    return `puts a minus sign in front of something other than a number, which Formly's expression parser does not read: ${stops}. Subtract from zero instead, such as "0 - model.offset".`;
  }
  if (token.kind === '[') {
    return `writes an array literal ([…]), which Formly's expression parser does not read: ${stops}. Set the array in the model or formState and read it from there.`;
  }
  return `has "${token.text}" where Formly's expression parser expects a value or an operator${previous ? ` after "${previous.text}"` : ''}: ${stops}.`;
}

/**
 * A value a TypeScript source computes at run time (a function, a variable, a call), as
 * lib/field-schema/source-fields.ts reads examples: accepted wherever a value goes.
 */
export class RuntimeValue {
  constructor(readonly source: string) {}
}

type JsonObject = Record<string, unknown>;

/** How deep (in keys and indexes) the check follows field groups; forms stay far below. */
const maxDepth = 200;
type Segment = string | number;

/** `[0, 'props', 'label']` → `fields[0].props.label`; a key that is no identifier is quoted. */
export function pathOf(at: readonly Segment[]): string {
  return `fields${at
    .map((segment) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(segment)
          ? `.${segment}`
          : `[${JSON.stringify(segment)}]`,
    )
    .join('')}`;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RuntimeValue);
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export function quoted(names: readonly string[]): string {
  return names.map((name) => `"${name}"`).join(', ');
}

/** Edit distance, to suggest the member a misspelt key meant. */
function distance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}

/** The candidate a misspelt name most likely meant, if one is close enough. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: {candidate: string; score: number} | undefined;
  for (const candidate of candidates) {
    const score = distance(name, candidate);
    if (score <= Math.min(2, Math.floor(name.length / 2)) && (!best || score < best.score)) {
      best = {candidate, score};
    }
  }
  return best?.candidate;
}

/** A plain property, not `fieldGroup`, `fieldArray` or `wrappers` (whose items are fields or names). */
function isPropertySchema(schema: MemberSchema): schema is PropertySchema {
  return !('items' in schema) && !('$ref' in schema);
}

/** Why `value` does not fit a property's JSON constraint, or undefined when it does. */
function mismatch(schema: PropertySchema, value: unknown): string | undefined {
  if (value instanceof RuntimeValue) {
    return undefined;
  }
  if (schema.enum && !(typeof value === 'string' && schema.enum.includes(value))) {
    return `must be one of ${quoted(schema.enum)} (${schema['x-typescript']}); it is ${JSON.stringify(value)}`;
  }
  if (schema.type) {
    const allowed = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!allowed.includes(typeof value as (typeof allowed)[number])) {
      return `must be ${allowed.map((type) => `a ${type}`).join(' or ')} (${schema['x-typescript']}); it is ${jsonTypeOf(value)}`;
    }
  }
  return undefined;
}

class Checker {
  readonly issues: FieldConfigIssue[] = [];
  private readonly types: Set<string>;
  private readonly wrappers: Set<string>;
  /** Every prop name some type of the kit reads, to tell a prop written at the field's level. */
  private readonly propNames = new Set<string>();

  constructor(
    private readonly schema: FieldArraySchema,
    private readonly registrations: AppRegistrations,
  ) {
    this.types = new Set([...typeNamesOf(schema), ...(registrations.types ?? [])]);
    this.wrappers = new Set([...schema['x-wrappers'], ...(registrations.wrappers ?? [])]);
    for (const [name, definition] of Object.entries(schema.definitions)) {
      if (name.startsWith(propsDefinition(''))) {
        Object.keys(definition.properties).forEach((prop) => this.propNames.add(prop));
      }
    }
  }

  private add(
    severity: FieldConfigIssue['severity'],
    at: Segment[],
    message: string,
    subject: 'key' | 'value' = 'value',
  ) {
    this.issues.push({path: pathOf(at), at, severity, subject, message});
  }

  fieldArray(value: unknown, path: Segment[]) {
    if (value instanceof RuntimeValue) {
      return;
    }

    if (!Array.isArray(value)) {
      this.add(
        'error',
        path,
        `must be an array of fields, like [{"key": "email", "type": "input"}]; it is ${jsonTypeOf(value)}.`,
      );
      return;
    }
    value.forEach((field, index) => this.field(field, [...path, index]));
  }

  field(value: unknown, path: Segment[]) {
    if (value instanceof RuntimeValue) {
      return;
    }
    // Each level is a few stack frames: a pasted or linked configuration nested thousands deep must not overflow it.
    if (path.length > maxDepth) {
      this.add(
        'error',
        path,
        `nests fields more than ${maxDepth} keys deep; the check stops here. Flatten the groups.`,
      );
      return;
    }
    if (!isObject(value)) {
      this.add(
        'error',
        path,
        `must be an object describing one field, like {"key": "email", "type": "input"}; it is ${jsonTypeOf(value)}.`,
      );
      return;
    }
    const members = this.schema.definitions.field.properties;
    const type = typeof value.type === 'string' ? value.type : undefined;
    for (const [key, member] of Object.entries(value)) {
      const at = [...path, key];
      const schema = members[key];
      if (!schema) {
        this.unknownMember(key, at);
        continue;
      }
      if (key === 'type') {
        this.fieldType(member, at);
      } else if (key === 'fieldGroup') {
        this.fieldArray(member, at);
      } else if (key === 'fieldArray') {
        this.field(member, at);
      } else if (key === 'wrappers') {
        this.wrapperList(member, at);
      } else if (key === 'props' || key === 'templateOptions') {
        this.props(member, type, at);
      } else if (isPropertySchema(schema)) {
        const problem = mismatch(schema, member);
        if (problem) this.add('error', at, `${problem}.`);
      }
      if (key === 'validators' || key === 'asyncValidators') {
        this.namedValidators(member, at);
      }
      if (
        this.registrations.expressionParser &&
        ['expressions', 'expressionProperties', 'hideExpression'].includes(key)
      ) {
        this.stringExpressions(member, at);
      }
      if (isPropertySchema(schema) && schema.deprecated) {
        this.add('warning', at, schema.deprecationMessage ?? `"${key}" is deprecated.`, 'key');
      }
    }
  }

  /** The names in `validators.validation` (or `asyncValidators.validation`), when the app's validators are known. */
  private namedValidators(value: unknown, at: Segment[]) {
    const known = [...(this.schema['x-app-registrations']?.validators ?? []), ...(this.registrations.validators ?? [])];
    const validation = isObject(value) ? value.validation : undefined;
    if (
      (!this.schema['x-app-registrations']?.validators && !this.registrations.validators) ||
      !Array.isArray(validation)
    ) {
      return;
    }
    validation.forEach((entry, index) => {
      const name =
        typeof entry === 'string' ? entry : isObject(entry) && typeof entry.name === 'string' ? entry.name : undefined;
      if (name !== undefined && !known.includes(name)) {
        const nearest = closest(name, new Set(known));
        this.add(
          'error',
          [...at, 'validation', index],
          `no validator is registered as "${name}": Formly stops the form with "The validator "${name}" could not be found". ${nearest ? `Did you mean "${nearest}"? ` : ''}The registered ones are ${quoted([...known].sort())}; a validator of your own must be registered in your app (provideFormlyCore({validators: [...]})).`,
        );
      }
    });
  }

  /** The string expressions of `expressions`, `expressionProperties` or `hideExpression`, as the parser reads them. */
  private stringExpressions(value: unknown, at: Segment[]) {
    const strings: [string, Segment[]][] =
      typeof value === 'string'
        ? [[value, at]]
        : isObject(value)
          ? Object.entries(value).flatMap(([name, inner]): [string, Segment[]][] =>
              typeof inner === 'string' ? [[inner, [...at, name]]] : [],
            )
          : [];
    for (const [expression, where] of strings) {
      const problem = expressionProblem(expression);
      if (problem) this.add('error', where, problem);
    }
  }

  private unknownMember(key: string, at: Segment[]) {
    const members = Object.keys(this.schema.definitions.field.properties);
    const nearest = closest(key, members);
    const fix = this.propNames.has(key)
      ? `"${key}" is a prop: move it into "props" ("props": {"${key}": …}).`
      : nearest
        ? `Did you mean "${nearest}"?`
        : `Remove it; a field's keys are ${quoted(members)}.`;
    this.add('error', at, `FormlyFieldConfig has no "${key}". ${fix}`, 'key');
  }

  private fieldType(value: unknown, at: Segment[]) {
    if (value instanceof RuntimeValue) {
      return;
    }
    if (typeof value !== 'string') {
      this.add('error', at, `must be the name of a field type, a string; it is ${jsonTypeOf(value)}.`);
      return;
    }
    if (!this.types.has(value)) {
      const nearest = closest(value, this.types);
      this.add(
        'error',
        at,
        `${this.schema['x-package']} registers no type "${value}". ${nearest ? `Did you mean "${nearest}"? ` : ''}${this.listed('types', this.types)}; a type of your own must be registered in your app (provideFormlyCore({types: [...]})).`,
      );
    }
  }

  /** The names a message lists: the package's own, then what the app registers besides them. */
  private listed(kind: 'types' | 'wrappers', names: Set<string>): string {
    const app = new Set([...(this.schema['x-app-registrations']?.[kind] ?? []), ...(this.registrations[kind] ?? [])]);
    const own = [...names].filter((name) => !app.has(name)).sort();
    const besides = [...names].filter((name) => app.has(name)).sort();
    return `Its ${kind} are ${quoted(own)}${besides.length > 0 ? `, and registered besides them: ${quoted(besides)}` : ''}`;
  }

  private wrapperList(value: unknown, at: Segment[]) {
    if (value instanceof RuntimeValue) {
      return;
    }
    if (!Array.isArray(value)) {
      this.add('error', at, `must be an array of wrapper names, like ["form-field"]; it is ${jsonTypeOf(value)}.`);
      return;
    }
    value.forEach((wrapper, index) => {
      if (wrapper instanceof RuntimeValue) return;
      if (typeof wrapper !== 'string' || !this.wrappers.has(wrapper)) {
        this.add(
          'error',
          [...at, index],
          `${this.schema['x-package']} registers no wrapper ${JSON.stringify(wrapper)}. ${this.listed('wrappers', this.wrappers)}; a wrapper of your own must be registered in your app (provideFormlyCore({wrappers: [...]})).`,
        );
      }
    });
  }

  private props(value: unknown, type: string | undefined, at: Segment[]) {
    if (value instanceof RuntimeValue) {
      return;
    }
    if (!isObject(value)) {
      this.add(
        'error',
        at,
        `must be an object of the field's props, like {"label": "Email"}; it is ${jsonTypeOf(value)}.`,
      );
      return;
    }
    const definition = type ? this.schema.definitions[propsDefinition(type)] : undefined;
    if (!definition) {
      return;
    }
    for (const [name, prop] of Object.entries(value)) {
      const schema = definition.properties[name];
      if (!schema || !isPropertySchema(schema)) {
        continue;
      }
      const problem = mismatch(schema, prop);
      if (problem) this.add('error', [...at, name], `${problem}.`);
      if (schema.deprecated) {
        this.add('warning', [...at, name], schema.deprecationMessage ?? `"${name}" is deprecated.`, 'key');
      }
    }
  }
}

/** Every problem of `fields` (a field array, as JSON or as read from a source file) against a kit's schema. */
export function checkFieldConfig(
  schema: FieldArraySchema,
  fields: unknown,
  registrations: AppRegistrations = {},
): FieldConfigIssue[] {
  const checker = new Checker(schema, registrations);
  checker.fieldArray(fields, []);
  return checker.issues;
}

/** The issues as lines a reader can act on: `error fields[0].type: … `. */
export function formatIssues(issues: readonly FieldConfigIssue[]): string {
  return issues.map((issue) => `${issue.severity} ${issue.path}: ${issue.message}`).join('\n');
}
