// Loaded after the page's first paint (dynamic import), so CodeMirror never
// weighs on the playground's first load nor on any other page.
import React, {useEffect, useRef} from 'react';
import {Compartment, EditorState} from '@codemirror/state';
import {EditorView, keymap, lineNumbers, highlightActiveLine, drawSelection} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {
  bracketMatching,
  foldGutter,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
  syntaxTree,
} from '@codemirror/language';
import {closeBrackets, closeBracketsKeymap, autocompletion, completionKeymap} from '@codemirror/autocomplete';
import {linter, lintGutter, type Diagnostic} from '@codemirror/lint';
import {json} from '@codemirror/lang-json';
import {tags} from '@lezer/highlight';
import {parseJsonText} from '../../state';
import type {FieldArraySchema} from '../../../../lib/field-schema/types';
import {fieldCompletion, fieldDiagnostics} from './field-schema-client';
import {loadFieldSchema} from './field-schema-loader';

// The configuration check beside the form (use-config-check.ts) takes these from this chunk, which the page
// has loaded anyway: a chunk of its own would add an entry to the chunk map every page's runtime carries.
export {checkFieldConfig} from '../../../../lib/field-schema/check';
export {loadFieldSchema};
import type {EditorProps} from './editor-props';

/** Colours come from CSS variables of the page, so light and dark mode both keep their contrast. */
const highlightStyle = HighlightStyle.define([
  {tag: tags.propertyName, color: 'var(--playground-token-property)'},
  {tag: tags.string, color: 'var(--playground-token-string)'},
  {tag: [tags.number, tags.bool, tags.null], color: 'var(--playground-token-literal)'},
  {tag: [tags.brace, tags.squareBracket, tags.separator], color: 'var(--playground-token-punctuation)'},
]);

const theme = EditorView.theme({
  '&': {
    height: '100%',
    fontSize: '0.875rem',
    backgroundColor: 'var(--ifm-background-color)',
    color: 'var(--ifm-font-color-base)',
  },
  '.cm-scroller': {fontFamily: 'var(--ifm-font-family-monospace)', lineHeight: '1.5'},
  '.cm-content': {caretColor: 'var(--ifm-font-color-base)'},
  '.cm-gutters': {
    backgroundColor: 'var(--ifm-color-emphasis-100)',
    color: 'var(--ifm-color-emphasis-700)',
    border: 'none',
  },
  '.cm-activeLine': {backgroundColor: 'var(--playground-active-line)'},
  '.cm-activeLineGutter': {backgroundColor: 'var(--playground-active-line)'},
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '-2px'},
  '&.cm-focused .cm-cursor': {borderLeftColor: 'var(--ifm-font-color-base)'},
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground': {
    backgroundColor: 'var(--playground-selection) !important',
  },
  '.cm-tooltip': {backgroundColor: 'var(--ifm-background-surface-color)', color: 'var(--ifm-font-color-base)'},
});

function jsonDiagnostics(state: EditorState): Diagnostic[] {
  const result = parseJsonText(state.doc.toString());
  if (result.ok || result.problem.line === undefined) {
    return [];
  }
  const line = state.doc.line(Math.min(result.problem.line, state.doc.lines));
  const from = Math.min(line.from + (result.problem.column ?? 1) - 1, line.to);
  return [{from, to: Math.min(from + 1, line.to), severity: 'error', message: result.problem.message}];
}

/**
 * The JSON error (and refused keys) at their position, as the page's message
 * says; with a field schema, also the configuration check's issues, and
 * completion of property names, types and wrappers.
 */
function checks(schema: FieldArraySchema | null) {
  return [
    linter((view) => [...jsonDiagnostics(view.state), ...(schema ? fieldDiagnostics(schema, view.state) : [])], {
      delay: 150,
      // The marks follow the syntax tree; when the tree grows without an edit (the idle-time parse of a
      // text the page replaced), check again, or what lies past the first parse stays unmarked.
      needsRefresh: (update) => syntaxTree(update.state) !== syntaxTree(update.startState),
    }),
    autocompletion(schema ? {override: [fieldCompletion(schema)]} : {}),
  ];
}

export default function CodeEditor({value, onChange, label, id, fieldSchemaKit}: EditorProps): React.JSX.Element {
  const host = useRef<HTMLDivElement>(null);
  const schemaChecks = useRef(new Compartment());
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          foldGutter(),
          lintGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          json(),
          schemaChecks.current.of(checks(null)),
          syntaxHighlighting(highlightStyle),
          theme,
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
          // An explicit tabindex: axe (scrollable-region-focusable) does not count a bare contenteditable as focusable.
          EditorView.contentAttributes.of({'aria-label': label, id, tabindex: '0'}),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) {
              onChangeRef.current(update.state.doc.toString());
            }
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The view is created once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let cancelled = false;
    const apply = (schema: FieldArraySchema | null) => {
      if (!cancelled) {
        view.current?.dispatch({effects: schemaChecks.current.reconfigure(checks(schema))});
      }
    };
    if (fieldSchemaKit) {
      loadFieldSchema(fieldSchemaKit).then(
        ({default: schema}) => apply(schema),
        () => apply(null),
      );
    } else {
      apply(null);
    }
    return () => {
      cancelled = true;
    };
  }, [fieldSchemaKit]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({changes: {from: 0, to: editor.state.doc.length, insert: value}});
    }
  }, [value]);

  return <div ref={host} className="playground-code-editor" />;
}
