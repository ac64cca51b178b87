/**
 * Reads what Angular compiled into a class's static `ɵcmp` / `ɵdir` / `ɵpipe` / `ɵmod` /
 * `ɵprov` fields: selector, inputs, outputs, standalone flag, module lists.
 */
import ts from 'typescript';
import type {AngularMetadata, Binding} from './model';

/** Angular's compiled metadata lives in static `ɵ` fields; none of them is user API. */
export function isAngularInternal(name: string): boolean {
  return name.startsWith('ɵ');
}

function literalText(node: ts.TypeNode | undefined): string | undefined {
  if (node && ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return node.literal.text;
  return undefined;
}

function tupleNames(node: ts.TypeNode | undefined, sourceFile: ts.SourceFile): string[] {
  if (!node || !ts.isTupleTypeNode(node)) return [];
  return node.elements.map((e) => {
    const text = e.getText(sourceFile).replace(/^typeof\s+/, '');
    return text.includes('.') ? text.slice(text.lastIndexOf('.') + 1) : text;
  });
}

/**
 * Input maps come in two shapes depending on the Angular version that compiled the
 * package: `{ "field": "field" }` or `{ "form": { "alias": "form"; "required": false } }`.
 */
function bindings(node: ts.TypeNode | undefined): Binding[] {
  if (!node || !ts.isTypeLiteralNode(node)) return [];
  return node.members.flatMap((m) => {
    if (!ts.isPropertySignature(m) || !m.type) return [];
    const property = (m.name as ts.StringLiteral).text;
    if (ts.isTypeLiteralNode(m.type)) {
      const alias = m.type.members.find(
        (x): x is ts.PropertySignature => ts.isPropertySignature(x) && (x.name as ts.StringLiteral).text === 'alias',
      );
      return [{property, name: literalText(alias?.type) ?? property}];
    }
    return [{property, name: literalText(m.type) ?? property}];
  });
}

/**
 * The type arguments of a declaration type such as `ɵɵComponentDeclaration<…>`, by the
 * names Angular gives its type parameters (`Selector`, `InputMap`, `IsStandalone`…).
 */
function typeArgumentsByName(
  type: ts.TypeReferenceNode,
  checker: ts.TypeChecker,
): (name: string) => ts.TypeNode | undefined {
  const found = checker.getSymbolAtLocation(type.typeName);
  const symbol = found && found.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(found) : found;
  const declaration = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
  if (!declaration?.typeParameters) {
    throw new Error(`Cannot find the declaration of ${type.typeName.getText()} in @angular/core's typings`);
  }
  const names = declaration.typeParameters.map((parameter) => parameter.name.text);
  const args = type.typeArguments ?? [];
  return (name) => {
    const index = names.indexOf(name);
    if (index < 0) throw new Error(`${declaration.name.text} has no type parameter ${name}`);
    return args[index];
  };
}

/** `true` or `false` written as a type argument; `undefined` when the argument is left out. */
function booleanArgument(node: ts.TypeNode | undefined, sourceFile: ts.SourceFile): boolean | undefined {
  return node ? node.getText(sourceFile) === 'true' : undefined;
}

export function readAngularMetadata(
  decl: ts.ClassDeclaration,
  sourceFile: ts.SourceFile,
  checker: ts.TypeChecker,
): AngularMetadata | undefined {
  for (const member of decl.members) {
    if (!ts.isPropertyDeclaration(member) || !member.type || !ts.isTypeReferenceNode(member.type)) continue;
    const name = member.name.getText(sourceFile);
    const base: AngularMetadata = {
      kind: 'injectable',
      inputs: [],
      outputs: [],
      declarations: [],
      imports: [],
      exports: [],
    };
    if (name === 'ɵprov') return base;
    if (!['ɵcmp', 'ɵdir', 'ɵpipe', 'ɵmod'].includes(name)) continue;
    const arg = typeArgumentsByName(member.type, checker);
    switch (name) {
      case 'ɵcmp':
      case 'ɵdir': {
        const exportAs = arg('ExportAs');
        return {
          ...base,
          kind: name === 'ɵcmp' ? 'component' : 'directive',
          selector: literalText(arg('Selector')),
          exportAs: exportAs && ts.isTupleTypeNode(exportAs) ? exportAs.elements.map((e) => literalText(e) ?? '') : [],
          inputs: bindings(arg('InputMap')),
          outputs: bindings(arg('OutputMap')),
          standalone: booleanArgument(arg('IsStandalone'), sourceFile),
        };
      }
      case 'ɵpipe':
        return {
          ...base,
          kind: 'pipe',
          pipeName: literalText(arg('Name')),
          standalone: booleanArgument(arg('IsStandalone'), sourceFile),
        };
      case 'ɵmod':
        return {
          ...base,
          kind: 'ngmodule',
          declarations: tupleNames(arg('Declarations'), sourceFile),
          imports: tupleNames(arg('Imports'), sourceFile),
          exports: tupleNames(arg('Exports'), sourceFile),
        };
    }
  }
  return undefined;
}
