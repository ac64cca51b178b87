/**
 * Prints declarations and types from the typings as the pages show them: without
 * comments, `import("…")` qualifiers or the printer's 4-space indents.
 */
import ts from 'typescript';

const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed});

export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `import("@angular/forms").UntypedFormArray` reads better as `UntypedFormArray`. */
function simplifyImportTypes<T extends ts.Node>(node: T): T {
  const visit = (context: ts.TransformationContext) => {
    const visitor = (n: ts.Node): ts.Node => {
      if (ts.isImportTypeNode(n) && !n.isTypeOf && n.qualifier) {
        const args = n.typeArguments?.map((a) => ts.visitNode(a, visitor) as ts.TypeNode);
        return ts.factory.createTypeReferenceNode(n.qualifier, args);
      }
      return ts.visitEachChild(n, visitor, context);
    };
    return (root: T) => ts.visitNode(root, visitor) as T;
  };
  const result = ts.transform(node, [visit]);
  const transformed = result.transformed[0];
  result.dispose();
  return transformed;
}

/** Prints a node with 2-space indents (the printer uses 4) and `{}` for empty bodies. */
export function print(node: ts.Node, sourceFile: ts.SourceFile): string {
  return printer
    .printNode(ts.EmitHint.Unspecified, simplifyImportTypes(node), sourceFile)
    .trim()
    .replace(/^(?: {4})+/gm, (indent) => ' '.repeat(indent.length / 2))
    .replace(/\{\n\s*\}/g, '{}');
}

export function printType(node: ts.TypeNode | undefined, sourceFile: ts.SourceFile): string {
  return node ? normalizeWhitespace(print(node, sourceFile)) : 'any';
}
