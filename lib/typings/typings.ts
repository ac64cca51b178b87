/**
 * Reads the published `.d.ts` typings of the @ngx-formly packages with the TypeScript
 * compiler API and turns every exported symbol into the plain data model of model.ts.
 * The jobs it relies on have their own files: export-resolution.ts, doc-comments.ts,
 * type-printing.ts, angular-metadata.ts, type-crawling.ts and prop-resolution.ts.
 */
import path from 'node:path';
import ts from 'typescript';
import {isAngularInternal, readAngularMetadata} from './angular-metadata';
import {isHiddenByTag, readDoc} from './doc-comments';
import {moduleOfFile, readPackageJson, splitImportPath, typingsFile, typingsFiles} from './export-resolution';
import type {ApiMember, ApiSymbol, ApiSymbolRef, EntryPointApi, PropInfo} from './model';
import {readComponentProps} from './prop-resolution';
import {collectReferenced} from './type-crawling';
import {normalizeWhitespace, print, printType} from './type-printing';

// The API page renderers (scripts/api/pages/) read these from here.
export type * from './model';
export {packageDir, readPackageJson} from './export-resolution';

export function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

function memberName(member: ts.ClassElement | ts.TypeElement, sourceFile: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(member)) return 'constructor';
  if (ts.isIndexSignatureDeclaration(member)) return '[index]';
  if (ts.isCallSignatureDeclaration(member)) return '(call)';
  return member.name ? member.name.getText(sourceFile) : '';
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
          this.exportIndex.set(target, {name: exp.name, module: importPath});
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
    return moduleOfFile(fileName);
  }

  /** Where a symbol is documented: the entry point exporting it, or the one declaring it. */
  refOf(symbol: ts.Symbol): ApiSymbolRef {
    const target = this.resolveAlias(symbol);
    const exported = this.exportIndex.get(target);
    if (exported) return exported;
    const decl = target.declarations?.[0];
    return {name: target.name, module: decl ? this.moduleOfFile(decl.getSourceFile().fileName) : ''};
  }

  /** The exported symbol behind a name, if any import path read here exports it. */
  isExported(symbol: ts.Symbol): boolean {
    return this.exportIndex.has(this.resolveAlias(symbol));
  }

  readEntryPoint(importPath: string): EntryPointApi {
    const cached = this.entryCache.get(importPath);
    if (cached) return cached;
    const {packageName} = splitImportPath(importPath);
    const exportsList = this.moduleExports(importPath);
    const symbols = exportsList
      .map((exp) => this.readSymbol(this.resolveAlias(exp), exp.name))
      .filter((s): s is ApiSymbol => s !== undefined);
    // Symbols exported with a `ɵ` prefix are private to Formly's own packages; types that
    // only they mention are not worth documenting.
    const publicTargets = exportsList.filter((e) => !isAngularInternal(e.name)).map((e) => this.resolveAlias(e));
    const referenced = collectReferenced(this, importPath, publicTargets);
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
      const members = this.readMembers(
        decls.filter(ts.isInterfaceDeclaration).flatMap((d) => [...d.members]),
        sourceFile,
      );
      const heritage = this.readHeritage(decl, sourceFile);
      const printed = decls
        .filter(ts.isInterfaceDeclaration)
        .map((d) =>
          print(
            ts.factory.updateInterfaceDeclaration(d, undefined, d.name, d.typeParameters, d.heritageClauses, d.members),
            sourceFile,
          ),
        )
        .join('\n');
      return {...common, kind: 'interface', signature: printed, members, heritage};
    }
    if (ts.isFunctionDeclaration(decl)) {
      const signature = decls
        .filter(ts.isFunctionDeclaration)
        .map((d) =>
          print(
            ts.factory.updateFunctionDeclaration(
              d,
              undefined,
              d.asteriskToken,
              d.name,
              d.typeParameters,
              d.parameters,
              d.type,
              undefined,
            ),
            sourceFile,
          ),
        )
        .join('\n');
      return {...common, kind: 'function', signature: signature.replace(/;?$/, ';')};
    }
    if (ts.isTypeAliasDeclaration(decl)) {
      const signature = print(
        ts.factory.updateTypeAliasDeclaration(decl, undefined, decl.name, decl.typeParameters, decl.type),
        sourceFile,
      );
      return {...common, kind: 'type', signature};
    }
    if (ts.isVariableDeclaration(decl)) {
      const statement = decl.parent.parent;
      const keyword =
        ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const ? 'const' : 'let';
      const type = printType(decl.type, sourceFile);
      const isFunction = !!decl.type && ts.isFunctionTypeNode(decl.type);
      return {
        ...common,
        kind: isFunction ? 'function' : 'constant',
        signature: `${keyword} ${decl.name.getText(sourceFile)}: ${type};`,
      };
    }
    if (ts.isEnumDeclaration(decl)) {
      return {
        ...common,
        kind: 'enum',
        signature: print(ts.factory.updateEnumDeclaration(decl, undefined, decl.name, decl.members), sourceFile),
      };
    }
    return undefined;
  }

  private readHeritage(
    decl: ts.ClassDeclaration | ts.InterfaceDeclaration,
    sourceFile: ts.SourceFile,
  ): ApiSymbol['heritage'] {
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

  private readClass(
    decl: ts.ClassDeclaration,
    sourceFile: ts.SourceFile,
    common: Omit<ApiSymbol, 'kind' | 'signature'>,
  ): ApiSymbol {
    const angular = readAngularMetadata(decl, sourceFile, this.checker);
    const visible = decl.members.filter((m) => this.isPublicMember(m, sourceFile));
    const members = this.readMembers(visible, sourceFile).map((m) => {
      const input = angular?.inputs.find((b) => b.property === m.name);
      const output = angular?.outputs.find((b) => b.property === m.name);
      const binding = input ? ('input' as const) : output ? ('output' as const) : undefined;
      const alias = (input ?? output)?.name;
      return binding ? {...m, binding, bindingAlias: alias !== m.name ? alias : undefined} : m;
    });
    const isAbstract = hasModifier(decl, ts.SyntaxKind.AbstractKeyword);
    const modifiers = isAbstract ? [ts.factory.createModifier(ts.SyntaxKind.AbstractKeyword)] : undefined;
    const signature = print(
      ts.factory.updateClassDeclaration(decl, modifiers, decl.name, decl.typeParameters, decl.heritageClauses, visible),
      sourceFile,
    );
    return {
      ...common,
      kind: 'class',
      signature,
      members,
      angular,
      isAbstract,
      heritage: this.readHeritage(decl, sourceFile),
    };
  }

  private isPublicMember(member: ts.ClassElement, sourceFile: ts.SourceFile): boolean {
    if (hasModifier(member, ts.SyntaxKind.PrivateKeyword) || hasModifier(member, ts.SyntaxKind.ProtectedKeyword))
      return false;
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
        members.push({name, kind: 'accessor', isStatic, optional, signature, type, doc});
        continue;
      }
      if (ts.isConstructorDeclaration(node)) {
        members.push({name, kind: 'constructor', isStatic, optional, signature, type: '', doc: readDoc(undefined)});
        continue;
      }
      if (ts.isIndexSignatureDeclaration(node)) {
        members.push({
          name,
          kind: 'index-signature',
          isStatic,
          optional,
          signature,
          type: printType(node.type, sourceFile),
          doc,
        });
        continue;
      }
      if (ts.isCallSignatureDeclaration(node)) {
        members.push({name, kind: 'call-signature', isStatic, optional, signature, type: '', doc});
        continue;
      }
      if (ts.isMethodDeclaration(node) || ts.isMethodSignature(node)) {
        members.push({name, kind: 'method', isStatic, optional, signature, type: '', doc});
        continue;
      }
      if (ts.isPropertyDeclaration(node) || ts.isPropertySignature(node)) {
        members.push({
          name,
          kind: 'property',
          isStatic,
          optional,
          signature,
          type: printType(node.type, sourceFile),
          doc,
        });
      }
    }
    return members;
  }

  /**
   * Props of a field or wrapper component: the type of its `props` accessor, with every
   * inherited member resolved, ordered from the most specific interface to core's.
   */
  readComponentProps(componentName: string, importPath: string): PropInfo[] {
    return readComponentProps(this, componentName, importPath);
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
