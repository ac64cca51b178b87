/**
 * The plain data model of the documented API: what the typings readers produce and
 * the page renderers print, without touching the compiler again.
 */

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
  heritage: {clause: 'extends' | 'implements'; ref: ApiSymbolRef; text: string}[];
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
