/**
 * Reads the published `.d.ts` typings of the @ngx-formly packages with the TypeScript
 * compiler API and turns every exported symbol into a plain data model that the page
 * renderers can print without touching the compiler again.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { FORMLY_PACKAGES_DIR } from './config';

export type SymbolKind = 'class' | 'interface' | 'function' | 'type' | 'constant' | 'enum';

export interface DocTag {
  name: string;
  text: string;
}

export interface DocComment {
  /** The free text of the comment (Markdown as the authors wrote it). */
  text: string;
  /** Set when a `@deprecated` tag is present; may be an empty string. */
  deprecated?: string;
  examples: string[];
  params: DocTag[];
  returns?: string;
  /** Any other tag (`@see`, `@default`, ...). */
  other: DocTag[];
  /** Set when the text is the site's own wording instead of the typings' comment. */
  reworded?: boolean;
}

/** An `@Input()` / `@Output()`: the class property and the public (possibly aliased) name. */
export interface Binding {
  property: string;
  name: string;
}

export interface AngularMetadata {
  kind: 'component' | 'directive' | 'pipe' | 'ngmodule' | 'injectable';
  selector?: string;
  exportAs?: string[];
  inputs: Binding[];
  outputs: Binding[];
  standalone?: boolean;
  pipeName?: string;
  declarations: string[];
  imports: string[];
  exports: string[];
}

export interface ApiMember {
  name: string;
  kind: 'constructor' | 'property' | 'accessor' | 'method' | 'index-signature' | 'call-signature';
  isStatic: boolean;
  optional: boolean;
  /** One line of TypeScript, e.g. `addConfig(config: ConfigOption | ConfigOption[]): void`. */
  signature: string;
  /** Property type for properties and accessors, empty otherwise. */
  type: string;
  doc: DocComment;
  /** Whether Angular lists the member as an `@Input()` / `@Output()` of the class. */
  binding?: 'input' | 'output';
  /** The public name of that binding when it differs from the member name. */
  bindingAlias?: string;
}

export interface ApiSymbolRef {
  name: string;
  /** Import path of the entry point that declares it, e.g. `@ngx-formly/core`. */
  module: string;
}

export interface ApiSymbol {
  /** The name under which the entry point exports the symbol. */
  exportName: string;
  /** The name in the declaration (differs for `export { A as ɵB }`). */
  declaredName: string;
  kind: SymbolKind;
  /** Fenced-block TypeScript text of the public surface. */
  signature: string;
  doc: DocComment;
  members: ApiMember[];
  angular?: AngularMetadata;
  isAbstract: boolean;
  /** Base classes / interfaces, resolved to the module that declares them. */
  heritage: { clause: 'extends' | 'implements'; ref: ApiSymbolRef; text: string }[];
  /** Import path of the entry point that declares it. */
  module: string;
}

export interface PropInfo {
  name: string;
  type: string;
  optional: boolean;
  doc: DocComment;
  declaredIn: ApiSymbolRef;
}

