import React, {type ComponentType, type Dispatch} from 'react';
import {describeJsonProblem, type PlaygroundState} from '../../state';
import type {EditorProps} from './editor-props';
import {editorTabs, tabText, type CheckedForm, type PageAction, type Tab} from './page-state';
import {styles} from './styles';

/** The plain text area shown until CodeMirror has loaded (and if it cannot load). */
function PlainEditor({value, onChange, label, id}: EditorProps): React.JSX.Element {
  return (
    <textarea
      id={id}
      className={styles.plainEditor}
      aria-label={label}
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface EditorPaneProps {
  form: PlaygroundState;
  tab: Tab;
  problems: CheckedForm['problems'];
  /** CodeMirror once loaded; the plain text area until then. */
  Editor: ComponentType<EditorProps> | null;
  dispatch: Dispatch<PageAction>;
}

/** The tabs of the three texts (fields or JSON Schema, model, options), each with its editor and its problem. */
export default function EditorPane({form, tab, problems, Editor, dispatch}: EditorPaneProps): React.JSX.Element {
  const labels: Record<Tab, string> = {
    config: form.mode === 'fields' ? 'Fields' : 'JSON Schema',
    model: 'Model',
    options: 'Options',
  };
  const tabs = editorTabs.map((id) => ({
    id,
    label: labels[id],
    text: tabText(id, form.mode),
  }));
  const ActiveEditor = Editor ?? PlainEditor;
  const chooseTab = (next: Tab) => dispatch({type: 'tab-chosen', tab: next});

  return (
    <section className={styles.editorPane} aria-label="Editor">
      <div role="tablist" aria-label="Configuration" className={styles.tabs}>
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`playground-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`playground-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            className={styles.tab}
            onClick={() => chooseTab(item.id)}
            onKeyDown={(event) => {
              const order = tabs.map((t) => t.id);
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (step !== 0) {
                const next = order[(order.indexOf(item.id) + step + order.length) % order.length];
                chooseTab(next);
                document.getElementById(`playground-tab-${next}`)?.focus();
              }
            }}
          >
            {item.label}
            {problems[item.id] && <span className={styles.tabError}> (error)</span>}
          </button>
        ))}
      </div>
      {tabs.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`playground-panel-${item.id}`}
          aria-labelledby={`playground-tab-${item.id}`}
          hidden={tab !== item.id}
          className={styles.panel}
        >
          <div className={styles.editor}>
            <ActiveEditor
              id={`playground-editor-${item.id}`}
              label={`${item.label} (JSON)`}
              value={form[item.text]}
              onChange={(value) => dispatch({type: 'text-edited', text: item.text, value})}
              fieldSchemaKit={item.text === 'fields' ? form.kit : undefined}
            />
          </div>
          <p
            className={styles.problem}
            role={problems[item.id] ? 'alert' : undefined}
            data-testid={`problem-${item.id}`}
          >
            {problems[item.id] ? describeJsonProblem(problems[item.id]!) : ''}
          </p>
        </div>
      ))}
      <p className={styles.hint}>
        In the editor, Tab indents: press Esc, then Tab, to move on. Ctrl+Space lists completions.
      </p>
    </section>
  );
}
