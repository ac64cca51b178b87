/**
 * A small CSS reader and cascade for palette-contrast.test.ts: it works out which colours an
 * element of the site is painted with, from the style sheets themselves, in a colour mode, and
 * computes WCAG 2.x contrast ratios.
 *
 * It reads what colour contrast depends on and fails loudly on anything else it meets on the way:
 * a colour syntax it does not know (color-mix(), hsl(), most named colours), a background image other
 * than a linear gradient, an unknown custom property, a cycle, a nested rule, an @layer or
 * @property block. Skipping such a thing would let a contrast problem through unseen.
 *
 * Rules inside @media, @supports and @container blocks are not applied: they depend on the
 * viewport, the printer or the browser, which a static check cannot choose. They are kept apart
 * instead, and `ResolvedChain.conditionalDeclarationsRead` lists any of them that would change a
 * value the check read, so that the test can fail when one does.
 */

/** A colour in sRGB: channels from 0 to 255, alpha from 0 to 1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

export interface Declaration {
  /** Lower case, except custom properties, whose names are case-sensitive. */
  readonly property: string;
  readonly value: string;
  readonly important: boolean;
}

export interface AttributeSelector {
  readonly name: string;
  readonly operator?: '=' | '~=' | '|=' | '^=' | '$=' | '*=';
  readonly value?: string;
  readonly caseInsensitive: boolean;
}

export interface PseudoClassSelector {
  readonly name: string;
  /** The argument of a functional pseudo-class that takes no selectors, such as nth-child(2n). */
  readonly argument?: string;
  /** The selector list of :not(), :is(), :where() and their older spellings. */
  readonly selectors?: readonly ComplexSelector[];
}

export interface CompoundSelector {
  /** A type selector in lower case, or '*'. */
  readonly tag?: string;
  readonly ids: readonly string[];
  readonly classes: readonly string[];
  readonly attributes: readonly AttributeSelector[];
  readonly pseudoClasses: readonly PseudoClassSelector[];
  readonly pseudoElement?: string;
}

export type Combinator = 'descendant' | 'child' | 'next-sibling' | 'subsequent-sibling';

export interface ComplexSelector {
  readonly compounds: readonly CompoundSelector[];
  /** `combinators[k]` joins `compounds[k]` to `compounds[k + 1]`. */
  readonly combinators: readonly Combinator[];
}

export interface StyleRule {
  /** The sheet's name and the selector, for messages. */
  readonly where: string;
  readonly selectors: readonly ComplexSelector[];
  readonly declarations: readonly Declaration[];
  /** The preludes of the @-rules the rule sits in (such as `@media print`); none for a rule that always applies. */
  readonly condition?: string;
}

export interface StyleSheet {
  readonly name: string;
  readonly rules: readonly StyleRule[];
}

/**
 * One element of the chain from <html> down to the element checked. Only what selectors can
 * test is described; `states` are the pseudo-classes the element is in (for example 'hover',
 * 'nth-child(2n)'), written as in the selector without the colon.
 */
export interface ElementSpec {
  readonly tag: string;
  readonly id?: string;
  readonly classes?: readonly string[];
  readonly attributes?: Readonly<Record<string, string>>;
  readonly states?: readonly string[];
  /** Set on the last element only: it is that pseudo-element of the element before it. */
  readonly pseudoElement?: string;
  /** Inline style declarations, property to value. */
  readonly style?: Readonly<Record<string, string>>;
}

// ---------------------------------------------------------------------------------------------
// Reading style sheets

/** Index just past the string that opens at `start` (a backslash escapes the next character). */
function stringEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i + 1;
  }
  throw new Error(`Unterminated string starting: ${text.slice(start, start + 40)}`);
}

/** Removes comments, leaving strings alone: a data URL in a string may contain slash-star. */
function stripComments(text: string): string {
  const kept: string[] = [];
  const quoteOrSlash = /["'/]/g;
  let i = 0;
  for (;;) {
    quoteOrSlash.lastIndex = i;
    const at = quoteOrSlash.exec(text)?.index;
    if (at === undefined) break;
    const ch = text[at];
    if (ch === '/' && text[at + 1] === '*') {
      const close = text.indexOf('*/', at + 2);
      if (close === -1) throw new Error(`Unterminated comment: ${text.slice(at, at + 40)}`);
      kept.push(text.slice(i, at), ' ');
      i = close + 2;
    } else {
      const end = ch === '/' ? at + 1 : stringEnd(text, at);
      kept.push(text.slice(i, end));
      i = end;
    }
  }
  kept.push(text.slice(i));
  return kept.join('');
}

/** Index of the first of `targets` at or after `start` outside strings, parentheses and brackets; -1 if none. */
function findTopLevel(text: string, start: number, targets: string): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (depth === 0 && targets.includes(ch)) return i;
    if (ch === '"' || ch === "'") i = stringEnd(text, i) - 1;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
  }
  return -1;
}

/** Index of the brace that closes the block opened at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' || ch === "'") i = stringEnd(text, i) - 1;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  throw new Error(`Unclosed block: ${text.slice(open, open + 60)}`);
}

/** Splits on `separator` where it is outside strings, parentheses and brackets. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (;;) {
    const at = findTopLevel(text, start, separator);
    if (at === -1) break;
    parts.push(text.slice(start, at));
    start = at + 1;
  }
  parts.push(text.slice(start));
  return parts;
}

function parseDeclarations(body: string, where: string): Declaration[] {
  const declarations: Declaration[] = [];
  for (const piece of splitTopLevel(body, ';')) {
    if (!piece.trim()) continue;
    const colon = piece.indexOf(':');
    if (colon === -1) throw new Error(`${where}: "${piece.trim()}" is not a declaration`);
    const name = piece.slice(0, colon).trim();
    let value = piece.slice(colon + 1).trim();
    const important = /!\s*important\s*$/i.test(value);
    if (important) value = value.replace(/!\s*important\s*$/i, '').trim();
    declarations.push({
      property: name.startsWith('--') ? name : name.toLowerCase(),
      value: value.replace(/\s+/g, ' '),
      important,
    });
  }
  return declarations;
}

/** @-rules whose blocks hold rules that apply only under a condition the check cannot choose. */
const CONDITIONAL_AT_RULES = new Set(['media', 'supports', 'container']);
/** @-rules whose blocks hold no rules for elements (fonts, animations, print pages). */
const UNRELATED_AT_RULES = new Set(['font-face', 'keyframes', '-webkit-keyframes', 'page', 'counter-style']);

