/**
 * The playground page's state and its transitions, as a pure reducer: what the
 * editors hold, what the frame last reported and what the page tells the reader.
 * usePlaygroundPage wires it to React, the address and the frame.
 */
import type {FieldErrors, PageToFrameMessage, PlaygroundKit, PlaygroundMode} from '@site/lib/playground-protocol';
import {parseJsonText, type JsonProblem, type PlaygroundState} from '../../state';
import {builtInStarters, defaultStarter, type Starter} from '../../starters';
import {playgroundKitLabels} from '../../../../lib/playground-protocol';

/** The editor's tabs, in their order: the fields or JSON Schema, the model, the options. */
export const editorTabs = ['config', 'model', 'options'] as const;
export type Tab = (typeof editorTabs)[number];

/** The texts of PlaygroundState an editor changes. */
export type EditedText = 'fields' | 'schema' | 'model' | 'options';

/** What the frame reports of the form it renders. */
export interface FormReport {
  model: unknown;
  value: unknown;
  status: string;
  errors: FieldErrors[];
  submitCount: number;
}

export interface PageState {
  /** What the editors hold: the form the frame renders and a link reproduces. */
  form: PlaygroundState;
  /** The starter Reset returns to. */
  starter: Starter;
  tab: Tab;
  /** Why the link or starter named in the address could not be opened. */
  linkProblem: string | null;
  /** The outcome of the reader's last action, announced as a status. */
  notice: string;
  exampleStarters: readonly Starter[];
  /** Whether the address has been read and the page has loaded: the frame is created only then. */
  loaded: boolean;
  /** Whether the reader has changed the form since arrival: only then the address follows it. */
  edited: boolean;
  /** Whether the reader typed into an editor since the form was loaded (a starter, a link, Reset): loading another asks first. */
  typed: boolean;
  /** Whether a form has been sent to the frame, which keeps showing it while the texts do not parse. */
  sentForm: boolean;
  frameReady: boolean;
  frameHeight: number;
  report: FormReport | null;
  /** Formly's error for the last form sent, when it refused to render it. */
  formlyError: string | null;
}

export type PageAction =
  | {type: 'restored'; form: PlaygroundState | null; linkProblem: string | null}
  | {type: 'link-opened'; form: PlaygroundState | null; linkProblem: string | null}
  | {type: 'arrival-starter-found'; starter: Starter}
  | {type: 'example-starters-loaded'; starters: readonly Starter[]}
  | {type: 'tab-chosen'; tab: Tab}
  | {type: 'mode-chosen'; mode: PlaygroundMode}
  | {type: 'kit-chosen'; kit: PlaygroundKit}
  | {type: 'text-edited'; text: EditedText; value: string}
  | {type: 'starter-chosen'; id: string}
  | {type: 'reset'}
  | {type: 'notice'; notice: string}
  | {type: 'form-sent'}
  | {type: 'frame-ready'}
  | {type: 'frame-height'; height: number}
  | {type: 'render-failed'; message: string}
  | {type: 'form-reported'; report: FormReport};

/** The built-in starters, then the examples' ones once loaded. */
export const availableStarters = (exampleStarters: readonly Starter[]): Starter[] => [
  ...builtInStarters,
  ...exampleStarters,
];

