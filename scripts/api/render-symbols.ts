/**
 * Renders the generated symbol list of an entry point: one `###` section per exported
 * symbol, grouped by kind under `##` headings, each with its signature in a fenced
 * TypeScript block and the doc comment the typings carry.
 */
import type {
  AngularMetadata,
  ApiMember,
  ApiSymbol,
  ApiSymbolRef,
  DocComment,
  EntryPointApi,
  SymbolKind,
} from '../../lib/typings/model';
import {anchor, blocks, cell, code, codeCell, fence, mdx, table} from './markdown';

/** Resolves a symbol reference to a link target, if the site documents that symbol. */
export interface LinkResolver {
  href(ref: ApiSymbolRef, fromModule: string): string | undefined;
}

export function link(ref: ApiSymbolRef, fromModule: string, links: LinkResolver, label = ref.name): string {
  const target = links.href(ref, fromModule);
  return target ? `[${code(label)}](${target})` : code(label);
}

const GROUPS: {kind: SymbolKind; title: string}[] = [
  {kind: 'class', title: 'Classes'},
  {kind: 'interface', title: 'Interfaces'},
  {kind: 'function', title: 'Functions'},
  {kind: 'type', title: 'Types'},
  {kind: 'constant', title: 'Constants'},
  {kind: 'enum', title: 'Enums'},
];