function parseRuleList(
  text: string,
  sheet: string,
  cssModule: boolean,
  condition: string | undefined,
  rules: StyleRule[],
): void {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (i >= text.length) return;
    if (text[i] === '@') {
      const stop = findTopLevel(text, i, '{;');
      const prelude = text.slice(i, stop === -1 ? text.length : stop).trim();
      const name = /^@([-\w]+)/.exec(prelude)?.[1].toLowerCase() ?? '';
      if (stop === -1 || text[stop] === ';') {
        // @import would bring in rules from elsewhere; @charset and the @layer order statement do not.
        if (name === 'import') throw new Error(`${sheet}: ${prelude} is not followed by this reader`);
        i = stop === -1 ? text.length : stop + 1;
        continue;
      }
      const close = closingBrace(text, stop);
      if (CONDITIONAL_AT_RULES.has(name)) {
        const nested = condition ? `${condition} ${prelude}` : prelude;
        parseRuleList(text.slice(stop + 1, close), sheet, cssModule, nested, rules);
      } else if (!UNRELATED_AT_RULES.has(name)) {
        // @layer and @scope change which declaration wins, @property gives custom properties
        // initial values: modelling none of them, the reader must not ignore them.
        throw new Error(`${sheet}: ${prelude} { … } is not modelled by this reader`);
      }
      i = close + 1;
      continue;
    }
    const open = findTopLevel(text, i, '{');
    if (open === -1) throw new Error(`${sheet}: unexpected text after the last rule: ${text.slice(i, i + 60)}`);
    const close = closingBrace(text, open);
    const selectorText = text.slice(i, open).trim().replace(/\s+/g, ' ');
    const where = `${sheet} "${selectorText}"`;
    const body = text.slice(open + 1, close);
    if (findTopLevel(body, 0, '{') !== -1) throw new Error(`${where}: nested rules are not read by this reader`);
    rules.push({
      where: condition ? `${where} (inside ${condition})` : where,
      selectors: new SelectorParser(
        cssModule ? scopeModuleSelector(selectorText, sheet) : selectorText,
        where,
      ).parseList(),
      declarations: parseDeclarations(body, where),
      condition,
    });
    i = close + 1;
  }
}

/**
 * Reads a style sheet's top-level rules and the rules of its @media, @supports and @container
 * blocks (marked with their condition). In a CSS module (`cssModule`), class names are scoped to
 * the sheet as the bundler scopes them, except inside :global(); `scopedClassName` gives the
 * name an element carries.
 */
export function parseStyleSheet(text: string, name: string, options: {cssModule?: boolean} = {}): StyleSheet {
  const rules: StyleRule[] = [];
  parseRuleList(stripComments(text), name, options.cssModule ?? false, undefined, rules);
  return {name, rules};
}

/**
 * A CSS module's selector with its class names scoped to the sheet, as the bundler scopes them:
 * except inside :global(), whose contents are kept as written and unwrapped.
 */
