import React, {useCallback, useEffect, useMemo, useRef, useState, type ComponentType} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {useHistory, useLocation} from '@docusaurus/router';
import {useColorMode, useStorageSlot} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  frameColorModeParam,
  frameDocument,
  frameKitParam,
  isFrameToPageMessage,
  isPlaygroundKit,
  playgroundKitLabels,
  playgroundKits,
  type FieldErrors,
  type PageToFrameMessage,
  type PlaygroundKit,
  type PlaygroundMode,
} from '@site/demos/playground/protocol';
import {
  decodeState,
  describeJsonProblem,
  encodeState,
  parseJsonText,
  starterParam,
  stateHashPrefix,
  StateLinkError,
  type JsonProblem,
  type PlaygroundState,
} from '../../state';
import {builtInStarters, defaultStarter, type Starter} from '../../starters';
import {kitChoiceStorageKey, kitTabsGroup} from '@site/src/components/LiveExample/kit-choice';
import type {EditorProps} from './editor-props';
import {playgroundCss, styles} from './styles';

type Tab = 'config' | 'model' | 'options';

/** Time after the last keystroke before the form is re-rendered, and before the address is updated. */
const renderDelayMs = 40;
const hashDelayMs = 300;

function stateFromStarter(starter: Starter, kit: PlaygroundKit): PlaygroundState {
  return {
    kit: starter.kit ?? kit,
    mode: starter.mode,
    fields: starter.mode === 'fields' ? starter.config : defaultStarter.config,
    schema:
      starter.mode === 'json-schema'
        ? starter.config
        : (builtInStarters.find((s) => s.mode === 'json-schema')?.config ?? '{}\n'),
    model: starter.model,
    options: starter.options,
  };
}

const initialState = stateFromStarter(defaultStarter, 'bootstrap');

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

interface Checked {
  problems: Partial<Record<Tab, JsonProblem>>;
  message: PageToFrameMessage | null;
}

/** Parses the three texts; a message for the frame only when all parse and have the right shape. */
function check(state: PlaygroundState): Checked {
  const problems: Partial<Record<Tab, JsonProblem>> = {};
  const texts: Record<Tab, string> = {
    config: state.mode === 'fields' ? state.fields : state.schema,
    model: state.model,
    options: state.options,
  };
  const values: Partial<Record<Tab, unknown>> = {};
  for (const tab of ['config', 'model', 'options'] as const) {
    const result = parseJsonText(texts[tab]);
    if (!result.ok) {
      problems[tab] = result.problem;
      continue;
    }
    const value = result.value;
    const wantsArray = tab === 'config' && state.mode === 'fields';
    if (wantsArray ? !Array.isArray(value) : typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems[tab] = {
        message: wantsArray
          ? 'The fields must be a JSON array of field configurations.'
          : 'This must be a JSON object.',
      };
      continue;
    }
    values[tab] = value;
  }
  if (Object.keys(problems).length > 0) {
    return {problems, message: null};
  }
  return {
    problems,
    message: {
      type: 'formly-playground:render',
      revision: 0,
      mode: state.mode,
      config: values.config,
      model: values.model,
      options: values.options,
    },
  };
}

interface FormReport {
  model: unknown;
  value: unknown;
  status: string;
  errors: FieldErrors[];
  submitCount: number;
}

/**
 * Resolves once the document's load event has passed: the editor and the frame
 * are requested only then, so the page's first load stays as light as a docs page.
 */
function afterPageLoad(): Promise<void> {
  return document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), {once: true}));
}

const pretty = (value: unknown): string => JSON.stringify(value, null, 2) ?? 'undefined';

