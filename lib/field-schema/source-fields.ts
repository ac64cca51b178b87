/**
 * Field configurations as a TypeScript file writes them, read with the TypeScript parser
 * (nothing runs): literals become their JSON values; anything computed at run time (a
 * function, a variable, a call, a spread) becomes a RuntimeValue holding its source text.
 * The playground's starters keep the forms that are plain data; the tests check every
 * example's fields against its kit's schema.
 */
import ts from 'typescript';
import {RuntimeValue, type AppRegistrations} from './check';

function propertyKey(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

/** The value of an expression: its JSON value where it is a literal, a RuntimeValue where it is not. */
export function sourceValue(node: ts.Expression, file: ts.SourceFile): unknown {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return sourceValue(node.expression, file);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return node.text;
  }
  if (ts.isNumericLiteral(node)) {
    return Number(node.text);
  }
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  ) {
    return -Number(node.operand.text);
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) {
    return true;
  }
  if (node.kind === ts.SyntaxKind.FalseKeyword) {
    return false;
  }
  if (node.kind === ts.SyntaxKind.NullKeyword) {
    return null;
  }
  if (ts.isArrayLiteralExpression(node) && !node.elements.some(ts.isSpreadElement)) {
    return node.elements.map((element) => sourceValue(element, file));
  }
  if (ts.isObjectLiteralExpression(node)) {
    const result: Record<string, unknown> = {};
    for (const property of node.properties) {
      const key = property.name && propertyKey(property.name);
      if (ts.isPropertyAssignment(property) && key !== undefined) {
        result[key] = sourceValue(property.initializer, file);
      } else if (ts.isMethodDeclaration(property) && key !== undefined) {
        result[key] = new RuntimeValue(property.getText(file));
      } else if (ts.isShorthandPropertyAssignment(property)) {
        result[property.name.text] = new RuntimeValue(property.name.text);
      } else {
        // A spread or a computed key: which keys the object has is known at run time only.
        return new RuntimeValue(node.getText(file));
      }
    }
    return result;
  }
  return new RuntimeValue(node.getText(file));
}

/** True when a value read by sourceValue holds no RuntimeValue: plain JSON data. */
export function isPlainData(value: unknown): boolean {
  if (value instanceof RuntimeValue) {
    return false;
  }
  if (Array.isArray(value)) {
    return value.every(isPlainData);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).every(isPlainData);
  }
  return true;
}