function scopeModuleSelector(selector: string, sheetName: string): string {
  let out = '';
  let i = 0;
  while (i < selector.length) {
    const ch = selector[i];
    const wrapper = /^:(global|local)\(/.exec(selector.slice(i));
    if (wrapper) {
      const open = i + wrapper[0].length - 1;
      const close = findTopLevel(selector, open + 1, ')');
      if (close === -1) throw new Error(`${sheetName}: unclosed :${wrapper[1]}( in "${selector}"`);
      const inner = selector.slice(open + 1, close);
      out += wrapper[1] === 'global' ? inner : scopeModuleSelector(inner, sheetName);
      i = close + 1;
    } else if (ch === '[' || ch === '"' || ch === "'") {
      // Attribute selectors and strings are kept as written.
      const end = ch === '[' ? findTopLevel(selector, i + 1, ']') + 1 : stringEnd(selector, i);
      out += selector.slice(i, end);
      i = end;
    } else if (ch === '.' && /[-_a-zA-Z]/.test(selector[i + 1] ?? '')) {
      const name = /^[-\w]+/.exec(selector.slice(i + 1))![0];
      out += `.${scopedClassName(sheetName, name)}`;
      i += 1 + name.length;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/**
 * The class name an element carries for class `local` of CSS module `sheetName`: like the
 * bundler's `local_hash`, so that selectors such as [class^='announcementBar'] match it as on
 * the site.
 */
export function scopedClassName(sheetName: string, local: string): string {
  let hash = 0x811c9dc5;
  for (const ch of sheetName) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return `${local}_${hash.toString(36)}`;
}

// ---------------------------------------------------------------------------------------------
// Selectors

/** Pseudo-classes whose argument is a selector list that the element must match (or, for :not(), must not). */
const LOGICAL_PSEUDO_CLASSES = new Set(['not', 'is', 'where', 'matches', 'any', '-webkit-any', '-moz-any']);
/** Pseudo-elements that CSS 2 wrote with one colon. */
const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);
/** Pseudo-classes of a link: the check treats every <a href> as an unvisited link. */
const LINK_PSEUDO_CLASSES = new Set(['link', 'any-link', '-webkit-any-link', '-moz-any-link']);

interface MutableCompound {
  tag?: string;
  ids: string[];
  classes: string[];
  attributes: AttributeSelector[];
  pseudoClasses: PseudoClassSelector[];
  pseudoElement?: string;
}

class SelectorParser {
  private pos = 0;

  constructor(
    private readonly text: string,
    private readonly where: string,
  ) {}

  parseList(): ComplexSelector[] {
    const list: ComplexSelector[] = [];
    for (;;) {
      list.push(this.parseComplex());
      this.skipSpace();
      if (this.text[this.pos] !== ',') break;
      this.pos++;
    }
    if (this.pos < this.text.length && this.text[this.pos] !== ')') this.fail('unexpected text');
    return list;
  }

  private parseComplex(): ComplexSelector {
    this.skipSpace();
    const compounds = [this.parseCompound()];
    const combinators: Combinator[] = [];
    for (;;) {
      const hadSpace = this.skipSpace();
      const ch = this.text[this.pos];
      if (ch === undefined || ch === ',' || ch === ')') break;
      let combinator: Combinator = 'descendant';
      if (ch === '>' || ch === '+' || ch === '~') {
        combinator = ch === '>' ? 'child' : ch === '+' ? 'next-sibling' : 'subsequent-sibling';
        this.pos++;
        this.skipSpace();
      } else if (!hadSpace) {
        this.fail(`unexpected "${ch}"`);
      }
      combinators.push(combinator);
      compounds.push(this.parseCompound());
    }
    return {compounds, combinators};
  }

  private parseCompound(): CompoundSelector {
    const compound: MutableCompound = {ids: [], classes: [], attributes: [], pseudoClasses: []};
    const start = this.pos;
    for (;;) {
      const ch = this.text[this.pos];
      if (ch === '*' && this.pos === start) {
        this.pos++;
        compound.tag = '*';
      } else if (this.pos === start && ch !== undefined && /[-_a-zA-Z\\]/.test(ch)) {
        compound.tag = this.identifier().toLowerCase();
      } else if (ch === '.') {
        this.pos++;
        compound.classes.push(this.identifier());
      } else if (ch === '#') {
        this.pos++;
        compound.ids.push(this.identifier());
      } else if (ch === '[') {
        compound.attributes.push(this.attribute());
      } else if (ch === ':') {
        this.pseudo(compound);
      } else {
        break;
      }
    }
    if (this.pos === start) this.fail('expected a selector');
    return compound;
  }

  private pseudo(compound: MutableCompound): void {
    const doubleColon = this.text[this.pos + 1] === ':';
    this.pos += doubleColon ? 2 : 1;
    const name = this.identifier().toLowerCase();
    const functional = this.text[this.pos] === '(';
    if (doubleColon || LEGACY_PSEUDO_ELEMENTS.has(name)) {
      if (functional) this.rawArgument();
      compound.pseudoElement = name;
      return;
    }
    if (!functional) {
      compound.pseudoClasses.push({name});
      return;
    }
    if (LOGICAL_PSEUDO_CLASSES.has(name)) {
      this.pos++;
      const selectors = this.parseList();
      this.expect(')');
      compound.pseudoClasses.push({name, selectors});
    } else {
      compound.pseudoClasses.push({name, argument: this.rawArgument()});
    }
  }

  /** The text between the parentheses that open at the current position, without spaces. */
  private rawArgument(): string {
    const open = this.pos;
    const close = findTopLevel(this.text, open + 1, ')');
    if (close === -1) this.fail('unclosed parenthesis');
    this.pos = close + 1;
    return this.text.slice(open + 1, close).replace(/\s+/g, '');
  }

  private attribute(): AttributeSelector {
    this.pos++;
    this.skipSpace();
    const name = this.identifier().toLowerCase();
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return {name, caseInsensitive: false};
    }
    const operator = /^[~|^$*]?=/.exec(this.text.slice(this.pos))?.[0] as AttributeSelector['operator'];
    if (!operator) this.fail('expected an attribute operator');
    this.pos += operator.length;
    this.skipSpace();
    let value: string;
    const quote = this.text[this.pos];
    if (quote === '"' || quote === "'") {
      const end = stringEnd(this.text, this.pos);
      value = this.text.slice(this.pos + 1, end - 1).replace(/\\(.)/g, '$1');
      this.pos = end;
    } else {
      value = this.identifier();
    }
    this.skipSpace();
    const flag = /^[iIsS](?=\s*\])/.exec(this.text.slice(this.pos))?.[0];
    if (flag) {
      this.pos++;
      this.skipSpace();
    }
    this.expect(']');
    return {name, operator, value, caseInsensitive: flag?.toLowerCase() === 'i'};
  }

  private identifier(): string {
    let name = '';
    while (this.pos < this.text.length) {
      const ch = this.text[this.pos];
      if (ch === '\\') {
        name += this.text[this.pos + 1] ?? '';
        this.pos += 2;
      } else if (/[-\w\u00a0-\uffff]/.test(ch)) {
        name += ch;
        this.pos++;
      } else {
        break;
      }
    }
    if (!name) this.fail('expected a name');
    return name;
  }

  private skipSpace(): boolean {
    const start = this.pos;
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
    return this.pos > start;
  }

  private expect(ch: string): void {
    if (this.text[this.pos] !== ch) this.fail(`expected "${ch}"`);
    this.pos++;
  }

  private fail(problem: string): never {
    throw new Error(`${this.where}: cannot read the selector (${problem} at "${this.text.slice(this.pos)}")`);
  }
}

/** [ids, classes + attributes + pseudo-classes, types + pseudo-elements]. */
export type Specificity = readonly [number, number, number];

function addSpecificity(a: Specificity, b: Specificity): Specificity {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

function compareSpecificity(a: Specificity, b: Specificity): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function compoundSpecificity(compound: CompoundSelector): Specificity {
  let result: Specificity = [
    compound.ids.length,
    compound.classes.length + compound.attributes.length,
    (compound.tag && compound.tag !== '*' ? 1 : 0) + (compound.pseudoElement ? 1 : 0),
  ];
  for (const pseudo of compound.pseudoClasses) {
    if (pseudo.name === 'where') continue;
    if (pseudo.selectors) {
      // :not(), :is() and the like count as their most specific argument.
      const inner = pseudo.selectors.map(selectorSpecificity).sort(compareSpecificity).at(-1) ?? [0, 0, 0];
      result = addSpecificity(result, inner);
    } else {
      result = addSpecificity(result, [0, 1, 0]);
    }
  }
  return result;
}

function selectorSpecificity(selector: ComplexSelector): Specificity {
  return selector.compounds.map(compoundSpecificity).reduce(addSpecificity, [0, 0, 0]);
}

function matchesAttribute(attribute: AttributeSelector, element: ElementSpec): boolean {
  // An element's class attribute is its classes, space-separated, in the order given.
  const actual =
    attribute.name === 'class'
      ? element.classes?.length
        ? element.classes.join(' ')
        : undefined
      : element.attributes?.[attribute.name];
  if (actual === undefined) return false;
  if (!attribute.operator || attribute.value === undefined) return true;
  const has = attribute.caseInsensitive ? actual.toLowerCase() : actual;
  const wanted = attribute.caseInsensitive ? attribute.value.toLowerCase() : attribute.value;
  switch (attribute.operator) {
    case '=':
      return has === wanted;
    case '~=':
      return has.split(/\s+/).includes(wanted);
    case '|=':
      return has === wanted || has.startsWith(`${wanted}-`);
    case '^=':
      return wanted !== '' && has.startsWith(wanted);
    case '$=':
      return wanted !== '' && has.endsWith(wanted);
    case '*=':
      return wanted !== '' && has.includes(wanted);
  }
}

function matchesPseudoClass(pseudo: PseudoClassSelector, chain: readonly ElementSpec[], index: number): boolean {
  const element = chain[index];
  if (pseudo.name === 'root') return index === 0;
  if (pseudo.name === 'not') return !pseudo.selectors!.some((selector) => matchesSelector(selector, chain, index));
  if (pseudo.selectors) return pseudo.selectors.some((selector) => matchesSelector(selector, chain, index));
  if (pseudo.name === 'has') throw new Error(`:has(${pseudo.argument}) is not modelled by this reader`);
  const written = pseudo.argument === undefined ? pseudo.name : `${pseudo.name}(${pseudo.argument})`;
  if (element.states?.includes(written)) return true;
  return LINK_PSEUDO_CLASSES.has(pseudo.name) && element.tag === 'a' && element.attributes?.href !== undefined;
}

function matchesCompound(compound: CompoundSelector, chain: readonly ElementSpec[], index: number): boolean {
  // Plain loops: this runs for every candidate rule on every element of every chain.
  const element = chain[index];
  if (element.pseudoElement !== undefined) return false;
  if (compound.tag && compound.tag !== '*' && compound.tag !== element.tag) return false;
  for (const id of compound.ids) if (element.id !== id) return false;
  for (const name of compound.classes) if (!element.classes?.includes(name)) return false;
  for (const attribute of compound.attributes) if (!matchesAttribute(attribute, element)) return false;
  for (const pseudo of compound.pseudoClasses) if (!matchesPseudoClass(pseudo, chain, index)) return false;
  return true;
}

/** Whether compounds 0..k of the selector match, compound k on the element at `index` or (per the combinator) above it. */
function matchesLeftOf(selector: ComplexSelector, k: number, chain: readonly ElementSpec[], index: number): boolean {
  if (k < 0) return true;
  const compound = selector.compounds[k];
  if (compound.pseudoElement) return false;
  switch (selector.combinators[k]) {
    case 'child':
      return (
        index > 0 && matchesCompound(compound, chain, index - 1) && matchesLeftOf(selector, k - 1, chain, index - 1)
      );
    case 'descendant':
      for (let j = index - 1; j >= 0; j--) {
        if (matchesCompound(compound, chain, j) && matchesLeftOf(selector, k - 1, chain, j)) return true;
      }
      return false;
    default:
      // A chain has no siblings: rules that need one never apply to it.
      return false;
  }
}

/** Whether the selector matches `chain[index]`, the other elements of the chain being its ancestors. */
function matchesSelector(selector: ComplexSelector, chain: readonly ElementSpec[], index: number): boolean {
  const last = selector.compounds.length - 1;
  const subject = selector.compounds[last];
  const element = chain[index];
  let target = index;
  if (element.pseudoElement !== undefined) {
    // The compound describes the originating element, the element before the pseudo-element.
    if (subject.pseudoElement !== element.pseudoElement) return false;
    target = index - 1;
  } else if (subject.pseudoElement !== undefined) {
    return false;
  }
  if (target < 0 || !matchesCompound(subject, chain, target)) return false;
  return matchesLeftOf(selector, last - 1, chain, target);
}

// ---------------------------------------------------------------------------------------------
// Colours

const TRANSPARENT: Rgba = {r: 0, g: 0, b: 0, a: 0};
const WHITE: Rgba = {r: 255, g: 255, b: 255, a: 1};
const NAMED_COLOURS: Record<string, Rgba> = {transparent: TRANSPARENT, white: WHITE, black: {r: 0, g: 0, b: 0, a: 1}};

function parseChannel(text: string, where: string, value: string): number {
  const match = /^(-?[\d.]+(?:e-?\d+)?)(%?)$/.exec(text);
  if (!match) throw new Error(`Unsupported colour "${value}" (${where}): cannot read "${text}"`);
  const number = Number(match[1]);
  return Math.min(255, Math.max(0, match[2] ? (number * 255) / 100 : number));
}

function parseAlpha(text: string, where: string, value: string): number {
  const match = /^(-?[\d.]+(?:e-?\d+)?)(%?)$/.exec(text);
  if (!match) throw new Error(`Unsupported colour "${value}" (${where}): cannot read alpha "${text}"`);
  const number = Number(match[1]);
  return Math.min(1, Math.max(0, match[2] ? number / 100 : number));
}

/**
 * Reads a colour written as #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() (with commas or in
 * the space and slash syntax), transparent, white or black. Anything else throws, naming the
 * value and `where` it came from: a colour the check cannot read must not pass unseen.
 */
export function parseColor(value: string, where: string): Rgba {
  const text = value.trim().toLowerCase();
  if (Object.hasOwn(NAMED_COLOURS, text)) return NAMED_COLOURS[text];
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const [r, g, b, a = 'ff'] = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!;
    return {r: parseInt(r, 16), g: parseInt(g, 16), b: parseInt(b, 16), a: parseInt(a, 16) / 255};
  }
  const functional = /^rgba?\((.*)\)$/.exec(text)?.[1];
  if (functional !== undefined) {
    let channels: string[];
    let alpha: string | undefined;
    if (functional.includes(',')) {
      const parts = functional.split(',').map((part) => part.trim());
      if (parts.length !== 3 && parts.length !== 4) throw new Error(`Unsupported colour "${value}" (${where})`);
      channels = parts.slice(0, 3);
      alpha = parts[3];
    } else {
      const [rgb, slashAlpha, extra] = functional.split('/').map((part) => part.trim());
      if (extra !== undefined) throw new Error(`Unsupported colour "${value}" (${where})`);
      channels = rgb.split(/\s+/);
      alpha = slashAlpha;
      if (channels.length !== 3) throw new Error(`Unsupported colour "${value}" (${where})`);
    }
    const [r, g, b] = channels.map((channel) => parseChannel(channel, where, value));
    return {r, g, b, a: alpha === undefined ? 1 : parseAlpha(alpha, where, value)};
  }
  throw new Error(`Unsupported colour "${value}" (${where}): the reader knows hex, rgb(), rgba() and a few keywords`);
}

/** `top` painted over `bottom` (source-over compositing). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return TRANSPARENT;
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return {r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a};
}

function withOpacity(colour: Rgba, opacity: number): Rgba {
  return {...colour, a: colour.a * opacity};
}

/**
 * Relative luminance as WCAG 2.x defines it. The linear-segment threshold is the sRGB
 * standard's 0.04045; WCAG 2.0's 0.03928 gives the same result for every 8-bit channel value.
 */
export function relativeLuminance(colour: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(colour.r) + 0.7152 * linear(colour.g) + 0.0722 * linear(colour.b);
}

/** The WCAG 2.x contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

export function formatColor(colour: Rgba): string {
  const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');
  const rgb = `#${hex(colour.r)}${hex(colour.g)}${hex(colour.b)}`;
  return colour.a >= 1 ? rgb : `${rgb} at ${Math.round(colour.a * 1000) / 10}%`;
}

/** Two decimals, rounded down, so that a ratio just under a threshold never reads as meeting it. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

// ---------------------------------------------------------------------------------------------
// The cascade

interface MatchedDeclaration {
  readonly property: string;
  readonly value: string;
  readonly important: boolean;
  /** [inline style, ids, classes, types]. */
  readonly specificity: readonly [number, number, number, number];
  readonly order: number;
  readonly where: string;
  /** The property as written, when it is a shorthand such as `background`. */
  readonly shorthand?: string;
}

