import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type Dispatch,
  type RefObject,
} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {useColorMode, useStorageSlot} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import bugReportData from '@generated/playground/default/bug-report.json';
import {
  playgroundFrameDir,
  playgroundKitLabels,
  frameColorModeParam,
  frameDocument,
  frameKitParam,
  isFrameToPageMessage,
  isPlaygroundKit,
  type PageToFrameMessage,
  type PlaygroundKit,
} from '@site/lib/playground-protocol';
import {
  decodeState,
  encodeState,
  maxHashLength,
  starterParam,
  stateHashPrefix,
  StateLinkError,
  type PlaygroundState,
} from '../../state';
import type {Starter} from '../../starters';
import {bugReport, type ReportedForm} from '../../bug-report';
import type {FieldConfigIssue} from '../../../../lib/field-schema/check';
import {kitChoiceStorageKey, kitTabsGroup} from '@site/lib/kit-choice';
import type {EditorProps} from './editor-props';
import {
  availableStarters,
  checkForm,
  formFromStarter,
  initialForm,
  initialPageState,
  pageReducer,
  type CheckedForm,
  type PageAction,
  type PageState,
} from './page-state';

/** Time after the last keystroke before the form is re-rendered, and before the address is updated. */
const renderDelayMs = 40;
const hashDelayMs = 300;

/**
 * Resolves once the document's load event has passed: the editor and the frame
 * are requested only then, so the page's first load stays as light as a docs page.
 */
function afterPageLoad(): Promise<void> {
  return document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), {once: true}));
}

type EditorModule = typeof import('./CodeEditor');

/** What the page renders from, and the actions that need more than the state. */
export interface PlaygroundPageModel {
  state: PageState;
  dispatch: Dispatch<PageAction>;
  checked: CheckedForm;
  /** CodeMirror once loaded, null until then (and if it cannot load). */
  Editor: ComponentType<EditorProps> | null;
  /** The editor's chunk, which also carries the configuration check: null until loaded. */
  editorModule: EditorModule | null;
  frame: RefObject<HTMLIFrameElement | null>;
  frameSrc: string;
  copyLink: () => Promise<void>;
  /** Opens a bug report; `issues` are the configuration check's, which the report lists. */
  reportBug: (issues: readonly FieldConfigIssue[] | null) => Promise<void>;
  openStackBlitz: () => Promise<void>;
}

