/**
 * How Formly 7.1's expression parser (withFormlyFieldExpression(), @ngx-formly/core's
 * parseExpression) reads a string, told without running it: its tokens, where it stops, and the
 * names it reads. The grammar is the parser's, written from its behaviour: a ternary over ||, &&,
 * one comparison, + and -, *, / and %, ! in front, and literals, parentheses and property paths
 * (`model.a`, `model['a']`, `model[expr]`). Like the parser, it reads one expression and leaves
 * what follows; unlike it, it says so. tests/claims/guide/expression-properties.test.ts runs the
 * parser itself on the same strings. Pure and browser-safe.
 */

export type TokenKind =
  | 'string'
  | 'number'
  | 'literal'
  | 'name'
  | '.'
  | '['
  | ']'
  | '('
  | ')'
  | '?'
  | ':'
  | '!'
  | 'comparison'
  | 'arithmetic'
  | 'logical'
  | 'end';

export interface Token {
  kind: TokenKind;
  /** The token's text as written. */
  text: string;
  /** Where it starts in the trimmed string. */
  at: number;
}

export type ExpressionReading =
  /** The tokenizer stops at a character it has no token for. */
  | {kind: 'unreadable'; character: string; at: number}
  /** A string literal runs to the end: the parser takes the rest as the string's text. */
  | {kind: 'unclosed string'; at: number}
  /** The parser throws at `token`, which it did not expect there. */
  | {kind: 'unexpected'; token: Token; previous?: Token}
  /** The parser reads an expression up to `rest`'s first token, and ignores `rest` when there is one. */
  | {kind: 'read'; rest: Token[]; previous?: Token; roots: Token[]; comparisons: Token[]};

/** The tokenizer's reading: its tokens, or where it stops. */
export function tokensOf(
  expression: string,
): Token[] | Extract<ExpressionReading, {kind: 'unreadable' | 'unclosed string'}> {
  const input = expression.trim();
  const tokens: Token[] = [];
  let pos = 0;
  const push = (kind: TokenKind, length: number) => {
    tokens.push({kind, text: input.slice(pos, pos + length), at: pos});
    pos += length;
  };
  while (pos < input.length) {
    while (pos < input.length && /\s/.test(input[pos]!)) {
      pos++;
    }
    if (pos >= input.length) {
      break;
    }
    const char = input[pos]!;
    const next = input[pos + 1] ?? '';
    if (char === '"' || char === "'") {
      let end = pos + 1;
      while (end < input.length && input[end] !== char) {
        end += input[end] === '\\' ? 2 : 1;
      }
      if (end >= input.length) {
        return {kind: 'unclosed string', at: pos};
      }
      push('string', end + 1 - pos);
    } else if (/\d/.test(char)) {
      const number = /^[\d.]+/.exec(input.slice(pos))![0];
      if (number.split('.').length > 2) {
        return {kind: 'unreadable', character: '.', at: pos + number.indexOf('.', number.indexOf('.') + 1)};
      }
      push('number', number.length);
    } else if (/[a-zA-Z_$]/.test(char)) {
      const name = /^[a-zA-Z0-9_$]+/.exec(input.slice(pos))![0];
      push(/^(true|false|null|undefined)$/.test(name) ? 'literal' : 'name', name.length);
    } else if ('.[]()?:'.includes(char)) {
      push(char as TokenKind, 1);
    } else if (char === '!') {
      if (next === '=') {
        push('comparison', input[pos + 2] === '=' ? 3 : 2);
      } else {
        push('!', 1);
      }
    } else if (char === '=' || char === '<' || char === '>') {
      // As the parser reads them: a second '=' (and a third) joins the first; '=' alone is an operator too.
      const operator = /^[=<>]=?=?/.exec(input.slice(pos))![0];
      push('comparison', next === '=' ? operator.length : 1);
    } else if ('+*/%'.includes(char)) {
      push('arithmetic', 1);
    } else if (char === '-') {
      const last = tokens.at(-1)?.kind;
      const negative = last === undefined || ['comparison', 'logical', 'arithmetic', '(', '?', ':'].includes(last);
      if (negative && /\d/.test(next)) {
        const number = /^-[\d.]+/.exec(input.slice(pos))![0];
        if (number.split('.').length > 2) {
          return {kind: 'unreadable', character: '.', at: pos + number.indexOf('.', number.indexOf('.') + 1)};
        }
        push('number', number.length);
      } else {
        push('arithmetic', 1);
      }
    } else if ((char === '&' || char === '|') && next === char) {
      push('logical', 2);
    } else {
      return {kind: 'unreadable', character: String.fromCodePoint(input.codePointAt(pos)!), at: pos};
    }
  }
  tokens.push({kind: 'end', text: '', at: input.length});
  return tokens;
}

class Unexpected extends Error {
  constructor(readonly token: Token) {
    super('unexpected token');
  }
}

/** The parser's reading of `expression`, in the parser's own order of precedence. */
export function readExpression(expression: string): ExpressionReading {
  const tokens = tokensOf(expression);
  if (!Array.isArray(tokens)) {
    return tokens;
  }
  let pos = 0;
  const roots: Token[] = [];
  const comparisons: Token[] = [];
  const current = () => tokens[pos]!;
  const consume = (kind: TokenKind) => {
    if (current().kind !== kind) {
      throw new Unexpected(current());
    }
    return tokens[pos++]!;
  };
  const ternary = (): void => {
    logicalOr();
    if (current().kind === '?') {
      consume('?');
      logicalOr();
      consume(':');
      ternary();
    }
  };
  const logicalOr = (): void => {
    logicalAnd();
    while (current().kind === 'logical' && current().text === '||') {
      pos++;
      logicalAnd();
    }
  };
  const logicalAnd = (): void => {
    comparison();
    while (current().kind === 'logical' && current().text === '&&') {
      pos++;
      comparison();
    }
  };
  const comparison = (): void => {
    additive();
    if (current().kind === 'comparison') {
      comparisons.push(tokens[pos++]!);
      additive();
    }
  };
  const additive = (): void => {
    multiplicative();
    while (current().kind === 'arithmetic' && '+-'.includes(current().text)) {
      pos++;
      multiplicative();
    }
  };
  const multiplicative = (): void => {
    unary();
    while (current().kind === 'arithmetic' && '*/%'.includes(current().text)) {
      pos++;
      unary();
    }
  };
  const unary = (): void => {
    if (current().kind === '!') {
      pos++;
      unary();
    } else {
      primary();
    }
  };
  const primary = (): void => {
    const token = current();
    if (token.kind === '(') {
      pos++;
      ternary();
      consume(')');
    } else if (token.kind === 'string' || token.kind === 'number' || token.kind === 'literal') {
      pos++;
    } else if (token.kind === 'name') {
      roots.push(token);
      pos++;
      while (current().kind === '.' || current().kind === '[') {
        if (current().kind === '.') {
          pos++;
          consume('name');
        } else {
          pos++;
          if (current().kind === 'string' || current().kind === 'number') {
            pos++;
          } else {
            ternary();
          }
          consume(']');
        }
      }
    } else {
      throw new Unexpected(token);
    }
  };
  try {
    ternary();
  } catch (error) {
    if (error instanceof Unexpected) {
      return {kind: 'unexpected', token: error.token, previous: tokens[tokens.indexOf(error.token) - 1]};
    }
    throw error;
  }
  return {kind: 'read', rest: tokens.slice(pos, -1), previous: tokens[pos - 1], roots, comparisons};
}