function byName(a: ApiSymbol, b: ApiSymbol): number {
  const x = a.exportName.replace(/^ɵ/, '').toLowerCase();
  const y = b.exportName.replace(/^ɵ/, '').toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

export function isPrivateExport(symbol: ApiSymbol): boolean {
  return symbol.exportName.startsWith('ɵ');
}

function deprecation(doc: DocComment): string | undefined {
  if (doc.deprecated === undefined) return undefined;
  const reason = doc.deprecated ? mdx(doc.deprecated) : 'The typings mark this API as deprecated.';
  return `:::warning[Deprecated]\n\n${reason}\n\n:::`;
}

function withFence(example: string): string {
  return example.includes('```') ? example : fence('ts', example);
}

/** Doc comment body: text, parameters, return value, examples and any other tag. */
export function renderDoc(doc: DocComment): string {
  const params = doc.params.length
    ? `**Parameters**\n\n${doc.params.map((p) => `- ${code(p.name)}${p.text ? ` — ${mdx(p.text)}` : ''}`).join('\n')}`
    : undefined;
  const returns = doc.returns ? `**Returns** ${mdx(doc.returns)}` : undefined;
  const examples = doc.examples.map((e) => `**Example**\n\n${withFence(e)}`);
  const other = doc.other
    .filter((t) => t.name !== 'internal' && t.name !== 'ignore')
    .map((t) => `**@${t.name}** ${mdx(t.text)}`);
  return blocks(doc.text ? mdx(doc.text) : undefined, params, returns, ...examples, ...other);
}

/** "**Deprecated:** use `minLength`." — the reason as one sentence, or just the label. */
export function deprecationNote(doc: DocComment): string | undefined {
  if (doc.deprecated === undefined) return undefined;
  const reason = doc.deprecated.trim();
  return reason ? `**Deprecated:** ${/[.!?]$/.test(reason) ? reason : `${reason}.`}` : '**Deprecated.**';
}

/** One-line summary for tables: deprecation first, then the text. */
export function docCell(doc: DocComment): string {
  const parts = [deprecationNote(doc), doc.text].filter((p): p is string => !!p);
  return parts.length ? cell(parts.join(' ')) : ' ';
}

function angularLine(meta: AngularMetadata): string {
  const parts: string[] = [];
  switch (meta.kind) {
    case 'directive':
      if (!meta.selector) {
        // Formly's base classes (FieldType, FieldWrapper...) are selector-less directives.
        parts.push('**Angular base directive** · no selector: extend it in a component of your own');
        break;
      }
    // falls through
    case 'component':
      parts.push(`**Angular ${meta.kind}**`);
      if (meta.selector) parts.push(`selector ${code(meta.selector)}`);
      if (meta.standalone !== undefined) parts.push(meta.standalone ? 'standalone' : 'declared in an NgModule');
      if (meta.inputs.length) parts.push(`inputs ${meta.inputs.map((b) => code(b.name)).join(', ')}`);
      if (meta.outputs.length) parts.push(`outputs ${meta.outputs.map((b) => code(b.name)).join(', ')}`);
      if (meta.exportAs?.length) parts.push(`exported as ${meta.exportAs.map(code).join(', ')}`);
      break;
    case 'pipe':
      parts.push(`**Angular pipe** ${meta.pipeName ? code(meta.pipeName) : ''}`.trim());
      if (meta.standalone !== undefined) parts.push(meta.standalone ? 'standalone' : 'declared in an NgModule');
      break;
    case 'ngmodule':
      parts.push('**NgModule**');
      if (meta.declarations.length) parts.push(`declares ${meta.declarations.map(code).join(', ')}`);
      if (meta.imports.length) parts.push(`imports ${meta.imports.map(code).join(', ')}`);
      if (meta.exports.length) parts.push(`exports ${meta.exports.map(code).join(', ')}`);
      break;
    case 'injectable':
      parts.push('**Injectable service**');
      break;
  }
  return parts.join(' · ');
}

function heritageLine(symbol: ApiSymbol, links: LinkResolver): string | undefined {
  const extend = symbol.heritage.filter((h) => h.clause === 'extends');
  const implement = symbol.heritage.filter((h) => h.clause === 'implements');
  // "Implements `OnChanges`, `DoCheck` from `@angular/core`": one "from" per module.
  const describe = (list: ApiSymbol['heritage']) => {
    const modules = [...new Set(list.map((h) => h.ref.module))];
    return modules
      .map((module) => {
        const names = list
          .filter((h) => h.ref.module === module)
          .map((h) => {
            const local = h.text.replace(/<[\s\S]*$/, '');
            const alias = h.ref.name !== local ? ` (imported as ${code(local)})` : '';
            return `${link(h.ref, symbol.module, links)}${alias}`;
          });
        const from = module && module !== symbol.module ? ` from ${code(module)}` : '';
        return `${names.join(', ')}${from}`;
      })
      .join('; ');
  };
  const parts: string[] = [];
  if (extend.length) parts.push(`Extends ${describe(extend)}.`);
  if (implement.length) parts.push(`Implements ${describe(implement)}.`);
  return parts.length ? parts.join(' ') : undefined;
}

function memberKind(member: ApiMember): string {
  if (member.binding) return member.bindingAlias ? `${member.binding} ${code(member.bindingAlias)}` : member.binding;
  const getter = /^(static )?get /m.test(member.signature);
  const setter = /^(static )?set /m.test(member.signature);
  const base = {
    constructor: 'constructor',
    property: 'property',
    accessor: getter && setter ? 'getter/setter' : getter ? 'getter' : 'setter',
    method: 'method',
    'index-signature': 'index signature',
    'call-signature': 'call signature',
  }[member.kind];
  return member.isStatic ? `static ${base}` : base;
}

function memberLabel(member: ApiMember): string {
  if (member.kind === 'method') return `${member.name}()`;
  if (member.kind === 'index-signature' || member.kind === 'call-signature') return member.signature;
  return `${member.name}${member.optional ? '?' : ''}`;
}

function classMembersTable(symbol: ApiSymbol): string | undefined {
  const listed = symbol.members.filter((m) => m.kind !== 'constructor');
  const worthATable = listed.some((m) => m.doc.text || m.doc.deprecated !== undefined || m.binding);
  if (!worthATable) return undefined;
  return table(
    ['Member', 'Kind', 'Description'],
    listed.map((m) => [codeCell(memberLabel(m)), memberKind(m), docCell(m.doc)]),
  );
}

/** Gives a member's description: its doc comment, or the site's own text where the typings have none. */
export interface MemberDescriber {
  describeMember(symbol: ApiSymbol, member: ApiMember): string;
}

function interfaceMembersTable(symbol: ApiSymbol, describe?: MemberDescriber): string | undefined {
  if (symbol.members.length === 0) return undefined;
  return table(
    ['Property', 'Type', 'Description'],
    symbol.members.map((m) => [
      codeCell(m.kind === 'method' ? m.name : memberLabel(m)),
      codeCell(m.kind === 'method' ? m.signature.replace(/^[^(<]*/, '') : m.type),
      docCell(describe ? {...m.doc, text: describe.describeMember(symbol, m)} : m.doc),
    ]),
  );
}

function kindLabel(symbol: ApiSymbol): string | undefined {
  if (symbol.angular) return angularLine(symbol.angular);
  if (symbol.kind === 'class') return symbol.isAbstract ? '**Abstract class**' : undefined;
  return undefined;
}

export function renderSymbol(
  symbol: ApiSymbol,
  links: LinkResolver,
  note?: string,
  describe?: MemberDescriber,
): string {
  const id = anchor(symbol.exportName);
  const aliasNote =
    symbol.exportName !== symbol.declaredName
      ? `Exported as ${code(symbol.exportName)}; the declaration in the typings is named ${code(symbol.declaredName)}.`
      : undefined;
  const members =
    symbol.kind === 'class'
      ? classMembersTable(symbol)
      : symbol.kind === 'interface'
        ? interfaceMembersTable(symbol, describe)
        : undefined;
  const reworded = [symbol.doc, ...symbol.members.map((m) => m.doc)].some((d) => d.reworded)
    ? '_Some descriptions in this section are written for this site; they restate the doc comments of the typings._'
    : undefined;
  return blocks(
    `### ${symbol.exportName} {/* #${id} */}`,
    deprecation(symbol.doc),
    kindLabel(symbol),
    note,
    aliasNote,
    heritageLine(symbol, links),
    renderDoc(symbol.doc),
    fence('ts', symbol.signature),
    members,
    reworded,
  );
}

/** All exported symbols of an entry point, grouped by kind, then the private and internal ones. */
export function renderSymbolGroups(api: EntryPointApi, links: LinkResolver, describe?: MemberDescriber): string {
  const publicSymbols = api.symbols.filter((s) => !isPrivateExport(s));
  const privateSymbols = api.symbols.filter(isPrivateExport).sort(byName);
  const groups = GROUPS.map(({kind, title}) => {
    const members = publicSymbols.filter((s) => s.kind === kind).sort(byName);
    if (members.length === 0) return undefined;
    return blocks(`## ${title}`, ...members.map((s) => renderSymbol(s, links, undefined, describe)));
  });
  const privateGroup = privateSymbols.length
    ? blocks(
        '## Private exports',
        `Names that start with ${code('ɵ')} follow the Angular convention for private API: the entry point exports them so that other Formly packages can use them, and they may change in any release without notice. They are listed so that the reference is complete; application code should not depend on them.`,
        ...privateSymbols.map((s) => renderSymbol(s, links, undefined, describe)),
      )
    : undefined;
  const internal = [...api.referenced].sort(byName);
  const internalGroup = internal.length
    ? blocks(
        '## Referenced internal types',
        `The exports above mention these interfaces and types, which ${code(api.importPath)} does not export itself. They are shown so that every signature on this page can be read in full; to name one in your own code, derive it from an exported type (for example with ${code('Parameters<…>')} or an indexed access type).`,
        ...internal.map((s) => renderSymbol({...s, exportName: s.exportName}, links, undefined, describe)),
      )
    : undefined;
  return blocks(...groups, privateGroup, internalGroup);
}