export interface EntryPointApi {
  importPath: string;
  packageName: string;
  version: string;
  symbols: ApiSymbol[];
  /**
   * Interfaces and types that exported signatures mention but the entry point does not
   * export (for instance the options object of `FormlyJsonschema.toFieldConfig`).
   */
  referenced: ApiSymbol[];
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** Splits `@ngx-formly/bootstrap/input` into package name and sub-path. */
export function splitImportPath(importPath: string): { packageName: string; subpath: string } {
  const [scope, name, ...rest] = importPath.split('/');
  return { packageName: `${scope}/${name}`, subpath: rest.join('/') };
}

export function packageDir(packageName: string): string {
  return path.join(FORMLY_PACKAGES_DIR, packageName.replace('@ngx-formly/', ''));
}

export function readPackageJson(packageName: string): {
  version: string;
  exports?: Record<string, unknown>;
  peerDependencies?: Record<string, string>;
} {
  return JSON.parse(fs.readFileSync(path.join(packageDir(packageName), 'package.json'), 'utf8'));
}

/**
 * @ngx-formly/schematics has no `exports` map: its public typings are the `ng-add`
 * schematic's factory and option interface, which the API page documents as one module.
 */
export const SCHEMATICS_TYPINGS = ['src/ng-add/index.d.ts', 'src/ng-add/schema.d.ts'];

/** The `.d.ts` files an import path stands for. */
export function typingsFiles(importPath: string): string[] {
  if (importPath === '@ngx-formly/schematics') {
    return SCHEMATICS_TYPINGS.map((f) => path.join(packageDir(importPath), f));
  }
  return [typingsFile(importPath)];
}

/** The `.d.ts` file an import path resolves to, read from the package's `exports` map. */
export function typingsFile(importPath: string): string {
  const { packageName, subpath } = splitImportPath(importPath);
  const pkg = readPackageJson(packageName);
  const key = subpath ? `./${subpath}` : '.';
  const target = pkg.exports?.[key] as { types?: string } | undefined;
  if (!target?.types) {
    throw new Error(`${packageName} does not export "${key}" with typings`);
  }
  return path.join(packageDir(packageName), target.types);
}

/** Sub-paths listed in a package's `exports` map (without `.` and `./package.json`). */
export function exportedSubpaths(packageName: string): string[] {
  const pkg = readPackageJson(packageName);
  return Object.keys(pkg.exports ?? {})
    .filter((k) => k !== '.' && k !== './package.json')
    .map((k) => k.replace(/^\.\//, ''));
}

function normalizeWhitespace(text: string): string {
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
function print(node: ts.Node, sourceFile: ts.SourceFile): string {
  return printer
    .printNode(ts.EmitHint.Unspecified, simplifyImportTypes(node), sourceFile)
    .trim()
    .replace(/^(?: {4})+/gm, (indent) => ' '.repeat(indent.length / 2))
    .replace(/\{\n\s*\}/g, '{}');
}

function printType(node: ts.TypeNode | undefined, sourceFile: ts.SourceFile): string {
  return node ? normalizeWhitespace(print(node, sourceFile)) : 'any';
}

/** JSDoc tags the typings use as tags; any other `@word` is part of the prose. */
const KNOWN_TAGS = new Set([
  'deprecated', 'example', 'param', 'returns', 'return', 'see', 'default', 'defaultValue',
  'internal', 'ignore', 'description', 'throws', 'since', 'experimental', 'publicApi',
  'template', 'type', 'typedef', 'remarks', 'note', 'usageNotes', 'nocollapse', 'developerPreview',
]);

/**
 * The doc comment written on the declaration itself. The language service would also
 * inherit comments from implemented interfaces (Angular's `OnDestroy`, Material's form
 * field control...), but those describe someone else's API, not Formly's.
 */
export function readDoc(symbol: ts.Symbol | undefined): DocComment {
  const doc: DocComment = { text: '', examples: [], params: [], other: [] };
  // For a getter/setter pair the comment may sit on either half.
  const decl = symbol?.declarations?.find((d) => ts.getJSDocCommentsAndTags(d).some(ts.isJSDoc));
  if (!decl) return doc;
  const texts: string[] = [];
  for (const jsDoc of ts.getJSDocCommentsAndTags(decl)) {
    if (!ts.isJSDoc(jsDoc)) continue;
    const comment = ts.getTextOfJSDocComment(jsDoc.comment)?.trim();
    if (comment) texts.push(comment);
    for (const tag of jsDoc.tags ?? []) {
      const text = (ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
      const name = tag.tagName.text;
      if (!KNOWN_TAGS.has(name)) {
        // "Do not add @ngx-formly dependencies": an `@` in prose is not a tag.
        const last = texts.length - 1;
        const glued = `${last >= 0 ? texts[last] : ''} @${name} ${text}`.trim();
        if (last >= 0) texts[last] = glued;
        else texts.push(glued);
        continue;
      }
      if (name === 'deprecated') doc.deprecated = text;
      else if (name === 'example') doc.examples.push(text);
      else if (ts.isJSDocParameterTag(tag)) doc.params.push({ name: tag.name.getText(), text: text.replace(/^-\s*/, '') });
      else if (name === 'returns' || name === 'return') doc.returns = text;
      else doc.other.push({ name, text });
    }
  }
  doc.text = texts.join('\n\n');
  return doc;
}

/** Members the package authors hide from documentation (`@internal`, `@ignore`). */
function isHiddenByTag(doc: DocComment): boolean {
  return doc.other.some((t) => t.name === 'internal' || t.name === 'ignore');
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

function memberName(member: ts.ClassElement | ts.TypeElement, sourceFile: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(member)) return 'constructor';
  if (ts.isIndexSignatureDeclaration(member)) return '[index]';
  if (ts.isCallSignatureDeclaration(member)) return '(call)';
  return member.name ? member.name.getText(sourceFile) : '';
}

/** Angular's compiled metadata lives in static `ɵ` fields; none of them is user API. */
function isAngularInternal(name: string): boolean {
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
      return [{ property, name: literalText(alias?.type) ?? property }];
    }
    return [{ property, name: literalText(m.type) ?? property }];
  });
}

function readAngularMetadata(decl: ts.ClassDeclaration, sourceFile: ts.SourceFile): AngularMetadata | undefined {
  for (const member of decl.members) {
    if (!ts.isPropertyDeclaration(member) || !member.type || !ts.isTypeReferenceNode(member.type)) continue;
    const name = member.name.getText(sourceFile);
    const args = member.type.typeArguments ?? [];
    const base: AngularMetadata = { kind: 'injectable', inputs: [], outputs: [], declarations: [], imports: [], exports: [] };
    switch (name) {
      case 'ɵcmp':
      case 'ɵdir': {
        const standalone = args[7] ? args[7].getText(sourceFile) === 'true' : undefined;
        const exportAs = args[2] && ts.isTupleTypeNode(args[2]) ? args[2].elements.map((e) => literalText(e) ?? '') : [];
        return {
          ...base,
          kind: name === 'ɵcmp' ? 'component' : 'directive',
          selector: literalText(args[1]),
          exportAs,
          inputs: bindings(args[3]),
          outputs: bindings(args[4]),
          standalone,
        };
      }
      case 'ɵpipe':
        return {
          ...base,
          kind: 'pipe',
          pipeName: literalText(args[1]),
          standalone: args[2] ? args[2].getText(sourceFile) === 'true' : undefined,
        };
      case 'ɵmod':
        return {
          ...base,
          kind: 'ngmodule',
          declarations: tupleNames(args[1], sourceFile),
          imports: tupleNames(args[2], sourceFile),
          exports: tupleNames(args[3], sourceFile),
        };
      case 'ɵprov':
        return base;
      default:
        break;
    }
  }
  return undefined;
}

export class TypingsReader {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  /** Which import path exports which declaration symbol (filled by `readEntryPoint`). */
  private readonly exportIndex = new Map<ts.Symbol, ApiSymbolRef>();
  private readonly entryCache = new Map<string, EntryPointApi>();

  constructor(readonly importPaths: string[]) {
    this.program = ts.createProgram({
      rootNames: importPaths.flatMap(typingsFiles),
      options: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
        noEmit: true,
        skipLibCheck: true,
        strict: true,
      },
    });
    this.checker = this.program.getTypeChecker();
    for (const importPath of importPaths) {
      for (const exp of this.moduleExports(importPath)) {
        const target = this.resolveAlias(exp);
        if (!this.exportIndex.has(target)) {
          this.exportIndex.set(target, { name: exp.name, module: importPath });
        }
      }
    }
  }

  private moduleExports(importPath: string): ts.Symbol[] {
    return typingsFiles(importPath).flatMap((file) => {
      const sourceFile = this.program.getSourceFile(file);
      const moduleSymbol = sourceFile && this.checker.getSymbolAtLocation(sourceFile);
      if (!moduleSymbol) throw new Error(`Cannot read the typings of ${importPath} (${file})`);
      return this.checker.getExportsOfModule(moduleSymbol);
    });
  }

  resolveAlias(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  /** The entry point (import path) a declaration file belongs to. */
  moduleOfFile(fileName: string): string {
    const normalized = fileName.split(path.sep).join('/');
    const marker = '/node_modules/';
    const idx = normalized.lastIndexOf(marker);
    if (idx < 0) return path.basename(fileName);
    const parts = normalized.slice(idx + marker.length).split('/');
    const packageName = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    if (!packageName.startsWith('@ngx-formly/')) return packageName;
    const inner = parts.slice(packageName.split('/').length);
    const subpaths = packageName === '@ngx-formly/schematics' ? [] : exportedSubpaths(packageName);
    return inner.length > 1 && subpaths.includes(inner[0]) ? `${packageName}/${inner[0]}` : packageName;
  }

  /** Where a symbol is documented: the entry point exporting it, or the one declaring it. */
  refOf(symbol: ts.Symbol): ApiSymbolRef {
    const target = this.resolveAlias(symbol);
    const exported = this.exportIndex.get(target);
    if (exported) return exported;
    const decl = target.declarations?.[0];
    return { name: target.name, module: decl ? this.moduleOfFile(decl.getSourceFile().fileName) : '' };
  }

  /** The exported symbol behind a name, if any import path read here exports it. */
  isExported(symbol: ts.Symbol): boolean {
    return this.exportIndex.has(this.resolveAlias(symbol));
  }

  readEntryPoint(importPath: string): EntryPointApi {
    const cached = this.entryCache.get(importPath);
    if (cached) return cached;
    const { packageName } = splitImportPath(importPath);
    const exportsList = this.moduleExports(importPath);
    const symbols = exportsList
      .map((exp) => this.readSymbol(this.resolveAlias(exp), exp.name))
      .filter((s): s is ApiSymbol => s !== undefined);
    // Symbols exported with a `ɵ` prefix are private to Formly's own packages; types that
    // only they mention are not worth documenting.
    const publicTargets = exportsList.filter((e) => !isAngularInternal(e.name)).map((e) => this.resolveAlias(e));
    const referenced = this.collectReferenced(importPath, publicTargets);
    const api: EntryPointApi = {
      importPath,
      packageName,
      version: readPackageJson(packageName).version,
      symbols,
      referenced,
    };
    this.entryCache.set(importPath, api);
    return api;
  }

  /** Names an entry point exports, straight from the checker (used by the tests). */
  exportNames(importPath: string): string[] {
    return this.moduleExports(importPath).map((e) => e.name);
  }

  readSymbol(symbol: ts.Symbol, exportName: string): ApiSymbol | undefined {
    const decls = symbol.declarations ?? [];
    const decl = decls[0];
    if (!decl) return undefined;
    const sourceFile = decl.getSourceFile();
    const common = {
      exportName,
      declaredName: symbol.name,
      doc: readDoc(symbol),
      members: [] as ApiMember[],
      isAbstract: false,
      heritage: [] as ApiSymbol['heritage'],
      module: this.moduleOfFile(sourceFile.fileName),
    };
    if (ts.isClassDeclaration(decl)) {
      return this.readClass(decl, sourceFile, common);
    }
    if (ts.isInterfaceDeclaration(decl)) {
      const members = this.readMembers(decls.filter(ts.isInterfaceDeclaration).flatMap((d) => [...d.members]), sourceFile);
      const heritage = this.readHeritage(decl, sourceFile);
      const printed = decls
        .filter(ts.isInterfaceDeclaration)
        .map((d) => print(ts.factory.updateInterfaceDeclaration(d, undefined, d.name, d.typeParameters, d.heritageClauses, d.members), sourceFile))
        .join('\n');
      return { ...common, kind: 'interface', signature: printed, members, heritage };
    }
    if (ts.isFunctionDeclaration(decl)) {
      const signature = decls
        .filter(ts.isFunctionDeclaration)
        .map((d) => print(ts.factory.updateFunctionDeclaration(d, undefined, d.asteriskToken, d.name, d.typeParameters, d.parameters, d.type, undefined), sourceFile))
        .join('\n');
      return { ...common, kind: 'function', signature: signature.replace(/;?$/, ';') };
    }
    if (ts.isTypeAliasDeclaration(decl)) {
      const signature = print(ts.factory.updateTypeAliasDeclaration(decl, undefined, decl.name, decl.typeParameters, decl.type), sourceFile);
      return { ...common, kind: 'type', signature };
    }
    if (ts.isVariableDeclaration(decl)) {
      const statement = decl.parent.parent;
      const keyword = ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const ? 'const' : 'let';
      const type = printType(decl.type, sourceFile);
      const isFunction = !!decl.type && ts.isFunctionTypeNode(decl.type);
      return {
        ...common,
        kind: isFunction ? 'function' : 'constant',
        signature: `${keyword} ${decl.name.getText(sourceFile)}: ${type};`,
      };
    }
    if (ts.isEnumDeclaration(decl)) {
      return { ...common, kind: 'enum', signature: print(ts.factory.updateEnumDeclaration(decl, undefined, decl.name, decl.members), sourceFile) };
    }
    return undefined;
  }

  private readHeritage(decl: ts.ClassDeclaration | ts.InterfaceDeclaration, sourceFile: ts.SourceFile): ApiSymbol['heritage'] {
    return (decl.heritageClauses ?? []).flatMap((clause) =>
      clause.types.flatMap((t) => {
        const sym = this.checker.getSymbolAtLocation(t.expression);
        if (!sym) return [];
        return [
          {
            clause: clause.token === ts.SyntaxKind.ExtendsKeyword ? ('extends' as const) : ('implements' as const),
            ref: this.refOf(sym),
            text: normalizeWhitespace(print(t, sourceFile)),
          },
        ];
      }),
    );
  }

  private readClass(decl: ts.ClassDeclaration, sourceFile: ts.SourceFile, common: Omit<ApiSymbol, 'kind' | 'signature'>): ApiSymbol {
    const angular = readAngularMetadata(decl, sourceFile);
    const visible = decl.members.filter((m) => this.isPublicMember(m, sourceFile));
    const members = this.readMembers(visible, sourceFile).map((m) => {
      const input = angular?.inputs.find((b) => b.property === m.name);
      const output = angular?.outputs.find((b) => b.property === m.name);
      const binding = input ? ('input' as const) : output ? ('output' as const) : undefined;
      const alias = (input ?? output)?.name;
      return binding ? { ...m, binding, bindingAlias: alias !== m.name ? alias : undefined } : m;
    });
    const isAbstract = hasModifier(decl, ts.SyntaxKind.AbstractKeyword);
    const modifiers = isAbstract ? [ts.factory.createModifier(ts.SyntaxKind.AbstractKeyword)] : undefined;
    const signature = print(
      ts.factory.updateClassDeclaration(decl, modifiers, decl.name, decl.typeParameters, decl.heritageClauses, visible),
      sourceFile,
    );
    return { ...common, kind: 'class', signature, members, angular, isAbstract, heritage: this.readHeritage(decl, sourceFile) };
  }

  private isPublicMember(member: ts.ClassElement, sourceFile: ts.SourceFile): boolean {
    if (hasModifier(member, ts.SyntaxKind.PrivateKeyword) || hasModifier(member, ts.SyntaxKind.ProtectedKeyword)) return false;
    if (member.name && ts.isPrivateIdentifier(member.name)) return false;
    const name = memberName(member, sourceFile);
    if (isAngularInternal(name)) return false;
    const sym = member.name ? this.checker.getSymbolAtLocation(member.name) : undefined;
    return !isHiddenByTag(readDoc(sym));
  }

  private readMembers(nodes: (ts.ClassElement | ts.TypeElement)[], sourceFile: ts.SourceFile): ApiMember[] {
    const members: ApiMember[] = [];
    for (const node of nodes) {
      const name = memberName(node, sourceFile);
      const sym = node.name ? this.checker.getSymbolAtLocation(node.name) : undefined;
      const doc = readDoc(sym);
      if (isHiddenByTag(doc)) continue;
      const isStatic = hasModifier(node, ts.SyntaxKind.StaticKeyword);
      const optional = 'questionToken' in node && !!node.questionToken;
      const signature = normalizeWhitespace(print(node, sourceFile)).replace(/;$/, '');
      if (ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node)) {
        // A getter/setter pair is one member to the reader; keep both lines in the signature.
        const existing = members.find((m) => m.kind === 'accessor' && m.name === name && m.isStatic === isStatic);
        if (existing) {
          existing.signature += `\n${signature}`;
          if (ts.isGetAccessorDeclaration(node) && node.type) existing.type = printType(node.type, sourceFile);
          continue;
        }
        const type = ts.isGetAccessorDeclaration(node)
          ? printType(node.type, sourceFile)
          : printType(node.parameters[0]?.type, sourceFile);
        members.push({ name, kind: 'accessor', isStatic, optional, signature, type, doc });
        continue;
      }
      if (ts.isConstructorDeclaration(node)) {
        members.push({ name, kind: 'constructor', isStatic, optional, signature, type: '', doc: readDoc(undefined) });
        continue;
      }
      if (ts.isIndexSignatureDeclaration(node)) {
        members.push({ name, kind: 'index-signature', isStatic, optional, signature, type: printType(node.type, sourceFile), doc });
        continue;
      }
      if (ts.isCallSignatureDeclaration(node)) {
        members.push({ name, kind: 'call-signature', isStatic, optional, signature, type: '', doc });
        continue;
      }
      if (ts.isMethodDeclaration(node) || ts.isMethodSignature(node)) {
        members.push({ name, kind: 'method', isStatic, optional, signature, type: '', doc });
        continue;
      }
      if (ts.isPropertyDeclaration(node) || ts.isPropertySignature(node)) {
        members.push({ name, kind: 'property', isStatic, optional, signature, type: printType(node.type, sourceFile), doc });
      }
    }
    return members;
  }

  /**
   * Walks the signatures of the exported symbols and returns the interfaces / type aliases
   * they mention that live in the same package but are not exported by any entry point
   * read here. Nested references are followed, so an option bag's own helpers show too.
   */
  private collectReferenced(importPath: string, exported: ts.Symbol[]): ApiSymbol[] {
    const { packageName } = splitImportPath(importPath);
    const found = new Map<ts.Symbol, ApiSymbol>();
    const queue: ts.Node[] = exported.flatMap((s) => s.declarations ?? []);
    while (queue.length > 0) {
      const node = queue.shift()!;
      const visit = (n: ts.Node) => {
        if (ts.isTypeReferenceNode(n) || ts.isExpressionWithTypeArguments(n)) {
          const nameNode = ts.isTypeReferenceNode(n) ? n.typeName : n.expression;
          const raw = this.checker.getSymbolAtLocation(nameNode);
          const sym = raw && this.resolveAlias(raw);
          const decl = sym?.declarations?.[0];
          if (sym && decl && !found.has(sym) && !this.isExported(sym) && (ts.isInterfaceDeclaration(decl) || ts.isTypeAliasDeclaration(decl))) {
            const module = this.moduleOfFile(decl.getSourceFile().fileName);
            if (module.startsWith(packageName)) {
              const api = this.readSymbol(sym, sym.name);
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

  /**
   * Props of a field or wrapper component: the type of its `props` accessor, with every
   * inherited member resolved, ordered from the most specific interface to core's.
   */
  readComponentProps(componentName: string, importPath: string): PropInfo[] {
    const component = this.findDeclaredClass(componentName, importPath);
    if (!component) throw new Error(`No component ${componentName} in ${importPath}`);
    const instanceType = this.checker.getDeclaredTypeOfSymbol(component);
    const propsSymbol = this.checker.getPropertyOfType(instanceType, 'props');
    if (!propsSymbol) throw new Error(`${componentName} has no props`);
    const propsType = this.checker.getNonNullableType(this.checker.getTypeOfSymbol(propsSymbol));
    const order = this.interfaceOrder(propsType);
    const props = this.checker.getPropertiesOfType(propsType).map((prop): PropInfo & { rank: number; pos: number } => {
      const decl = prop.declarations?.[0];
      const owner = decl?.parent;
      const ownerSymbol =
        owner && (ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)) && owner.name
          ? this.checker.getSymbolAtLocation(owner.name)
          : undefined;
      const declaredIn = ownerSymbol ? this.refOf(ownerSymbol) : { name: 'props', module: importPath };
      const typeNode = decl && (ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) ? decl.type : undefined;
      const type = typeNode
        ? printType(typeNode, decl!.getSourceFile())
        : this.checker.typeToString(this.checker.getTypeOfSymbol(prop));
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
    return props.map(({ rank: _rank, pos: _pos, ...p }) => p);
  }

  /** Breadth-first order of the interfaces a type is built from, most derived first. */
  private interfaceOrder(type: ts.Type): Map<ts.Symbol, number> {
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
        queue.push(...(this.checker.getBaseTypes(target) ?? []));
      }
    }
    return order;
  }

  /**
   * Finds a class by name among the declaration files of an entry point, exported or
   * not: a few field entry points keep their component class internal.
   */
  findDeclaredClass(name: string, importPath: string): ts.Symbol | undefined {
    const dir = path.dirname(typingsFile(importPath));
    for (const sf of this.program.getSourceFiles()) {
      if (!sf.fileName.startsWith(dir + '/') && !sf.fileName.startsWith(dir + path.sep)) continue;
      if (this.moduleOfFile(sf.fileName) !== importPath) continue;
      for (const stmt of sf.statements) {
        if (ts.isClassDeclaration(stmt) && stmt.name?.text === name) {
          return this.checker.getSymbolAtLocation(stmt.name);
        }
      }
    }
    return undefined;
  }

  /** Reads a class that an entry point declares but does not export. */
  readInternalClass(name: string, importPath: string): ApiSymbol | undefined {
    const sym = this.findDeclaredClass(name, importPath);
    return sym ? this.readSymbol(sym, name) : undefined;
  }
}