/** The initializers of the class properties (or `const`s) named `names` in a source file, by name. */
export function initializersOf(source: string, names: readonly string[], fileName = 'app.ts'): Map<string, unknown> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found = new Map<string, unknown>();
  const visit = (node: ts.Node) => {
    if (
      (ts.isPropertyDeclaration(node) || ts.isVariableDeclaration(node)) &&
      ts.isIdentifier(node.name) &&
      names.includes(node.name.text) &&
      !found.has(node.name.text)
    ) {
      found.set(node.name.text, node.initializer ? sourceValue(node.initializer, file) : new RuntimeValue(''));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The names a source registers in each ConfigOption list it writes (`types: [{name: 'x', …}]`,
 * `validators: […]`, …), by the list's key. Only entries whose `name` is a string literal count.
 */
export function configEntryNames(source: string, fileName = 'app.config.ts'): Map<string, string[]> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const names = new Map<string, string[]>();
  const visit = (node: ts.Node) => {
    const list = ts.isPropertyAssignment(node) ? propertyKey(node.name) : undefined;
    if (list && ts.isPropertyAssignment(node) && ts.isArrayLiteralExpression(node.initializer)) {
      for (const element of node.initializer.elements) {
        const name = ts.isObjectLiteralExpression(element)
          ? element.properties.find(
              (property): property is ts.PropertyAssignment =>
                ts.isPropertyAssignment(property) && propertyKey(property.name) === 'name',
            )?.initializer
          : undefined;
        if (name && ts.isStringLiteral(name)) {
          names.set(list, [...(names.get(list) ?? []), name.text]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/**
 * The names of the types and wrappers a source registers itself: `types: [{name: 'x', …}]`,
 * `wrappers: […]`, and presets (`presets: [{name: 'x', …}]`), which fields name as type `#x`.
 */
export function registrationsOf(
  source: string,
  fileName = 'app.config.ts',
): Required<Pick<AppRegistrations, 'types' | 'wrappers'>> {
  const names = configEntryNames(source, fileName);
  return {
    types: [...(names.get('types') ?? []), ...(names.get('presets') ?? []).map((name) => `#${name}`)],
    wrappers: names.get('wrappers') ?? [],
  };
}

/** A source file of an example: its path in the example's folder and its text (lib/demo-folders' DemoSource). */
interface ExampleSource {
  name: string;
  code: string;
}

/**
 * The `fields` an example's TypeScript files write, read with sourceValue; a form a file imports from
 * a JSON file of the example is read from that file.
 */
export function exampleFields(sources: readonly ExampleSource[]): unknown[] {
  const found: unknown[] = [];
  for (const source of sources.filter((file) => file.name.endsWith('.ts'))) {
    const fields = initializersOf(source.code, ['fields'], source.name).get('fields');
    if (fields instanceof RuntimeValue) {
      const jsonImport = [...source.code.matchAll(/import\s+(\w+)\s+from\s+'\.\/([\w.-]+\.json)'/g)].find(([, name]) =>
        new RegExp(`\\b${name}\\b`).test(fields.source),
      );
      const json = jsonImport && sources.find((file) => file.name === jsonImport[2]);
      found.push(json ? JSON.parse(json.code) : fields);
    } else if (fields !== undefined) {
      found.push(fields);
    }
  }
  return found;
}

/**
 * A value read by sourceValue as JSON can carry it: what the source computes at run time (a
 * RuntimeValue) left out, as a caller of validate_config leaves out functions, unless `resolve`
 * gives its value (a class property the source reads as `this.passwordField`). A field's validator
 * whose function is left out is left out whole: without its function it is no validator.
 */
export function jsonPart(value: unknown, resolve: (source: string) => unknown = () => undefined): unknown {
  const part = (member: unknown): unknown => {
    if (!(member instanceof RuntimeValue)) return jsonPart(member, resolve);
    const resolved = resolve(member.source);
    return resolved === undefined ? member : jsonPart(resolved, resolve);
  };
  const kept = (member: unknown) => !(member instanceof RuntimeValue);
  if (Array.isArray(value)) {
    return value.map(part).filter(kept);
  }
  if (typeof value === 'object' && value !== null && !(value instanceof RuntimeValue)) {
    const entries = Object.entries(value).map(([key, member]) => {
      const resolved = part(member);
      if ((key === 'validators' || key === 'asyncValidators') && member && typeof member === 'object') {
        const whole = Object.entries(member as Record<string, unknown>).filter(
          ([name, validator]) =>
            name === 'validation' ||
            !(
              typeof validator === 'object' &&
              validator !== null &&
              Object.values(validator).some((inner) => !kept(inner))
            ),
        );
        return [key, jsonPart(Object.fromEntries(whole), resolve)] as const;
      }
      return [key, resolved] as const;
    });
    return Object.fromEntries(entries.filter(([, member]) => kept(member)));
  }
  return value;
}

/** A field array a TypeScript source writes: where, its value as read by sourceValue, and the line of each part. */
export interface SourceFieldArray {
  /** The property or constant that holds it: `fields`, `this.addressFields`. */
  name: string;
  /** 1-based line of its `[`. */
  line: number;
  value: unknown;
  /**
   * The line of each part, by its path in the array as lib/field-schema/check.ts writes paths
   * (`fields[0].props.label`): an issue's line is that of its path, or of the nearest part above it.
   */
  lines: Map<string, number>;
}

/** Whether a declaration holds a field array: typed as FormlyFieldConfig[] (or a cast to it), or named fields. */
function holdsFieldArray(name: string, type: ts.TypeNode | undefined, initializer: ts.Expression, file: ts.SourceFile) {
  let inner = initializer;
  let cast = '';
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner)) {
    if (!ts.isParenthesizedExpression(inner)) cast += inner.type.getText(file);
    inner = inner.expression;
  }
  const typed = /\bFormlyFieldConfig\b[^]*\[\]|Array<\s*FormlyFieldConfig/.test(`${type?.getText(file) ?? ''} ${cast}`);
  return ts.isArrayLiteralExpression(inner) && (typed || (name === 'fields' && !type)) ? inner : undefined;
}

/** Every field array a TypeScript source writes as a literal, in source order, with its lines. */
export function fieldArraysOf(source: string, fileName = 'app.ts'): SourceFieldArray[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const found: SourceFieldArray[] = [];
  const recordLines = (node: ts.Expression, path: string, lines: Map<string, number>) => {
    lines.set(path, lineOf(node));
    const inner = ts.isParenthesizedExpression(node) || ts.isAsExpression(node) ? node.expression : node;
    if (ts.isArrayLiteralExpression(inner)) {
      inner.elements.forEach((element, index) => recordLines(element, `${path}[${index}]`, lines));
    } else if (ts.isObjectLiteralExpression(inner)) {
      for (const property of inner.properties) {
        const key = property.name && propertyKey(property.name);
        if (key === undefined) continue;
        const segment = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
        if (ts.isPropertyAssignment(property)) {
          recordLines(property.initializer, `${path}${segment}`, lines);
        } else {
          lines.set(`${path}${segment}`, lineOf(property));
        }
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isPropertyDeclaration(node) || ts.isVariableDeclaration(node)) &&
      ts.isIdentifier(node.name) &&
      node.initializer
    ) {
      const array = holdsFieldArray(node.name.text, node.type, node.initializer, file);
      if (array) {
        const lines = new Map<string, number>();
        recordLines(array, 'fields', lines);
        found.push({
          name: ts.isPropertyDeclaration(node) ? `this.${node.name.text}` : node.name.text,
          line: lineOf(array),
          value: sourceValue(array, file),
          lines,
        });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
