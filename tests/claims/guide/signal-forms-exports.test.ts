/**
 * Claim of docs/guide/signal-forms.mdx on the @experimental tags of @angular/forms/signals 21.2.24,
 * read from its typings with the TypeScript compiler: the exports that carry none (found by an
 * independent audit).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import {demosDir} from '../support/demo-packages';

const entry = path.join(demosDir, 'node_modules/@angular/forms/types/signals.d.ts');
const program = ts.createProgram([entry], {strict: true, noEmit: true});
const checker = program.getTypeChecker();
const exported = new Map(
  checker
    .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)!)!)
    .map((symbol) => [symbol.name, symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol]),
);

/** The declarations of an export of the given kind, each with whether it carries @experimental. */
function tagged(name: string, kind: ts.SyntaxKind): boolean[] {
  const symbol = exported.get(name);
  assert.ok(symbol, `${name} is exported by @angular/forms/signals`);
  const declarations = (symbol.declarations ?? []).filter((declaration) => declaration.kind === kind);
  assert.ok(declarations.length > 0, `${name} has a ${ts.SyntaxKind[kind]}`);
  return declarations.map((declaration) =>
    ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'experimental'),
  );
}

test('the version the page names [guide/signal-forms#describes-angular-forms-21-2]', async () => {
  const {version} = (
    await import(path.join(demosDir, 'node_modules/@angular/forms/package.json'), {with: {type: 'json'}})
  ).default as {version: string};
  assert.equal(version, '21.2.24');
});

test('two exported constants carry no @experimental tag [guide/signal-forms#describes-angular-forms-21-2]', () => {
  assert.deepEqual(tagged('MetadataReducer', ts.SyntaxKind.VariableDeclaration), [false]);
  assert.deepEqual(tagged('MetadataReducer', ts.SyntaxKind.InterfaceDeclaration), [true], 'the interface is tagged');
  assert.deepEqual(tagged('ɵNgFieldDirective', ts.SyntaxKind.VariableDeclaration), [false]);
  // the contrast: the other constants are tagged
  assert.deepEqual(tagged('REQUIRED', ts.SyntaxKind.VariableDeclaration), [true]);
});

test('a third interface besides FormFieldBindingOptions and ValidationErrorOptions carries no tag [guide/signal-forms#describes-angular-forms-21-2]', () => {
  assert.deepEqual(tagged('ParseResult', ts.SyntaxKind.InterfaceDeclaration), [false]);
  assert.deepEqual(tagged('FormFieldBindingOptions', ts.SyntaxKind.InterfaceDeclaration), [false]);
  assert.deepEqual(tagged('ValidationErrorOptions', ts.SyntaxKind.InterfaceDeclaration), [false]);
});

test('nearly all exports carry @experimental; the WithField aliases are @deprecated instead [guide/signal-forms#describes-angular-forms-21-2]', () => {
  const tags = (symbol: ts.Symbol) =>
    (symbol.declarations ?? []).flatMap((declaration) => ts.getJSDocTags(declaration).map((tag) => tag.tagName.text));
  const all = [...exported.values()];
  const experimental = all.filter((symbol) => tags(symbol).includes('experimental'));
  // "Nearly all": nine in ten or more.
  assert.ok(experimental.length >= all.length * 0.9, `${experimental.length} of ${all.length} tagged @experimental`);
  for (const alias of ['WithField', 'WithOptionalField', 'WithoutField']) {
    const symbol = exported.get(alias);
    assert.ok(symbol, `${alias} is exported`);
    assert.deepEqual(tags(symbol), ['deprecated'], alias);
  }
});