/** The longhands a shorthand sets, of those the check reads. */
const SHORTHANDS: Record<string, readonly string[]> = {
  background: ['background-color', 'background-image'],
  all: ['color', 'background-color', 'background-image', 'opacity', 'color-scheme'],
};

/** The properties a declaration sets, of those the check reads (custom properties included). */
export function propertiesSetBy(property: string): readonly string[] {
  return SHORTHANDS[property] ?? [property];
}

function outranks(a: MatchedDeclaration, b: MatchedDeclaration): boolean {
  if (a.important !== b.important) return a.important;
  for (let k = 0; k < 4; k++) {
    if (a.specificity[k] !== b.specificity[k]) return a.specificity[k] > b.specificity[k];
  }
  return a.order > b.order;
}

/** A custom property that is declared but has no usable value (`initial`, or inherited at the root). */
const INVALID = Symbol('guaranteed-invalid');
type CustomValue = string | typeof INVALID;

const CSS_WIDE_KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);

/** The colour-relevant paint of one element: its background colour and, on top of it, any gradient. */
interface BackgroundLayer {
  readonly colour: Rgba;
  /** Colours along a linear gradient painted over `colour`, stops and points between them. */
  readonly gradient?: readonly Rgba[];
}

export interface PaintedPair {
  /** The colours as painted, opaque: the text (or shape) and what lies behind it. */
  readonly foreground: Rgba;
  readonly background: Rgba;
  readonly ratio: number;
}