/** The page's content; inside Layout, where the colour mode is known. */
function Playground(): React.JSX.Element {
  const {colorMode} = useColorMode();
  // The reader's kit, as the examples' kit switcher and the guides' kit tabs keep it.
  const [, kitChoiceSlot] = useStorageSlot(kitChoiceStorageKey);
  const history = useHistory();
  const queryKit = new URLSearchParams(useLocation().search).get(kitTabsGroup);
  // The kit the kit tabs show, by their own order of precedence: ?kit=, the stored choice, the default tab.
  const tabsKit = (): PlaygroundKit => [queryKit, kitChoiceSlot.get()].find(isPlaygroundKit) ?? initialState.kit;
  const frameBase = useBaseUrl('/playground-frame/');
  const [state, setState] = useState<PlaygroundState>(initialState);
  const [starter, setStarter] = useState<Starter>(defaultStarter);
  const [tab, setTab] = useState<Tab>('config');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string>('');
  const [Editor, setEditor] = useState<ComponentType<EditorProps> | null>(null);
  const [exampleStarters, setExampleStarters] = useState<readonly Starter[]>([]);
  const [frameReady, setFrameReady] = useState(false);
  const [frameHeight, setFrameHeight] = useState(320);
  const [report, setReport] = useState<FormReport | null>(null);
  const [formlyError, setFormlyError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const revision = useRef(0);
  const lastGood = useRef<PageToFrameMessage | null>(null);
  const edited = useRef(false);
  const colorModeRef = useRef(colorMode);
  colorModeRef.current = colorMode;

  // The frame is only created once the state is known and the message listener
  // is in place: a frame loaded with the server-rendered HTML could announce
  // itself before the page listens.
  // The frame's colour mode is fixed at load from its address; later changes go by message.
  const [frameColorMode] = useState(colorMode);
  const frameSrc = `${frameBase}${frameDocument(state.kit)}?${frameKitParam}=${state.kit}&${frameColorModeParam}=${frameColorMode}`;

  const checked = useMemo(() => check(state), [state]);

  // Restore from the address (a shared link, a starter id, or what was typed before a reload).
  useEffect(() => {
    const hash = window.location.hash;
    const chosenKit = tabsKit();
    let cancelled = false;
    const finish = (next: PlaygroundState | null, problem: string | null) => {
      void afterPageLoad().then(() => {
        if (cancelled) {
          return;
        }
        if (next) {
          setState(next);
        }
        setLinkProblem(problem);
        setLoaded(true);
      });
    };
    if (hash.startsWith(stateHashPrefix) || hash.length > 64 * 1024) {
      decodeState(hash).then(
        (decoded) => finish(decoded, null),
        (error: unknown) =>
          finish(
            null,
            `${error instanceof StateLinkError ? error.message : 'The link could not be read.'} The playground opened on the starter form instead.`,
          ),
      );
    } else if (new URLSearchParams(window.location.search).has(starterParam)) {
      const id = new URLSearchParams(window.location.search).get(starterParam) ?? '';
      import('@generated/playground/default/starters.json').then(
        ({default: examples}) => {
          const found = [...builtInStarters, ...(examples as Starter[])].find((candidate) => candidate.id === id);
          if (found) {
            setStarter(found);
          }
          finish(
            found ? stateFromStarter(found, chosenKit) : null,
            found ? null : `There is no starter named "${id}". The playground opened on the starter form instead.`,
          );
        },
        () => finish(null, 'The starters could not be loaded.'),
      );
    } else {
      finish(chosenKit === initialState.kit ? null : {...initialState, kit: chosenKit}, null);
    }
    return () => {
      cancelled = true;
    };
    // Once, on arrival: later kit changes come from the kit tabs (see below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After the page has loaded: the editor and the example starters.
  useEffect(() => {
    void afterPageLoad().then(() => {
      import('./CodeEditor').then(
        ({default: CodeEditor}) => setEditor(() => CodeEditor),
        () => setNotice('The code editor could not be loaded; the plain text areas still work.'),
      );
      import('@generated/playground/default/starters.json').then(
        ({default: examples}) => setExampleStarters(examples as Starter[]),
        () => undefined,
      );
    });
  }, []);

  const send = useCallback((message: PageToFrameMessage) => {
    frame.current?.contentWindow?.postMessage(message, '*');
  }, []);

  // Render each configuration that parses, shortly after the typing stops.
  useEffect(() => {
    if (!checked.message || !frameReady || !loaded) {
      return;
    }
    const timer = window.setTimeout(() => {
      revision.current += 1;
      const message = {...checked.message!, revision: revision.current} as PageToFrameMessage;
      lastGood.current = message;
      send(message);
    }, renderDelayMs);
    return () => window.clearTimeout(timer);
  }, [checked, frameReady, loaded, send]);

  // Keep the address up to date, so a reload or a copied link reproduces the state.
  useEffect(() => {
    if (!edited.current) {
      return;
    }
    let cancelled = false;
    const timer = window.setTimeout(() => {
      encodeState(state).then(
        (hash) => {
          if (!cancelled) {
            window.history.replaceState(window.history.state, '', hash);
          }
        },
        () => undefined,
      );
    }, hashDelayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [state]);

  useEffect(() => {
    send({type: 'formly-playground:color-mode', colorMode});
  }, [colorMode, send]);

  // Messages from the frame: only from our iframe's window, only of the known shapes.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow || !isFrameToPageMessage(event.data)) {
        return;
      }
      const message = event.data;
      switch (message.type) {
        case 'formly-playground:ready':
          setFrameReady(true);
          send({type: 'formly-playground:color-mode', colorMode: colorModeRef.current});
          if (lastGood.current) {
            send(lastGood.current);
          }
          break;
        case 'formly-playground:height':
          setFrameHeight(Math.max(160, Math.min(message.height, 4000)));
          break;
        case 'formly-playground:render-failed':
          if (message.revision === revision.current) {
            setFormlyError(message.message);
            setReport(null);
          }
          break;
        case 'formly-playground:form-state':
          if (message.revision === revision.current) {
            setFormlyError(null);
            setReport({
              model: message.model,
              value: message.value,
              status: message.status,
              errors: message.errors,
              submitCount: message.submitCount,
            });
          }
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);

  const update = useCallback((change: Partial<PlaygroundState>) => {
    edited.current = true;
    setState((current) => ({...current, ...change}));
  }, []);

  const changeKit = (kit: PlaygroundKit) => {
    if (kit !== state.kit) {
      setFrameReady(false);
      update({kit});
    }
  };

  // The kit switcher is the examples' one: Tabs of the "kit" group, which keep the reader's choice
  // in local storage and in ?kit=. A tab picked there changes ?kit=, and the form follows it.
  const previousQueryKit = useRef(queryKit);
  useEffect(() => {
    if (queryKit === previousQueryKit.current) {
      return;
    }
    previousQueryKit.current = queryKit;
    if (loaded && isPlaygroundKit(queryKit)) {
      changeKit(queryKit);
    }
    // Only a change of ?kit= is a pick; changeKit reads the current state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKit]);
  // A kit that came from elsewhere (a shared link) is put into ?kit=, which the tabs follow.
  useEffect(() => {
    if (loaded && tabsKit() !== state.kit) {
      const search = new URLSearchParams(history.location.search);
      search.set(kitTabsGroup, state.kit);
      history.replace({...history.location, search: search.toString(), hash: window.location.hash});
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, state.kit]);

  const chooseStarter = (id: string) => {
    const found = [...builtInStarters, ...exampleStarters].find((candidate) => candidate.id === id);
    if (found) {
      setStarter(found);
      setLinkProblem(null);
      update(stateFromStarter(found, state.kit));
      setNotice(`Loaded the starter "${found.title}".`);
    }
  };

  const reset = () => {
    setLinkProblem(null);
    update(stateFromStarter(starter, state.kit));
    setNotice(`Reset to the starter "${starter.title}".`);
  };

  const copyLink = async () => {
    const hash = await encodeState(state);
    window.history.replaceState(window.history.state, '', hash);
    try {
      await navigator.clipboard.writeText(window.location.href);
      setNotice('Link copied to the clipboard.');
    } catch {
      setNotice('The clipboard is not available: copy the address from the address bar.');
    }
  };

  const openStackBlitz = async () => {
    if (!checked.message) {
      setNotice('Fix the JSON errors first: StackBlitz needs a configuration that parses.');
      return;
    }
    const {openPlaygroundInStackBlitz} = await import('./stackblitz');
    openPlaygroundInStackBlitz(state);
    setNotice('Opened a StackBlitz project with this form in a new tab.');
  };

  const configLabel = state.mode === 'fields' ? 'Fields' : 'JSON Schema';
  const tabs: {id: Tab; label: string; value: string; key: keyof PlaygroundState}[] = [
    {
      id: 'config',
      label: configLabel,
      value: state.mode === 'fields' ? state.fields : state.schema,
      key: state.mode === 'fields' ? 'fields' : 'schema',
    },
    {id: 'model', label: 'Model', value: state.model, key: 'model'},
    {id: 'options', label: 'Options', value: state.options, key: 'options'},
  ];
  const ActiveEditor = Editor ?? PlainEditor;
  const starterGroups = [...builtInStarters, ...exampleStarters].reduce<Map<string, Starter[]>>((groups, item) => {
    groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
    return groups;
  }, new Map());

  return (
    <main className={styles.playground}>
      {/* A constant of this module, set as HTML because the build minifies the
          server-rendered copy, which would not match text children on hydration. */}
      <style dangerouslySetInnerHTML={{__html: playgroundCss}} />
      <div className={styles.header}>
        <Heading as="h1" className={styles.title}>
          Playground
        </Heading>
        <div className={styles.toolbar} role="toolbar" aria-label="Playground settings">
          <div className={styles.control}>
            <label htmlFor="playground-mode">Mode</label>
            <select
              id="playground-mode"
              value={state.mode}
              onChange={(event) => update({mode: event.target.value as PlaygroundMode})}
            >
              <option value="fields">Field configuration</option>
              <option value="json-schema">JSON Schema</option>
            </select>
          </div>
          <div className={styles.control}>
            <label htmlFor="playground-starters">Starters</label>
            <select id="playground-starters" value="" onChange={(event) => chooseStarter(event.target.value)}>
              <option value="" disabled>
                Choose a starting point…
              </option>
              {[...starterGroups].map(([group, items]) => (
                <optgroup key={group} label={group}>
                  {items.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.title}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <button type="button" className="button button--secondary button--sm" onClick={copyLink}>
            Copy link
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={reset}>
            Reset
          </button>
          <button type="button" className="button button--primary button--sm" onClick={openStackBlitz}>
            Open in StackBlitz
          </button>
        </div>
      </div>
      {linkProblem && (
        <div className={`alert alert--warning ${styles.linkProblem}`} role="alert">
          {linkProblem}
        </div>
      )}
      <p className={styles.notice} role="status">
        {notice}
      </p>
      <div className={styles.panes}>
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
                onClick={() => setTab(item.id)}
                onKeyDown={(event) => {
                  const order = tabs.map((t) => t.id);
                  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                  if (step !== 0) {
                    const next = order[(order.indexOf(item.id) + step + order.length) % order.length];
                    setTab(next);
                    document.getElementById(`playground-tab-${next}`)?.focus();
                  }
                }}
              >
                {item.label}
                {checked.problems[item.id] && <span className={styles.tabError}> (error)</span>}
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
                  value={item.value}
                  onChange={(value) => update({[item.key]: value})}
                  fieldSchemaKit={item.key === 'fields' ? state.kit : undefined}
                />
              </div>
              <p
                className={styles.problem}
                role={checked.problems[item.id] ? 'alert' : undefined}
                data-testid={`problem-${item.id}`}
              >
                {checked.problems[item.id] ? describeJsonProblem(checked.problems[item.id]!) : ''}
              </p>
            </div>
          ))}
          <p className={styles.hint}>
            In the editor, Tab indents: press Esc, then Tab, to move on. Ctrl+Space lists completions.
          </p>
        </section>
        <section className={styles.resultPane} aria-label="Result">
          <Heading as="h2" className={styles.paneTitle}>
            Form in {playgroundKitLabels[state.kit]}
          </Heading>
          {formlyError && (
            <div className={`alert alert--danger ${styles.formlyError}`} role="alert" data-testid="formly-error">
              <strong>Formly rejected this configuration:</strong> {formlyError}
            </div>
          )}
          {Object.keys(checked.problems).length > 0 && lastGood.current && (
            <p className={styles.stale}>The form shows the last configuration that parsed.</p>
          )}
          <Tabs groupId={kitTabsGroup} queryString lazy className={styles.kitTabs}>
            {playgroundKits.map((kit) => (
              <TabItem key={kit} value={kit} label={playgroundKitLabels[kit]} default={kit === initialState.kit}>
                {kit !== state.kit ? null : loaded ? (
                  <iframe
                    key={state.kit}
                    ref={frame}
                    className={styles.frame}
                    title={`Form preview in ${playgroundKitLabels[state.kit]}`}
                    src={frameSrc}
                    sandbox="allow-scripts allow-forms"
                    style={{height: frameHeight}}
                  />
                ) : (
                  <div className={styles.frame} style={{height: frameHeight}} />
                )}
              </TabItem>
            ))}
          </Tabs>
          <p className={styles.status} role="status" data-testid="form-status">
            {!frameReady
              ? 'Loading the form…'
              : report
                ? `Form status: ${report.status}`
                : formlyError
                  ? 'No form'
                  : 'Rendering…'}
            {report && report.submitCount > 0 ? ` · submitted ${report.submitCount}×` : ''}
          </p>
          <Heading as="h3" className={styles.outputTitle}>
            Model
          </Heading>
          <pre className={styles.output} data-testid="model-output" role="region" tabIndex={0} aria-label="Model">
            {report ? pretty(report.model) : ''}
          </pre>
          <Heading as="h3" className={styles.outputTitle}>
            What a submit sends
          </Heading>
          <pre
            className={styles.output}
            data-testid="submit-output"
            role="region"
            tabIndex={0}
            aria-label="What a submit sends"
          >
            {report ? pretty(report.value) : ''}
          </pre>
          <Heading as="h3" className={styles.outputTitle}>
            Errors
          </Heading>
          {report && report.errors.length > 0 ? (
            <ul className={styles.errors} data-testid="errors-output">
              {report.errors.map((entry) => (
                <li key={entry.path}>
                  <code>{entry.path}</code>: {entry.errors.join(', ')}
                </li>
              ))}
            </ul>
          ) : (
            <p data-testid="errors-output">{report ? 'None.' : ''}</p>
          )}
        </section>
      </div>
    </main>
  );
}

export default function PlaygroundPage(): React.JSX.Element {
  return (
    <Layout
      title="Playground"
      description="Edit a Formly form's fields, model and options as JSON and see the form live in the UI kit of your choice; share it by link or open it in StackBlitz."
    >
      <Playground />
    </Layout>
  );
}
