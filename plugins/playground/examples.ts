/**
 * Starters from the docs' examples: every example under demos/src/examples
 * whose fields, model and options are plain data (literals only, no functions,
 * no references) and whose app.config.ts registers no types, wrappers,
 * validators or extensions of its own. Read with the TypeScript parser, so
 * nothing is evaluated.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {collectDemoFolders, requiredFiles} from '../../lib/demo-folders';
import {isPlaygroundKit} from '../../lib/playground-protocol';
import {json, type Starter} from './starters';

class NotPlainData extends Error {}

/** The JSON value of a literal expression; throws NotPlainData for anything else. */
export function literalValue(node: ts.Expression): unknown {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return literalValue(node.expression);
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
  if (ts.isArrayLiteralExpression(node)) {
    return node.elements.map((element) => literalValue(element));
  }
  if (ts.isObjectLiteralExpression(node)) {
    const result: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (
        !ts.isPropertyAssignment(property) ||
        !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
      ) {
        throw new NotPlainData();
      }
      result[property.name.text] = literalValue(property.initializer);
    }
    return result;
  }
  throw new NotPlainData();
}

/** The literal initializers of the class properties `fields`, `model` and `options` in `source`. */
export function plainFormData(
  source: string,
  fileName = 'app.ts',
): {fields: unknown[]; model: unknown; options: unknown} | null {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: Record<string, unknown> = {};
  let plain = true;
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      ['fields', 'model', 'options'].includes(node.name.text)
    ) {
      if (!node.initializer) {
        plain = false;
        return;
      }
      try {
        found[node.name.text] = literalValue(node.initializer);
      } catch (error) {
        if (!(error instanceof NotPlainData)) {
          throw error;
        }
        plain = false;
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!plain || !Array.isArray(found.fields)) {
    return null;
  }
  return {fields: found.fields, model: found.model ?? {}, options: found.options ?? {}};
}

const registersOwnConfig = /\b(types|wrappers|validators|extensions|presets)\s*:/;

export function collectExampleStarters(demosDir: string): Starter[] {
  const starters: Starter[] = [];
  for (const demo of collectDemoFolders(demosDir)) {
    if (demo.section.startsWith('fields/')) {
      continue;
    }
    const extraCode = readdirSync(demo.dir).some((file) => file.endsWith('.ts') && !requiredFiles.includes(file));
    const config = readFileSync(path.join(demo.dir, 'app.config.ts'), 'utf8');
    if (extraCode || registersOwnConfig.test(config) || !isPlaygroundKit(demo.kit)) {
      continue;
    }
    const data = plainFormData(readFileSync(path.join(demo.dir, 'app.ts'), 'utf8'));
    if (!data) {
      continue;
    }
    starters.push({
      id: demo.name,
      title: demo.title,
      group: 'Examples',
      mode: 'fields',
      kit: demo.kit,
      config: json(data.fields),
      model: json(data.model),
      options: json(data.options),
    });
  }
  return starters.sort((a, b) => a.title.localeCompare(b.title));
}

/** The id of the starter holding the home page's code sample ("Try it live"). */
export const homeStarterId = 'home';

/**
 * The form of the home page's code sample (the TypeScript block of
 * src/pages/_home-sample.mdx) as a starter, so its "Try it live" link opens that
 * very form. Null when the sample is gone or no longer plain data.
 */
export function collectHomeStarter(homeSampleFile: string): Starter | null {
  const source = existsSync(homeSampleFile) ? readFileSync(homeSampleFile, 'utf8') : '';
  const sample = /^```ts\b[^\n]*\n([\s\S]*?)^```$/m.exec(source)?.[1] ?? null;
  const data = sample === null ? null : plainFormData(sample, 'home-sample.ts');
  return data
    ? {
        id: homeStarterId,
        title: 'The home page form',
        group: 'Start',
        mode: 'fields',
        config: json(data.fields),
        model: json(data.model),
        options: json(data.options),
      }
    : null;
}