interface OrderedRule {
  readonly rule: StyleRule;
  readonly specificities: readonly Specificity[];
  readonly order: number;
}

/** The declarations that win on an element, and the rules that match it. */
interface ElementMatch {
  readonly winners: ReadonlyMap<string, MatchedDeclaration>;
  readonly rules: ReadonlySet<StyleRule>;
}

/**
 * Rules filed by what the subject of each of their selectors needs (a class, or else a type),
 * so that an element is tested only against rules that can match it; the rest are tried on
 * every element.
 */
class RuleIndex {
  private readonly byClass = new Map<string, OrderedRule[]>();
  private readonly byTag = new Map<string, OrderedRule[]>();
  private readonly anyElement: OrderedRule[] = [];

  constructor(rules: readonly OrderedRule[]) {
    for (const ordered of rules) {
      for (const selector of ordered.rule.selectors) {
        const subject = selector.compounds[selector.compounds.length - 1];
        const [firstClass] = subject.classes;
        let bucket = this.anyElement;
        if (firstClass !== undefined) bucket = RuleIndex.bucket(this.byClass, firstClass);
        else if (subject.tag && subject.tag !== '*') bucket = RuleIndex.bucket(this.byTag, subject.tag);
        if (bucket.at(-1) !== ordered) bucket.push(ordered);
      }
    }
  }

  private static bucket(map: Map<string, OrderedRule[]>, key: string): OrderedRule[] {
    let bucket = map.get(key);
    if (!bucket) map.set(key, (bucket = []));
    return bucket;
  }

  /** The rules that may match an element whose selector subject is `subject` (the originating element of a pseudo-element). */
  candidates(subject: ElementSpec): Set<OrderedRule> {
    const found = new Set(this.anyElement);
    for (const name of subject.classes ?? []) for (const ordered of this.byClass.get(name) ?? []) found.add(ordered);
    for (const ordered of this.byTag.get(subject.tag) ?? []) found.add(ordered);
    return found;
  }
}

/** An entry of the cache of element matches, keyed by the elements from <html> down. */
interface MatchCacheEntry {
  match?: ElementMatch;
  conditionalRules?: readonly StyleRule[];
  readonly children: Map<string, MatchCacheEntry>;
}

const elementKeys = new WeakMap<ElementSpec, string>();

/** What a selector can see of an element, as text: equal elements share cached matches. */
function elementKey(element: ElementSpec): string {
  let key = elementKeys.get(element);
  if (key === undefined) elementKeys.set(element, (key = JSON.stringify(element)));
  return key;
}

/** The rules of a site's style sheets, in the order the site loads them. */
export class Cascade {
  private readonly rules: RuleIndex;
  private readonly conditionalRules: RuleIndex;
  private readonly matchCache: MatchCacheEntry = {children: new Map()};

  constructor(sheets: readonly StyleSheet[]) {
    const rules: OrderedRule[] = [];
    const conditionalRules: OrderedRule[] = [];
    let order = 0;
    for (const sheet of sheets) {
      for (const rule of sheet.rules) {
        const ordered = {rule, specificities: rule.selectors.map(selectorSpecificity), order};
        order += rule.declarations.length;
        (rule.condition ? conditionalRules : rules).push(ordered);
      }
    }
    this.rules = new RuleIndex(rules);
    this.conditionalRules = new RuleIndex(conditionalRules);
  }

  resolve(chain: readonly ElementSpec[]): ResolvedChain {
    if (chain.length === 0 || chain[0].tag !== 'html') throw new Error('A chain starts at the <html> element');
    chain.forEach((element, index) => {
      if (element.pseudoElement !== undefined && (index === 0 || index !== chain.length - 1)) {
        throw new Error('Only the last element of a chain can be a pseudo-element');
      }
    });
    return new ResolvedChain(this, chain);
  }

