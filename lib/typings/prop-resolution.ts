import ts from 'typescript';
import {readDoc} from './doc-comments';
import type {PropInfo} from './model';
import {printType} from './type-printing';
import type {TypingsReader} from './typings';

/**
 * Props of a field or wrapper component: the type of its `props` accessor, with every
 * inherited member resolved, ordered from the most specific interface to core's.
 */
export function readComponentProps(reader: TypingsReader, componentName: string, importPath: string): PropInfo[] {
  const component = reader.findDeclaredClass(componentName, importPath);
  if (!component) throw new Error(`No component ${componentName} in ${importPath}`);
  const instanceType = reader.checker.getDeclaredTypeOfSymbol(component);
  const propsSymbol = reader.checker.getPropertyOfType(instanceType, 'props');
  if (!propsSymbol) throw new Error(`${componentName} has no props`);
  const propsType = reader.checker.getNonNullableType(reader.checker.getTypeOfSymbol(propsSymbol));
  const order = interfaceOrder(reader.checker, propsType);
  const props = reader.checker.getPropertiesOfType(propsType).map((prop): PropInfo & {rank: number; pos: number} => {
    const decl = prop.declarations?.[0];
    const owner = decl?.parent;
    const ownerSymbol =
      owner && (ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)) && owner.name
        ? reader.checker.getSymbolAtLocation(owner.name)
        : undefined;
    const declaredIn = ownerSymbol ? reader.refOf(ownerSymbol) : {name: 'props', module: importPath};
    const typeNode = decl && (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) ? decl.type : undefined;
    const type = typeNode
      ? printType(typeNode, decl!.getSourceFile())
      : reader.checker.typeToString(reader.checker.getTypeOfSymbol(prop));
    return {
      name: prop.name,
      type,
      optional: (prop.flags & ts.SymbolFlags.Optional) !== 0,
      doc: readDoc(prop),
      declaredIn,
      rank: ownerSymbol && order.has(ownerSymbol) ? order.get(ownerSymbol)! : order.size,
      pos: decl?.pos ?? 0,
    };
  });
  props.sort((a, b) => a.rank - b.rank || a.pos - b.pos);
  return props.map(({rank: _rank, pos: _pos, ...p}) => p);
}

/** Breadth-first order of the interfaces a type is built from, most derived first. */
function interfaceOrder(checker: ts.TypeChecker, type: ts.Type): Map<ts.Symbol, number> {
  const order = new Map<ts.Symbol, number>();
  const queue: ts.Type[] = [type];
  while (queue.length > 0) {
    const t = queue.shift()!;
    if (t.isUnionOrIntersection()) {
      queue.push(...t.types);
      continue;
    }
    const sym = t.getSymbol();
    if (sym && !order.has(sym)) order.set(sym, order.size);
    const target = (t as ts.TypeReference).target ?? t;
    if (target.isClassOrInterface()) {
      queue.push(...(checker.getBaseTypes(target) ?? []));
    }
  }
  return order;
}
