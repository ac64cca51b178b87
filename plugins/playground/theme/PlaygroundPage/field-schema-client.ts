// Completion and checks of a field array in the editor, driven by the JSON
// Schema that lib/field-schema/generate.ts generates from the typings.
// Loaded with the editor, after first paint.
import type {EditorState} from '@codemirror/state';
import {ensureSyntaxTree, syntaxTree} from '@codemirror/language';
import type {SyntaxNode} from '@lezer/common';
import type {Completion, CompletionContext, CompletionResult} from '@codemirror/autocomplete';
import type {Diagnostic} from '@codemirror/lint';
import type {FieldArraySchema, PropertySchema} from '../../../../lib/field-schema/types';
import {checkFieldConfig} from '../../../../lib/field-schema/check';
import {parseJsonText} from '../../state';

type ObjectRole = {kind: 'field'} | {kind: 'props'; field: SyntaxNode};

function propertyName(state: EditorState, property: SyntaxNode): string | null {
  const name = property.getChild('PropertyName');
  return name ? unquote(state.sliceDoc(name.from, name.to)) : null;
}

function unquote(text: string): string {
  try {
    return JSON.parse(text) as string;
  } catch {
    return text.replace(/^"|"$/g, '');
  }
}

/** What an Object node of a field array describes: a field, the props of a field, or something else. */
export function roleOf(state: EditorState, object: SyntaxNode): ObjectRole | null {
  const parent = object.parent;
  if (!parent) {
    return null;
  }
  if (parent.name === 'Array') {
    const holder = parent.parent;
    if (holder?.name === 'JsonText') {
      return {kind: 'field'};
    }
    if (
      holder?.name === 'Property' &&
      propertyName(state, holder) === 'fieldGroup' &&
      holder.parent &&
      roleOf(state, holder.parent)?.kind === 'field'
    ) {
      return {kind: 'field'};
    }
    return null;
  }
  if (parent.name === 'Property' && parent.parent && roleOf(state, parent.parent)?.kind === 'field') {
    const name = propertyName(state, parent);
    if (name === 'fieldArray') {
      return {kind: 'field'};
    }
    if (name === 'props' || name === 'templateOptions') {
      return {kind: 'props', field: parent.parent};
    }
  }
  return null;
}

function properties(object: SyntaxNode): SyntaxNode[] {
  return object.getChildren('Property');
}

/** The string value of `key` in an Object node, when it is a string literal. */
function stringValue(state: EditorState, object: SyntaxNode, key: string): string | null {
  for (const property of properties(object)) {
    if (propertyName(state, property) === key) {
      const value = property.lastChild;
      return value?.name === 'String' ? unquote(state.sliceDoc(value.from, value.to)) : null;
    }
  }
  return null;
}

function describe(schema: PropertySchema | object): string {
  const property = schema as Partial<PropertySchema> & {description?: string};
  return [property['x-typescript'], property.description].filter(Boolean).join(' — ');
}

function keysFor(
  schema: FieldArraySchema,
  state: EditorState,
  object: SyntaxNode,
  role: ObjectRole,
): Record<string, object> {
  if (role.kind === 'field') {
    return schema.definitions.field.properties;
  }
  const type = stringValue(state, role.field, 'type');
  const props = type ? schema.definitions[`props:${type}`] : undefined;
  return props?.properties ?? {};
}

