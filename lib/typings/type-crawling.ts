import ts from 'typescript';
import {moduleOfFile, splitImportPath} from './export-resolution';
import type {ApiSymbol} from './model';
import {hasModifier, type TypingsReader} from './typings';

/**
 * Walks the signatures of the exported symbols and returns the interfaces / type aliases
 * they mention that live in the same package but are not exported by any entry point
 * read here. Nested references are followed, so an option bag's own helpers show too.
 */
export function collectReferenced(reader: TypingsReader, importPath: string, exported: ts.Symbol[]): ApiSymbol[] {
  const {packageName} = splitImportPath(importPath);
  const found = new Map<ts.Symbol, ApiSymbol>();
  const queue: ts.Node[] = exported.flatMap((s) => s.declarations ?? []);
  while (queue.length > 0) {
    const node = queue.shift()!;
    const visit = (n: ts.Node) => {
      if (ts.isTypeReferenceNode(n) || ts.isExpressionWithTypeArguments(n)) {
        const nameNode = ts.isTypeReferenceNode(n) ? n.typeName : n.expression;
        const raw = reader.checker.getSymbolAtLocation(nameNode);
        const sym = raw && reader.resolveAlias(raw);
        const decl = sym?.declarations?.[0];
        if (
          sym &&
          decl &&
          !found.has(sym) &&
          !reader.isExported(sym) &&
          (ts.isInterfaceDeclaration(decl) || ts.isTypeAliasDeclaration(decl))
        ) {
          const module = moduleOfFile(decl.getSourceFile().fileName);
          if (module.startsWith(packageName)) {
            const api = reader.readSymbol(sym, sym.name);
            if (api) {
              found.set(sym, api);
              queue.push(...(sym.declarations ?? []));
            }
          }
        }
      }
      // Private and hidden members never reach the page, so their types are not "referenced".
      if (ts.canHaveModifiers(n) && hasModifier(n, ts.SyntaxKind.PrivateKeyword)) return;
      if (ts.getJSDocTags(n).some((t) => t.tagName.text === 'internal' || t.tagName.text === 'ignore')) return;
      ts.forEachChild(n, visit);
    };
    visit(node);
  }
  return [...found.values()];
}