/** The page's state, kept in step with the address, the kit tabs and the sandboxed frame. */
export function usePlaygroundPage(): PlaygroundPageModel {
  const {colorMode} = useColorMode();
  // The reader's kit, as the examples' kit switcher and the guides' kit tabs keep it.
  const [, kitChoiceSlot] = useStorageSlot(kitChoiceStorageKey);
  const history = useHistory();
  const queryKit = new URLSearchParams(useLocation().search).get(kitTabsGroup);
  // The kit the kit tabs show, by their own order of precedence: ?kit=, the stored choice, the default tab.
  const readTabsKit = useEffectEvent(
    (): PlaygroundKit => [queryKit, kitChoiceSlot.get()].find(isPlaygroundKit) ?? initialForm.kit,
  );
  const frameBase = useBaseUrl(`/${playgroundFrameDir}/`);
  const [state, dispatch] = useReducer(pageReducer, initialPageState);
  const [editorModule, setEditorModule] = useState<EditorModule | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const revision = useRef(0);
  const lastGood = useRef<PageToFrameMessage | null>(null);
  const {form, edited, loaded, frameReady} = state;
  const {kit} = form;

  // The frame is only created once the state is known and the message listener
  // is in place: a frame loaded with the server-rendered HTML could announce
  // itself before the page listens.
  // The frame's colour mode is fixed at load from its address; later changes go by message.
  const [frameColorMode] = useState(colorMode);
  const frameSrc = `${frameBase}${frameDocument(kit)}?${frameKitParam}=${kit}&${frameColorModeParam}=${frameColorMode}`;

  const checked = useMemo(() => checkForm(form), [form]);

  // Restore from the address (a shared link, a starter id, or what was typed before a reload), once, on
  // arrival: later kit changes come from the kit tabs (see below).
  useEffect(() => {
    const hash = window.location.hash;
    const chosenKit = readTabsKit();
    let cancelled = false;
    const finish = (restored: PlaygroundState | null, linkProblem: string | null) => {
      void afterPageLoad().then(() => {
        if (!cancelled) {
          dispatch({type: 'restored', form: restored, linkProblem});
        }
      });
    };
    if (hash.startsWith(stateHashPrefix) || hash.length > maxHashLength) {
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
          const found = availableStarters(examples as Starter[]).find((candidate) => candidate.id === id);
          if (found) {
            dispatch({type: 'arrival-starter-found', starter: found});
          }
          finish(
            found ? formFromStarter(found, chosenKit) : null,
            found ? null : `There is no starter named "${id}". The playground opened on the starter form instead.`,
          );
        },
        () => finish(null, 'The starters could not be loaded.'),
      );
    } else {
      finish(chosenKit === initialForm.kit ? null : {...initialForm, kit: chosenKit}, null);
    }
    return () => {
      cancelled = true;
    };
  }, []);

  // A playground link pasted into this tab's address bar changes only the hash, so the page does not
  // reload: it opens the link's form itself. Keeping the address up to date (replaceState) fires no
  // hashchange, so only the reader's own address changes arrive here.
  useEffect(() => {
    const onHashChange = () => {
      const hash = window.location.hash;
      if (!hash.startsWith(stateHashPrefix) && hash.length <= maxHashLength) {
        return;
      }
      decodeState(hash).then(
        (decoded) => dispatch({type: 'link-opened', form: decoded, linkProblem: null}),
        (error: unknown) =>
          dispatch({
            type: 'link-opened',
            form: null,
            linkProblem: `${error instanceof StateLinkError ? error.message : 'The link could not be read.'} The playground kept the form it had.`,
          }),
      );
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  // After the page has loaded: the editor and the example starters.
  useEffect(() => {
    void afterPageLoad().then(() => {
      import('./CodeEditor').then(
        (module) => setEditorModule(module),
        () =>
          dispatch({type: 'notice', notice: 'The code editor could not be loaded; the plain text areas still work.'}),
      );
      import('@generated/playground/default/starters.json').then(
        ({default: examples}) => dispatch({type: 'example-starters-loaded', starters: examples as Starter[]}),
        () => undefined,
      );
    });
  }, []);

  const send = useCallback((message: PageToFrameMessage) => {
    frame.current?.contentWindow?.postMessage(message, '*');
  }, []);
  const sendRender = useEffectEvent((message: PageToFrameMessage) => {
    revision.current += 1;
    lastGood.current = {...message, revision: revision.current} as PageToFrameMessage;
    send(lastGood.current);
    dispatch({type: 'form-sent'});
  });

  // Render each configuration that parses, shortly after the typing stops.
  useEffect(() => {
    const message = checked.message;
    if (!message || !frameReady || !loaded) {
      return;
    }
    const timer = window.setTimeout(() => sendRender(message), renderDelayMs);
    return () => window.clearTimeout(timer);
  }, [checked, frameReady, loaded]);

  // Keep the address up to date, so a reload or a copied link reproduces the state.
  useEffect(() => {
    if (!edited) {
      return;
    }
    let cancelled = false;
    const timer = window.setTimeout(() => {
      encodeState(form).then(
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
  }, [form, edited]);

  useEffect(() => {
    send({type: 'formly-playground:color-mode', colorMode});
  }, [colorMode, send]);

  // Messages from the frame: only from our iframe's window, only of the known shapes.
  const onMessage = useEffectEvent((event: MessageEvent) => {
    if (!frame.current || event.source !== frame.current.contentWindow || !isFrameToPageMessage(event.data)) {
      return;
    }
    const message = event.data;
    switch (message.type) {
      case 'formly-playground:ready':
        dispatch({type: 'frame-ready'});
        send({type: 'formly-playground:color-mode', colorMode});
        if (lastGood.current) {
          send(lastGood.current);
        }
        break;
      case 'formly-playground:height':
        dispatch({type: 'frame-height', height: message.height});
        break;
      case 'formly-playground:render-failed':
        if (message.revision === revision.current) {
          dispatch({type: 'render-failed', message: message.message});
        }
        break;
      case 'formly-playground:form-state':
        if (message.revision === revision.current) {
          dispatch({
            type: 'form-reported',
            report: {
              model: message.model,
              value: message.value,
              status: message.status,
              errors: message.errors,
              submitCount: message.submitCount,
            },
          });
        }
        break;
    }
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  // The kit switcher is the examples' one: Tabs of the "kit" group, which keep the reader's choice
  // in local storage and in ?kit=. A tab picked there changes ?kit=, and the form follows it.
  // Only a change of ?kit= is a pick.
  const previousQueryKit = useRef(queryKit);
  useEffect(() => {
    if (queryKit === previousQueryKit.current) {
      return;
    }
    previousQueryKit.current = queryKit;
    if (isPlaygroundKit(queryKit)) {
      dispatch({type: 'kit-chosen', kit: queryKit});
    }
  }, [queryKit]);
  // A kit that came from elsewhere (a shared link) is put into ?kit=, which the tabs follow.
  const showKitInAddress = useEffectEvent(() => {
    if (readTabsKit() !== kit) {
      const search = new URLSearchParams(history.location.search);
      search.set(kitTabsGroup, kit);
      history.replace({...history.location, search: search.toString(), hash: window.location.hash});
    }
  });
  useEffect(() => {
    if (loaded) {
      showKitInAddress();
    }
  }, [loaded, kit]);

  const copyLink = async () => {
    const hash = await encodeState(form);
    // A longer link would open as "too large" (decodeState): refused here, with the limit, instead.
    if (hash.length > maxHashLength) {
      const kilobytes = (length: number) => `${Math.ceil(length / 1024)} KB`;
      dispatch({
        type: 'notice',
        notice: `This form is too large to share as a link: its link would take ${kilobytes(hash.length)}, and a playground link holds at most ${kilobytes(maxHashLength)}. Shorten the form, or open it in StackBlitz.`,
      });
      return;
    }
    window.history.replaceState(window.history.state, '', hash);
    try {
      await navigator.clipboard.writeText(window.location.href);
      dispatch({type: 'notice', notice: 'Link copied to the clipboard.'});
    } catch {
      dispatch({type: 'notice', notice: 'The clipboard is not available: copy the address from the address bar.'});
    }
  };

  const reportBug = async (issues: readonly FieldConfigIssue[] | null) => {
    // Opened now, while the click still counts as the reader's: a tab opened after the await would be a blocked pop-up.
    const tab = window.open('about:blank', '_blank');
    const hash = await encodeState(form);
    window.history.replaceState(window.history.state, '', hash);
    const reported: ReportedForm = {
      texts: [
        {
          name: form.mode === 'json-schema' ? 'JSON Schema' : 'Fields',
          text: form.mode === 'json-schema' ? form.schema : form.fields,
        },
        {name: 'Model', text: form.model},
        {name: 'Options', text: form.options},
      ],
      problems: [
        ...(state.formlyError ? [`Formly: ${state.formlyError}`] : []),
        ...(issues ?? [])
          .filter((issue) => issue.severity === 'error')
          .map((issue) => `Configuration check: ${issue.path}: ${issue.message}`),
      ],
    };
    const report = bugReport(bugReportData, window.location.href, form.kit, playgroundKitLabels[form.kit], reported);
    if (!report.linkInBody) {
      await navigator.clipboard.writeText(window.location.href).catch(() => undefined);
    }
    if (!tab) {
      dispatch({type: 'notice', notice: 'The browser blocked the new tab: allow pop-ups for this site and try again.'});
      return;
    }
    // The issue page gets no handle on this one.
    tab.opener = null;
    tab.location.href = report.url;
    dispatch({
      type: 'notice',
      notice: report.linkInBody
        ? 'Opened a bug report with this form in a new tab.'
        : 'Opened a bug report in a new tab. The link to this form is too long for it and is on your clipboard: paste it into the report.',
    });
  };

  const openStackBlitz = async () => {
    if (!checked.message) {
      dispatch({type: 'notice', notice: 'Fix the JSON errors first: StackBlitz needs a configuration that parses.'});
      return;
    }
    const {openPlaygroundInStackBlitz} = await import('./stackblitz');
    openPlaygroundInStackBlitz(form);
    dispatch({type: 'notice', notice: 'Opened a StackBlitz project with this form in a new tab.'});
  };

  const Editor = editorModule?.default ?? null;
  return {state, dispatch, checked, Editor, editorModule, frame, frameSrc, copyLink, reportBug, openStackBlitz};
}
