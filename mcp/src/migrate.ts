/**
 * migrate_config: a field configuration written for Formly 5 or 6 rewritten for Formly 7, with every
 * change it makes, each at its path. What it rewrites is what Formly 7's typings mark deprecated and
 * their notes name as the replacement (templateOptions, hideExpression, expressionProperties) and the
 * validation message names Formly 7 logs a deprecation for (minlength, maxlength).
 */
import {pathOf} from '../../lib/field-schema/check';
import {codeBlock} from './tool-result';

type Segment = string | number;
type JsonObject = Record<string, unknown>;

export interface MigrationChange {
  path: string;
  /** What was there and what is there now. */
  message: string;
}

export interface MigrationResult {
  fields: unknown[];
  changes: MigrationChange[];
  /** What the migration cannot do for the caller: code outside the JSON that needs the same change. */
  notes: string[];
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Props and validation message names of Formly 5 that Formly 7 spells in camel case. */
const renamedProps: Record<string, string> = {minlength: 'minLength', maxlength: 'maxLength'};

/** `templateOptions.x` in an expression key or a string expression becomes `props.x`. */
const propsPath = (text: string) => text.replace(/\btemplateOptions\b/g, 'props');

class Migration {
  readonly changes: MigrationChange[] = [];
  usedExpressionFunctions = false;

  private change(at: Segment[], message: string) {
    this.changes.push({path: pathOf(at), message});
  }

  fields(value: unknown, at: Segment[]): unknown {
    return Array.isArray(value) ? value.map((field, index) => this.field(field, [...at, index])) : value;
  }

  field(value: unknown, at: Segment[]): unknown {
    if (!isObject(value)) return value;
    const field: JsonObject = {};
    for (const [key, member] of Object.entries(value)) {
      if (key === 'templateOptions') {
        this.change([...at, key], 'templateOptions is now props.');
        field.props = {...(isObject(member) ? member : {}), ...(isObject(field.props) ? field.props : {})};
      } else if (key === 'props') {
        field.props = {...(isObject(field.props) ? field.props : {}), ...(isObject(member) ? member : {})};
      } else if (key === 'hideExpression' && typeof member === 'boolean') {
        this.change([...at, key], `hideExpression: ${member} is now hide: ${member}.`);
        field.hide = member;
      } else if (key === 'hideExpression') {
        this.usedExpressionFunctions = true;
        const expressions = isObject(field.expressions) ? field.expressions : {};
        this.change([...at, key], 'hideExpression is now expressions.hide.');
        field.expressions = {hide: typeof member === 'string' ? propsPath(member) : member, ...expressions};
      } else if (key === 'expressionProperties') {
        this.usedExpressionFunctions = true;
        const moved = Object.fromEntries(
          Object.entries(isObject(member) ? member : {}).map(([name, expression]) => {
            const renamed = propsPath(name);
            if (renamed !== name) {
              this.change([...at, key, name], `"${name}" is now "${renamed}".`);
            }
            return [renamed, typeof expression === 'string' ? propsPath(expression) : expression];
          }),
        );
        this.change([...at, key], 'expressionProperties is now expressions.');
        field.expressions = {...moved, ...(isObject(field.expressions) ? field.expressions : {})};
      } else if (key === 'fieldGroup') {
        field.fieldGroup = this.fields(member, [...at, key]);
      } else if (key === 'fieldArray') {
        field.fieldArray = this.field(member, [...at, key]);
      } else if (key === 'validation' && isObject(member) && isObject(member.messages)) {
        field.validation = {...member, messages: this.renamed(member.messages, [...at, key, 'messages'], 'message')};
      } else {
        field[key] = member;
      }
    }
    if (isObject(field.props)) {
      field.props = this.renamed(field.props, [...at, 'props'], 'prop');
    }
    return field;
  }

  /** `minlength` and `maxlength` keys renamed, unless the new name is there already. */
  private renamed(object: JsonObject, at: Segment[], what: string): JsonObject {
    const result: JsonObject = {};
    for (const [key, member] of Object.entries(object)) {
      const name = renamedProps[key];
      if (name && !(name in object)) {
        this.change([...at, key], `The ${what} ${key} is now ${name}, as Formly 7 names it.`);
        result[name] = member;
      } else {
        result[key] = member;
      }
    }
    return result;
  }
}

/** `fields` (a Formly 5 or 6 field array) rewritten for Formly 7. */
export function migrateFields(fields: unknown[]): MigrationResult {
  const migration = new Migration();
  const migrated = migration.fields(fields, []) as unknown[];
  const notes = migration.usedExpressionFunctions
    ? [
        'Functions in your code need the same moves: a function of expressionProperties or hideExpression took (model, formState, field); in expressions it takes (field) alone, so read field.model and field.options.formState.',
      ]
    : [];
  return {fields: migrated, changes: migration.changes, notes};
}

/** The result as text: the changes, the notes, the new configuration and, when given, its check. */
export function formatMigration(result: MigrationResult, check?: string): string {
  const count = result.changes.length;
  return [
    count === 0
      ? 'Nothing to change: the configuration uses none of the Formly 5 and 6 forms migrate_config rewrites.'
      : `${count} change${count === 1 ? '' : 's'} for Formly 7:`,
    ...result.changes.map((change) => `- ${change.path}: ${change.message}`),
    ...(result.notes.length ? ['', ...result.notes.map((note) => `Note: ${note}`)] : []),
    '',
    codeBlock(JSON.stringify(result.fields, null, 2), 'json', 'Formly 7 configuration'),
    ...(check ? ['', `The check of the result: ${check}`] : []),
  ].join('\n');
}