  /**
   * The cache entry of `element` under `parent` (the entry of its parent element; none for the
   * root). What matches an element depends on that element and its ancestors only, so matches
   * are cached along the chain of elements from <html> down: chains share most of them.
   */
  cacheEntry(parent: MatchCacheEntry | undefined, element: ElementSpec): MatchCacheEntry {
    const children = (parent ?? this.matchCache).children;
    const key = elementKey(element);
    let entry = children.get(key);
    if (!entry) children.set(key, (entry = {children: new Map()}));
    return entry;
  }

  /** The winning declarations on `chain[index]`, whose cache entry is `entry`. */
  match(entry: MatchCacheEntry, chain: readonly ElementSpec[], index: number): ElementMatch {
    entry.match ??= this.computeMatch(chain, index);
    return entry.match;
  }

  /** The @media, @supports and @container rules that match `chain[index]`, whose cache entry is `entry`. */
  conditionalMatches(entry: MatchCacheEntry, chain: readonly ElementSpec[], index: number): readonly StyleRule[] {
    entry.conditionalRules ??= [...this.conditionalRules.candidates(Cascade.subjectOf(chain, index))]
      .filter(({rule}) => rule.selectors.some((selector) => matchesSelector(selector, chain, index)))
      .map(({rule}) => rule);
    return entry.conditionalRules;
  }

  private static subjectOf(chain: readonly ElementSpec[], index: number): ElementSpec {
    return chain[index].pseudoElement === undefined ? chain[index] : chain[index - 1];
  }

  private computeMatch(chain: readonly ElementSpec[], index: number): ElementMatch {
    const winners = new Map<string, MatchedDeclaration>();
    const rules = new Set<StyleRule>();
    const offer = (declaration: MatchedDeclaration) => {
      const current = winners.get(declaration.property);
      if (!current || outranks(declaration, current)) winners.set(declaration.property, declaration);
    };
    for (const {rule, specificities, order} of this.rules.candidates(Cascade.subjectOf(chain, index))) {
      let specificity: Specificity | undefined;
      rule.selectors.forEach((selector, k) => {
        if (matchesSelector(selector, chain, index)) {
          // A rule that matches through several of its selectors counts with the most specific.
          if (!specificity || compareSpecificity(specificities[k], specificity) > 0) specificity = specificities[k];
        }
      });
      if (!specificity) continue;
      rules.add(rule);
      const [ids, classes, types] = specificity;
      rule.declarations.forEach((declaration, k) => {
        for (const property of propertiesSetBy(declaration.property)) {
          offer({
            property,
            value: declaration.value,
            important: declaration.important,
            specificity: [0, ids, classes, types],
            order: order + k,
            where: rule.where,
            shorthand: property === declaration.property ? undefined : declaration.property,
          });
        }
      });
    }
    Object.entries(chain[index].style ?? {}).forEach(([property, value], k) => {
      offer({property, value, important: false, specificity: [1, 0, 0, 0], order: k, where: 'inline style'});
    });
    return {winners, rules};
  }
}

/** The computed colours of a chain of elements, from <html> down, worked out on demand. */
export class ResolvedChain {
  /** Per element, the properties the check read there (custom properties included). */
  readonly reads = new Map<number, Set<string>>();
  private readonly cacheEntries: MatchCacheEntry[] = [];
  /** Computed custom properties, by the index of the element that declares them and their name. */
  private readonly customValues = new Map<string, CustomValue>();
  /** The custom properties being computed, to report a cycle. */
  private readonly resolving = new Set<string>();

  constructor(
    private readonly cascade: Cascade,
    readonly chain: readonly ElementSpec[],
  ) {}

  private cacheEntry(index: number): MatchCacheEntry {
    return (this.cacheEntries[index] ??= this.cascade.cacheEntry(
      index === 0 ? undefined : this.cacheEntry(index - 1),
      this.chain[index],
    ));
  }

  private match(index: number): ElementMatch {
    return this.cascade.match(this.cacheEntry(index), this.chain, index);
  }

  /** The winning declaration of `property` on element `index`, if any; the read is recorded. */
  private winner(index: number, property: string): MatchedDeclaration | undefined {
    let read = this.reads.get(index);
    if (!read) this.reads.set(index, (read = new Set()));
    read.add(property);
    return this.match(index).winners.get(property);
  }

  /** The computed value of custom property `name` on element `index`: undefined if no element up the chain declares it. */
  private customProperty(index: number, name: string): CustomValue | undefined {
    // Custom properties inherit: the value is that of the nearest element, from `index` up, that declares one.
    let declaring = index;
    let declaration = this.winner(declaring, name);
    while (!declaration && declaring > 0) declaration = this.winner(--declaring, name);
    if (!declaration) return undefined;
    const keyword = declaration.value.toLowerCase();
    if (keyword === 'inherit' || keyword === 'unset') {
      // At the root, `inherit` leaves nothing to inherit.
      return declaring > 0 ? this.customProperty(declaring - 1, name) : INVALID;
    }
    if (keyword === 'initial') return INVALID;
    if (keyword === 'revert' || keyword === 'revert-layer') {
      throw new Error(`${declaration.where}: ${name}: ${declaration.value} is not modelled by this reader`);
    }
    const key = `${declaring} ${name}`;
    if (this.customValues.has(key)) return this.customValues.get(key);
    if (this.resolving.has(key)) {
      const entries = [...this.resolving];
      const cycle = [...entries.slice(entries.indexOf(key)), key].map((entry) => entry.split(' ')[1]);
      throw new Error(`Custom properties refer to each other in a cycle: ${cycle.join(' → ')}`);
    }
    this.resolving.add(key);
    try {
      const value = this.substitute(declaration.value, declaring, `${name} in ${declaration.where}`);
      this.customValues.set(key, value);
      return value;
    } finally {
      this.resolving.delete(key);
    }
  }

