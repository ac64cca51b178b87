/**
 * What a `withFormly…()` feature registers (type names, wrappers, extensions) is not in
 * the typings: they only say `ConfigOption`. The values are in the package's published
 * JavaScript bundle, so this module parses the bundle (syntax only, nothing is executed)
 * and reads the object literal each feature function returns.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {packageDir, readPackageJson, splitImportPath} from './export-resolution';

export interface TypeRegistration {
  name: string;
  component?: string;
  extends?: string;
  wrappers: string[];
  /** `defaultOptions` as one line of source, e.g. `{ props: { type: 'number' } }`. */
  defaultOptions?: string;
}

export interface WrapperRegistration {
  name: string;
  component: string;
  types: string[];
}

export interface FeatureRegistration {
  /** e.g. `withFormlyFieldInput` */
  functionName: string;
  importPath: string;
  types: TypeRegistration[];
  wrappers: WrapperRegistration[];
  extensions: string[];
  validators: string[];
  validationMessages: string[];
  /** For kit-wide features that return an array of other features. */
  includes: {functionName: string; importPath: string}[];
}

const printer = ts.createPrinter({removeComments: true});

function bundleFile(importPath: string): string {
  const {packageName, subpath} = splitImportPath(importPath);
  const pkg = readPackageJson(packageName);
  const target = pkg.exports?.[subpath ? `./${subpath}` : '.'] as {default?: string} | undefined;
  if (!target?.default) throw new Error(`${importPath} has no JavaScript bundle in its exports map`);
  return path.join(packageDir(packageName), target.default);
}

function stringValue(node: ts.Expression | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

function property(obj: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of obj.properties) {
    if (ts.isPropertyAssignment(p) && p.name.getText() === name) return p.initializer;
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === name) return p.name;
  }
  return undefined;
}

function objects(node: ts.Expression | undefined): ts.ObjectLiteralExpression[] {
  return node && ts.isArrayLiteralExpression(node) ? node.elements.filter(ts.isObjectLiteralExpression) : [];
}

function strings(node: ts.Expression | undefined): string[] {
  return node && ts.isArrayLiteralExpression(node)
    ? node.elements.map((e) => stringValue(e)).filter((s): s is string => s !== undefined)
    : [];
}

function oneLine(node: ts.Node, sf: ts.SourceFile): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, sf).replace(/\s+/g, ' ').replace(/,\s*}/g, ' }').trim();
}

function returnedExpression(fn: ts.FunctionDeclaration): ts.Expression | undefined {
  const ret = fn.body?.statements.find(ts.isReturnStatement);
  return ret?.expression;
}

/** Maps each imported identifier of a bundle to the module it comes from. */
function importSources(sf: ts.SourceFile): Map<string, string> {
  const map = new Map<string, string>();
  for (const stmt of sf.statements) {
    if (!ts.isImportDeclaration(stmt) || !stmt.importClause?.namedBindings) continue;
    const from = (stmt.moduleSpecifier as ts.StringLiteral).text;
    const bindings = stmt.importClause.namedBindings;
    if (ts.isNamedImports(bindings)) {
      for (const el of bindings.elements) map.set(el.name.text, from);
    }
  }
  return map;
}

/** Reads every `withFormly…` function declared in the bundle of an import path. */
export function readFeatures(importPath: string): FeatureRegistration[] {
  const file = bundleFile(importPath);
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const imports = importSources(sf);
  const features: FeatureRegistration[] = [];
  for (const stmt of sf.statements) {
    if (!ts.isFunctionDeclaration(stmt) || !stmt.name || !stmt.name.text.startsWith('withFormly')) continue;
    const feature: FeatureRegistration = {
      functionName: stmt.name.text,
      importPath,
      types: [],
      wrappers: [],
      extensions: [],
      validators: [],
      validationMessages: [],
      includes: [],
    };
    const returned = returnedExpression(stmt);
    if (returned && ts.isArrayLiteralExpression(returned)) {
      for (const el of returned.elements) {
        if (ts.isCallExpression(el) && ts.isIdentifier(el.expression)) {
          const name = el.expression.text;
          feature.includes.push({functionName: name, importPath: imports.get(name) ?? importPath});
        }
      }
    } else if (returned && ts.isObjectLiteralExpression(returned)) {
      feature.types = objects(property(returned, 'types')).map((t) => {
        const defaults = property(t, 'defaultOptions');
        const component = property(t, 'component');
        return {
          name: stringValue(property(t, 'name')) ?? '',
          component: component ? component.getText(sf) : undefined,
          extends: stringValue(property(t, 'extends')),
          wrappers: strings(property(t, 'wrappers')),
          defaultOptions: defaults ? oneLine(defaults, sf) : undefined,
        };
      });
      feature.wrappers = objects(property(returned, 'wrappers')).map((w) => ({
        name: stringValue(property(w, 'name')) ?? '',
        component: property(w, 'component')?.getText(sf) ?? '',
        types: strings(property(w, 'types')),
      }));
      feature.extensions = objects(property(returned, 'extensions')).map((e) => stringValue(property(e, 'name')) ?? '');
      feature.validators = objects(property(returned, 'validators')).map((v) => stringValue(property(v, 'name')) ?? '');
      feature.validationMessages = objects(property(returned, 'validationMessages')).map(
        (v) => stringValue(property(v, 'name')) ?? '',
      );
    }
    features.push(feature);
  }
  return features;
}

function findClass(sf: ts.SourceFile, name: string): ts.ClassDeclaration | undefined {
  return sf.statements.find((s): s is ts.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === name);
}

/** The object a component assigns to `defaultOptions` (class field or constructor). */
function defaultOptionsLiteral(cls: ts.ClassDeclaration): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.expression.kind === ts.SyntaxKind.ThisKeyword &&
      node.left.name.text === 'defaultOptions' &&
      ts.isObjectLiteralExpression(node.right)
    ) {
      found = node.right;
      return;
    }
    if (
      ts.isPropertyDeclaration(node) &&
      node.name.getText() === 'defaultOptions' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      found = node.initializer;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(cls);
  return found;
}

/**
 * Prop values a field component applies through its `defaultOptions`, as one line of
 * source each (e.g. `rows` → `1`). Empty when the component sets none.
 */
export function readComponentDefaults(importPath: string, componentName: string): Map<string, string> {
  const file = bundleFile(importPath);
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const cls = findClass(sf, componentName);
  const defaults = new Map<string, string>();
  const literal = cls && defaultOptionsLiteral(cls);
  const props = literal && property(literal, 'props');
  if (props && ts.isObjectLiteralExpression(props)) {
    for (const p of props.properties) {
      const name = p.name?.getText(sf);
      if (!name) continue;
      if (ts.isPropertyAssignment(p)) defaults.set(name, oneLine(p.initializer, sf));
      else if (ts.isMethodDeclaration(p)) defaults.set(name, oneLine(p, sf));
    }
  }
  return defaults;
}