/** The form of `starter`, in `kit` when the starter runs there, or else in the first kit it runs in. */
export function formFromStarter(starter: Starter, kit: PlaygroundKit): PlaygroundState {
  return {
    kit: !starter.kits || starter.kits.includes(kit) ? kit : starter.kits[0],
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

export const initialForm = formFromStarter(defaultStarter, 'bootstrap');

export const initialPageState: PageState = {
  form: initialForm,
  starter: defaultStarter,
  tab: 'config',
  linkProblem: null,
  notice: '',
  exampleStarters: [],
  loaded: false,
  edited: false,
  typed: false,
  sentForm: false,
  frameReady: false,
  frameHeight: 320,
  report: null,
  formlyError: null,
};

/** A change the reader made to the form: from now on the address follows it. */
const edit = (state: PageState, change: Partial<PlaygroundState>): PageState => ({
  ...state,
  edited: true,
  form: {...state.form, ...change},
});

/** Loads `starter`, saying so in `notice`, and saying too when it changes the kit the reader had. */
const loadStarter = (state: PageState, starter: Starter, notice: string): PageState => {
  const form = formFromStarter(starter, state.form.kit);
  const switched =
    form.kit === state.form.kit
      ? ''
      : ` It does not run in ${playgroundKitLabels[state.form.kit]}, so the playground switched to ${playgroundKitLabels[form.kit]}.`;
  return {...edit(state, form), typed: false, starter, linkProblem: null, notice: `${notice}${switched}`};
};

export function pageReducer(state: PageState, action: PageAction): PageState {
  switch (action.type) {
    case 'restored':
      return {...state, form: action.form ?? state.form, linkProblem: action.linkProblem, loaded: true};
    case 'link-opened':
      // Another kit's form needs that kit's frame, which reports ready in its turn.
      return action.form
        ? {
            ...state,
            form: action.form,
            linkProblem: null,
            edited: false,
            typed: false,
            frameReady: action.form.kit === state.form.kit && state.frameReady,
          }
        : {...state, linkProblem: action.linkProblem};
    case 'arrival-starter-found':
      return {...state, starter: action.starter};
    case 'example-starters-loaded':
      return {...state, exampleStarters: action.starters};
    case 'tab-chosen':
      return {...state, tab: action.tab};
    case 'mode-chosen':
      return edit(state, {mode: action.mode});
    case 'kit-chosen':
      // Once the address has been read; the new kit's frame reports ready in its turn.
      return !state.loaded || action.kit === state.form.kit
        ? state
        : {...edit(state, {kit: action.kit}), frameReady: false};
    case 'text-edited':
      // The editor reports the texts a load puts into it too: only a change is the reader's typing.
      return state.form[action.text] === action.value
        ? state
        : {...edit(state, {[action.text]: action.value}), typed: true};
    case 'starter-chosen': {
      const found = availableStarters(state.exampleStarters).find((candidate) => candidate.id === action.id);
      return found ? loadStarter(state, found, `Loaded the starter "${found.title}".`) : state;
    }
    case 'reset':
      return loadStarter(state, state.starter, `Reset to the starter "${state.starter.title}".`);
    case 'notice':
      return {...state, notice: action.notice};
    case 'form-sent':
      return state.sentForm ? state : {...state, sentForm: true};
    case 'frame-ready':
      return {...state, frameReady: true};
    case 'frame-height':
      return {...state, frameHeight: Math.max(160, Math.min(action.height, 4000))};
    case 'render-failed':
      return {...state, formlyError: action.message, report: null};
    case 'form-reported':
      return {...state, formlyError: null, report: action.report};
  }
}

/** The text of the form an editor tab holds: the first tab's depends on the mode. */
export const tabText = (tab: Tab, mode: PlaygroundMode): EditedText =>
  tab !== 'config' ? tab : mode === 'fields' ? 'fields' : 'schema';

export interface CheckedForm {
  problems: Partial<Record<Tab, JsonProblem>>;
  message: PageToFrameMessage | null;
}

/** Parses the three texts; a message for the frame only when all parse and have the right shape. */
export function checkForm(form: PlaygroundState): CheckedForm {
  const problems: Partial<Record<Tab, JsonProblem>> = {};
  const values: Partial<Record<Tab, unknown>> = {};
  for (const tab of editorTabs) {
    const result = parseJsonText(form[tabText(tab, form.mode)]);
    if (!result.ok) {
      problems[tab] = result.problem;
      continue;
    }
    const value = result.value;
    const wantsArray = tab === 'config' && form.mode === 'fields';
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
      mode: form.mode,
      config: values.config,
      model: values.model,
      options: values.options,
    },
  };
}