  /**
   * Replaces every var() in `value` with its computed value on element `index`. A custom property
   * no element declares, without a fallback, throws; one that is declared but invalid makes the
   * whole value invalid, as in CSS (the property then behaves as `unset`).
   */
  private substitute(value: string, index: number, where: string): CustomValue {
    let result = '';
    let rest = value;
    for (;;) {
      const start = rest.search(/var\(/i);
      if (start === -1) return (result + rest).trim();
      const open = start + 3;
      const close = findTopLevel(rest, open + 1, ')');
      if (close === -1) throw new Error(`${where}: unclosed var() in "${value}"`);
      const inside = rest.slice(open + 1, close);
      const comma = findTopLevel(inside, 0, ',');
      const name = (comma === -1 ? inside : inside.slice(0, comma)).trim();
      const fallback = comma === -1 ? undefined : inside.slice(comma + 1).trim();
      let replacement = this.customProperty(index, name);
      if (replacement === undefined || replacement === INVALID) {
        if (fallback !== undefined) replacement = this.substitute(fallback, index, where);
        else if (replacement === undefined) throw new Error(`${where}: unknown custom property ${name} (no fallback)`);
      }
      if (replacement === INVALID) return INVALID;
      result += rest.slice(0, start) + replacement;
      rest = rest.slice(close + 1);
    }
  }

  /** The computed value of a standard property as text, or a CSS-wide keyword; `where` names its source. */
  private specified(index: number, property: string): {value: string; where: string; shorthand?: string} | undefined {
    const declaration = this.winner(index, property);
    if (!declaration) return undefined;
    const value = this.substitute(declaration.value, index, `${declaration.property} in ${declaration.where}`);
    return {value: value === INVALID ? 'unset' : value, where: declaration.where, shorthand: declaration.shorthand};
  }

  /** The text colour of element `index`, before opacity. */
  textColour(index: number): Rgba {
    const specified = this.specified(index, 'color');
    const keyword = specified?.value.toLowerCase();
    if (!specified || keyword === 'inherit' || keyword === 'unset' || keyword === 'currentcolor') {
      if (index === 0) throw new Error('The root element has no text colour: the browser default would apply');
      return this.textColour(index - 1);
    }
    if (CSS_WIDE_KEYWORDS.has(keyword!)) {
      throw new Error(`color: ${specified.value} (${specified.where}) is not modelled by this reader`);
    }
    return parseColor(specified.value, `color in ${specified.where}`);
  }

  private opacity(index: number): number {
    const specified = this.specified(index, 'opacity');
    const keyword = specified?.value.toLowerCase();
    if (!specified || keyword === 'initial' || keyword === 'unset') return 1;
    if (keyword === 'inherit') return index > 0 ? this.opacity(index - 1) : 1;
    const match = /^([\d.]+)(%?)$/.exec(specified.value);
    if (!match) throw new Error(`opacity: ${specified.value} (${specified.where}) is not a number`);
    return Math.min(1, Number(match[1]) / (match[2] ? 100 : 1));
  }

  /** What element `index` paints behind its content. */
  private backgroundLayer(index: number): BackgroundLayer {
    const colourValue = this.specified(index, 'background-color');
    const imageValue = this.specified(index, 'background-image');
    const colourKeyword = colourValue?.value.toLowerCase();
    let colour = TRANSPARENT;
    let gradient: readonly Rgba[] | undefined;
    if (colourKeyword === 'inherit') {
      colour = index > 0 ? this.backgroundLayer(index - 1).colour : TRANSPARENT;
    } else if (colourValue && colourKeyword !== 'initial' && colourKeyword !== 'unset') {
      if (CSS_WIDE_KEYWORDS.has(colourKeyword!)) {
        throw new Error(`background: ${colourValue.value} (${colourValue.where}) is not modelled by this reader`);
      }
      if (colourValue.shorthand) {
        const layer = this.readBackgroundShorthand(colourValue.value, colourValue.where);
        colour = layer.colour;
      } else {
        colour = parseColor(colourValue.value, `background-color in ${colourValue.where}`);
      }
    }
    if (imageValue && !CSS_WIDE_KEYWORDS.has(imageValue.value.toLowerCase())) {
      gradient = imageValue.shorthand
        ? this.readBackgroundShorthand(imageValue.value, imageValue.where).gradient
        : this.readImage(imageValue.value, imageValue.where);
    }
    return {colour, gradient};
  }

  /** The colour and gradient of a one-layer `background` shorthand; anything else painted (an image) throws. */
  private readBackgroundShorthand(value: string, where: string): BackgroundLayer {
    if (splitTopLevel(value, ',').length > 1) {
      throw new Error(`background: ${value} (${where}) has several layers, which this reader does not model`);
    }
    let colour = TRANSPARENT;
    let gradient: readonly Rgba[] | undefined;
    for (const token of splitTopLevel(value, ' ').filter(Boolean)) {
      const lower = token.toLowerCase();
      if (/^[a-z-]*gradient\(/.test(lower) || lower.startsWith('url(') || lower === 'none') {
        gradient = this.readImage(token, where);
      } else if (/^(#|rgba?\(|transparent$|white$|black$|[a-z-]+\()/.test(lower)) {
        colour = parseColor(token, `background in ${where}`);
      } else if (/^[a-z]+$/.test(lower) && !BACKGROUND_KEYWORDS.has(lower)) {
        // A word that is not a position, size, repeat or box keyword is a named colour.
        colour = parseColor(token, `background in ${where}`);
      }
    }
    return {colour, gradient};
  }

  /** The colours of a background image: none, or a linear gradient of colours; any other image throws. */
  private readImage(value: string, where: string): Rgba[] | undefined {
    const text = value.trim();
    if (text.toLowerCase() === 'none') return undefined;
    const inside = /^linear-gradient\((.*)\)$/i.exec(text)?.[1];
    if (inside === undefined) {
      throw new Error(`background image "${value}" (${where}): the colours under the text cannot be read`);
    }
    const stops: Rgba[] = [];
    for (const [k, part] of splitTopLevel(inside, ',').entries()) {
      const colourText = splitTopLevel(part.trim(), ' ')[0];
      // The first argument may be a direction ("to right", "180deg") rather than a colour stop.
      if (k === 0 && /^(to$|-?[\d.]+(deg|turn|rad|grad)$)/i.test(colourText)) continue;
      stops.push(parseColor(colourText, `gradient in ${where}`));
    }
    if (stops.length < 2) throw new Error(`background image "${value}" (${where}) has fewer than two colours`);
    // Browsers interpolate in premultiplied sRGB; ten steps between stops find the weakest contrast closely enough.
    const colours: Rgba[] = [];
    for (let k = 0; k < stops.length - 1; k++) {
      for (let step = 0; step < 10; step++) colours.push(interpolate(stops[k], stops[k + 1], step / 10));
    }
    colours.push(stops.at(-1)!);
    return colours;
  }

  /** What the page shows behind the element at `index`: the canvas and the backgrounds of its ancestors, composited. */
  private backdrops(index: number): Rgba[] {
    const rootScheme = this.specified(0, 'color-scheme')?.value.toLowerCase() ?? 'normal';
    const rootBackground = this.backgroundLayer(0);
    if (rootScheme.includes('dark') && rootBackground.colour.a < 1) {
      throw new Error('In a dark colour scheme the canvas behind a non-opaque root background is the browser’s choice');
    }
    // Infima leaves the light page transparent; the browser's canvas under a light scheme is white.
    let backdrops: Rgba[] = [WHITE];
    for (let k = 0; k < index; k++) {
      if (this.opacity(k) !== 1) throw new Error(`Element ${k} of the chain has an opacity, which is not modelled`);
      backdrops = this.paintLayer(this.backgroundLayer(k), backdrops, 1);
    }
    return backdrops;
  }

  private paintLayer(layer: BackgroundLayer, below: readonly Rgba[], opacity: number): Rgba[] {
    const withColour = below.map((colour) => composite(withOpacity(layer.colour, opacity), colour));
    if (!layer.gradient) return withColour;
    return withColour.flatMap((colour) => layer.gradient!.map((stop) => composite(withOpacity(stop, opacity), colour)));
  }

  /**
   * The colours as painted and their contrast: the last element's text colour (or, for
   * `foreground: 'background'`, its background colour, as for an icon drawn with a mask) over
   * everything behind it. Over a gradient, the weakest point counts.
   */
  paint(foreground: 'text' | 'background' = 'text'): PaintedPair {
    const last = this.chain.length - 1;
    const below = this.backdrops(last);
    const opacity = this.opacity(last);
    // The element's own background on its own: with an opacity, the element and its text are
    // painted together first and then faded as one over what is below.
    const ownBackgrounds = this.paintLayer(this.backgroundLayer(last), [TRANSPARENT], 1);
    const text = foreground === 'text' ? this.textColour(last) : undefined;
    if (!text && ownBackgrounds.length > 1) throw new Error('A shape painted with a gradient is not modelled');
    const pairs = below.flatMap((backdrop) =>
      ownBackgrounds.map((own) => {
        const background = composite(withOpacity(own, opacity), backdrop);
        // A shape (an icon drawn with a mask) is the element's background, seen against what is below it.
        if (!text) return {foreground: background, background: backdrop};
        const textOnOwn = composite(text, own);
        return {foreground: composite(withOpacity(textOnOwn, opacity), backdrop), background};
      }),
    );
    return pairs
      .map((pair) => ({...pair, ratio: contrastRatio(pair.foreground, pair.background)}))
      .reduce((weakest, pair) => (pair.ratio < weakest.ratio ? pair : weakest));
  }

  /**
   * Rules inside @media, @supports or @container that match an element of the chain and declare
   * a property the check read on it: under their condition, the colours would differ.
   */
  conditionalDeclarationsRead(): string[] {
    const found: string[] = [];
    for (const [index, read] of this.reads) {
      for (const rule of this.cascade.conditionalMatches(this.cacheEntry(index), this.chain, index)) {
        for (const declaration of rule.declarations) {
          if (propertiesSetBy(declaration.property).some((property) => read.has(property))) {
            found.push(`${rule.where} sets ${declaration.property} on element ${index} (<${this.chain[index].tag}>)`);
          }
        }
      }
    }
    return found;
  }

  /** Whether `rule` applies to an element of the chain on which the check read `property`. */
  readRuleProperty(rule: StyleRule, property: string): boolean {
    for (const [index, read] of this.reads) {
      if (read.has(property) && this.match(index).rules.has(rule)) return true;
    }
    return false;
  }
}

/** Positions, sizes, repeats, boxes and attachments: the words of a `background` shorthand that are not colours. */
const BACKGROUND_KEYWORDS = new Set([
  'none',
  'top',
  'bottom',
  'left',
  'right',
  'center',
  'auto',
  'cover',
  'contain',
  'repeat',
  'no-repeat',
  'repeat-x',
  'repeat-y',
  'space',
  'round',
  'scroll',
  'fixed',
  'local',
  'border-box',
  'padding-box',
  'content-box',
  'text',
]);

/** The colour at `t` (0 to 1) between two gradient stops, interpolated in premultiplied sRGB as browsers do. */
function interpolate(from: Rgba, to: Rgba, t: number): Rgba {
  const a = from.a + (to.a - from.a) * t;
  if (a === 0) return TRANSPARENT;
  const channel = (x: number, y: number) => (x * from.a + (y * to.a - x * from.a) * t) / a;
  return {r: channel(from.r, to.r), g: channel(from.g, to.g), b: channel(from.b, to.b), a};
}

// ---------------------------------------------------------------------------------------------
// Pairs

export type ColourMode = 'light' | 'dark';

/**
 * A text colour (or a shape's colour) and what it is shown on, as a chain of elements from
 * <html> to the element checked. The mode is set on <html> as the theme sets it.
 */
export interface ContrastPair {
  /** What this is on the site, for messages. */
  readonly what: string;
  readonly chain: readonly ElementSpec[];
  /** 'background' checks the last element's background colour, for an icon drawn with a mask. */
  readonly foreground?: 'text' | 'background';
  /**
   * Why WCAG's 3:1 applies instead of 4.5:1: large text (1.4.3), or a graphic or control state
   * that is not text (1.4.11).
   */
  readonly lowerMinimum?: {readonly largeText: string} | {readonly nonText: string};
}

export interface PairResult extends PaintedPair {
  readonly pair: ContrastPair;
  readonly mode: ColourMode;
  readonly minimum: number;
  /** Set when the ratio is below the minimum: what, where, the colours and the ratio. */
  readonly failure?: string;
  readonly resolved: ResolvedChain;
}

export function checkPair(cascade: Cascade, pair: ContrastPair, mode: ColourMode): PairResult {
  const [root, ...rest] = pair.chain;
  // The theme's inline script sets data-theme before the first paint, in light mode too.
  const chain = [{...root, attributes: {...root.attributes, 'data-theme': mode}}, ...rest];
  const resolved = cascade.resolve(chain);
  let painted: PaintedPair;
  try {
    painted = resolved.paint(pair.foreground);
  } catch (error) {
    throw new Error(`${pair.what} (${mode} mode): ${(error as Error).message}`, {cause: error});
  }
  const minimum = pair.lowerMinimum ? 3 : 4.5;
  const failure =
    painted.ratio < minimum
      ? `${pair.what} (${mode} mode): ${formatColor(painted.foreground)} on ${formatColor(painted.background)} ` +
        `is ${formatRatio(painted.ratio)}:1, below ${minimum}:1`
      : undefined;
  return {...painted, pair, mode, minimum, failure, resolved};
}