/** Completes property names of fields and of their props, the values of "type" and the names in "wrappers". */
export function fieldCompletion(schema: FieldArraySchema) {
  return (context: CompletionContext): CompletionResult | null => {
    const tree = syntaxTree(context.state);
    let node: SyntaxNode | null = tree.resolveInner(context.pos, -1);
    const word = context.matchBefore(/"?[\w$-]*/);
    if (!word || (word.from === word.to && !context.explicit)) {
      return null;
    }
    // A string value of "type", or an item of "wrappers".
    if (node.name === 'String' && node.parent?.name === 'Property') {
      const name = propertyName(context.state, node.parent);
      const owner = node.parent.parent;
      if (
        name === 'type' &&
        owner &&
        roleOf(context.state, owner)?.kind === 'field' &&
        node.parent.lastChild === node
      ) {
        const types = (schema.definitions.field.properties.type as {enum?: string[]}).enum ?? [];
        return {from: node.from, options: types.map((type) => ({label: JSON.stringify(type), type: 'enum'}))};
      }
    }
    if (node.name === 'String' && node.parent?.name === 'Array' && node.parent.parent?.name === 'Property') {
      if (propertyName(context.state, node.parent.parent) === 'wrappers') {
        return {
          from: node.from,
          options: schema['x-wrappers'].map((wrapper) => ({label: JSON.stringify(wrapper), type: 'enum'})),
        };
      }
    }
    // A property name: the cursor is in an Object, at a PropertyName or between properties.
    if (node.name === 'PropertyName') {
      node = node.parent?.parent ?? null;
    } else if (node.name === 'String' && node.parent?.name === 'Object') {
      node = node.parent;
    }
    while (node && node.name !== 'Object') {
      if (node.name === 'Property' || node.name === 'Array' || node.name === 'JsonText') {
        return null;
      }
      node = node.parent;
    }
    if (!node) {
      return null;
    }
    const role = roleOf(context.state, node);
    if (!role) {
      return null;
    }
    const present = new Set(properties(node).map((property) => propertyName(context.state, property)));
    const options: Completion[] = Object.entries(keysFor(schema, context.state, node, role))
      .filter(([key]) => !present.has(key) || `"${key}"` === context.state.sliceDoc(word.from, word.to))
      .map(([key, property]) => ({
        label: `"${key}"`,
        apply: `"${key}": `,
        detail: describe(property),
        type: 'property',
      }));
    return {from: word.from, options, validFor: /^"?[\w$-]*"?$/};
  };
}

/** The syntax node of the value at `at` (keys and indexes) in a JSON document, or null. */
/** How long a check may spend parsing the rest of the text before it settles for the tree so far. */
const fullParseBudgetMs = 200;

function nodeAt(
  state: EditorState,
  at: readonly (string | number)[],
): {value: SyntaxNode; name: SyntaxNode | null} | null {
  // The editor parses a long or freshly replaced text in idle time: a check that read only the tree
  // parsed so far would miss what lies beyond it. Parse the rest now (a playground text takes
  // milliseconds); if that runs out of time, the editor's linter runs again once the tree grows.
  const tree = ensureSyntaxTree(state, state.doc.length, fullParseBudgetMs) ?? syntaxTree(state);
  let value: SyntaxNode | null = tree.topNode.firstChild;
  let name: SyntaxNode | null = null;
  for (const segment of at) {
    if (!value) {
      return null;
    }
    if (typeof segment === 'number') {
      const items: SyntaxNode[] = [];
      for (let child = value.firstChild; child; child = child.nextSibling) {
        if (!['[', ']', ','].includes(child.name) && !child.type.isError) {
          items.push(child);
        }
      }
      value = value.name === 'Array' ? (items[segment] ?? null) : null;
      name = null;
    } else {
      const property: SyntaxNode | undefined =
        value.name === 'Object'
          ? properties(value).find((candidate) => propertyName(state, candidate) === segment)
          : undefined;
      name = property?.getChild('PropertyName') ?? null;
      value = property?.lastChild ?? null;
    }
  }
  return value ? {value, name} : null;
}

/**
 * The checker's issues (lib/field-schema/check.ts: the one behind the MCP server's
 * validate_config and the page's list beside the form) at their place in the text: a key's
 * name for keys, the value for values.
 */
export function fieldDiagnostics(schema: FieldArraySchema, state: EditorState): Diagnostic[] {
  const parsed = parseJsonText(state.doc.toString());
  if (!parsed.ok) {
    return [];
  }
  // The frame reads string expressions with Formly 7.1's parser (withFormlyFieldExpression).
  return checkFieldConfig(schema, parsed.value, {expressionParser: true}).flatMap((issue) => {
    const node = nodeAt(state, issue.at);
    const target = issue.subject === 'key' ? (node?.name ?? node?.value) : node?.value;
    return target ? [{from: target.from, to: target.to, severity: issue.severity, message: issue.message}] : [];
  });
}
