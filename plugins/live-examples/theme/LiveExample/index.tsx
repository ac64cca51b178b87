import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {codeOfLines, type SerializedLine} from '../../../code-highlight/client';
import type {LiveExampleFile, LiveExampleKit, LiveExampleProps, LiveExampleSource} from '../../types';
import type {ExportedDemo} from '../../client';
import {
  colorModeParam,
  isColorMode,
  isDemoHeightMessage,
  kitParam,
  type ColorMode,
  type HostColorModeMessage,
} from '@site/lib/host-protocol';
import {kitTabsGroup} from '@site/lib/kit-choice';
import {filesInKit, type ChangedFiles} from '@site/lib/variant-files';
import styles from './styles.module.css';

/** How far below the viewport a demo starts loading once the reader scrolls, so it is ready as it scrolls in. */
const startMargin = '400px 0px';

type DemoFrameProps = {
  name: string;
  title: string;
  height: number;
  kit: LiveExampleKit;
  demoUrl: string;
  /** The reader picked this kit in the switcher: a kit loaded on request starts at once. */
  chosen: boolean;
};

/** Resolves once the page has loaded and the browser has a moment to spare. */
function whenPageIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), {timeout: 1000}) : resolve();
    if (document.readyState === 'complete') {
      idle();
    } else {
      window.addEventListener('load', idle, {once: true});
    }
  });
}

/**
 * Resolves once `element` is in the viewport, or within `startMargin` of it
 * after the reader has scrolled. A demo below the first screen then costs a
 * reader who does not scroll nothing (its Angular start-up is one long task
 * on the page's thread), and is ready by the time a reader who scrolls
 * reaches it.
 */
function whenReached(element: Element, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let observer: IntersectionObserver | undefined;
    const watch = (rootMargin?: string) => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.at(-1)?.isIntersecting) {
            stop();
            resolve();
          }
        },
        {rootMargin},
      );
      observer.observe(element);
    };
    // In view until the reader scrolls; from the first scroll on, within startMargin of the view.
    const onScroll = () => watch(startMargin);
    const stop = () => {
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
    watch();
    window.addEventListener('scroll', onScroll, {once: true, passive: true});
    signal.addEventListener('abort', stop);
  });
}

/**
 * The demo's iframe. Its box keeps the reserved height until the demo reports
 * its own, so nothing moves while it loads. The demo starts by itself once the
 * page is idle after loading and the box is in view or about to scroll into it
 * (see whenReached); its address is set only then, in the reader's colour mode,
 * which the demo follows afterwards.
 */
function DemoFrame({name, title, height, kit, demoUrl, chosen}: DemoFrameProps): ReactNode {
  const {colorMode} = useColorMode();
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const colorModeNow = useRef<ColorMode>(colorMode);
  const [src, setSrc] = useState<string>();
  const [frameHeight, setFrameHeight] = useState(height);
  const [requested, setRequested] = useState(!kit.loadOnRequest || chosen);

  const sendColorMode = useCallback(() => {
    const message: HostColorModeMessage = {type: 'formly-demo:color-mode', colorMode: colorModeNow.current};
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  useEffect(() => {
    colorModeNow.current = colorMode;
    sendColorMode();
  }, [colorMode, sendColorMode]);

  useEffect(() => {
    if (!requested || !box.current) {
      return undefined;
    }
    const stop = new AbortController();
    void Promise.all([whenPageIdle(), whenReached(box.current, stop.signal)]).then(() => {
      if (stop.signal.aborted) {
        return;
      }
      // During hydration the context may still hold the server's default; the
      // attribute on <html> already has the reader's mode.
      const pageMode = document.documentElement.dataset.theme;
      const startMode = isColorMode(pageMode) ? pageMode : colorModeNow.current;
      const [path, hash] = demoUrl.split('#');
      const query = new URLSearchParams({[colorModeParam]: startMode, [kitParam]: kit.name});
      setSrc(`${path}?${query}#${hash}`);
    });
    return () => stop.abort();
  }, [demoUrl, requested, kit.name]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame's demo sizes this box (a message with no source never matches).
      if (
        event.origin === window.location.origin &&
        event.source === frame.current?.contentWindow &&
        isDemoHeightMessage(event.data)
      ) {
        setFrameHeight(event.data.height);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div ref={box} className={styles.frameBox} style={{height: frameHeight}}>
      {src ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={src}
          title={`Live example: ${title} (${kit.label})`}
          onLoad={sendColorMode}
          data-live-example={name}
          data-kit={kit.name}
        />
      ) : null}
      {requested ? null : (
        <div className={styles.loadPrompt}>
          <p>This demo loads the {kit.label} components, about 0.5 MB of JavaScript.</p>
          <button type="button" className="button button--primary" onClick={() => setRequested(true)}>
            Load live demo
          </button>
        </div>
      )}
    </div>
  );
}

function StackBlitzButton(demo: ExportedDemo): ReactNode {
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const open = async () => {
    setState('opening');
    try {
      // The SDK and the project template load on the first click only.
      const {openInStackBlitz} = await import('../../client');
      openInStackBlitz(demo);
      setState('idle');
    } catch (error) {
      console.warn('Opening the example in StackBlitz failed', error);
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button button--sm button--primary" onClick={open} disabled={state === 'opening'}>
        {state === 'opening' ? 'Opening…' : 'Open in StackBlitz'}
      </button>
      {state === 'failed' ? (
        <span role="alert" className={styles.error}>
          StackBlitz could not be opened. Check your connection and try again.
        </span>
      ) : null}
    </>
  );
}

/**
 * The files the kits other than the folder's own change (app.config.ts always), which the
 * demos build puts next to the demos app (see scripts/demos.ts) instead of in the page.
 */
function fetchKitFiles(demoPage: string, name: string, kit: LiveExampleKit['name']): Promise<ChangedFiles> {
  return fetch(`${demoPage}kit-sources/${name}.json`)
    .then((response) => {
      if (!response.ok) {
        throw new Error(`${response.status} ${response.statusText}`);
      }
      return response.json() as Promise<Partial<Record<LiveExampleKit['name'], ChangedFiles>>>;
    })
    .then((changed) => {
      if (!changed[kit]) {
        throw new Error(`no files for ${kit}`);
      }
      return changed[kit];
    });
}

/** The files compiled for `kit`: the folder's own, with those the kit changes once they have loaded. */
function useKitFiles(demoPage: string, name: string, kit: LiveExampleKit, files: LiveExampleSource[], ownKit: boolean) {
  const [changed, setChanged] = useState<ChangedFiles | 'failed'>();
  useEffect(() => {
    if (ownKit) {
      return undefined;
    }
    let current = true;
    fetchKitFiles(demoPage, name, kit.name).then(
      (loaded) => current && setChanged(loaded),
      (error: unknown) => {
        console.warn(`The ${kit.label} files of ${name} could not be loaded`, error);
        if (current) {
          setChanged('failed');
        }
      },
    );
    return () => {
      current = false;
    };
  }, [demoPage, name, kit.name, kit.label, ownKit]);
  if (ownKit) {
    return {files, state: 'ready' as const};
  }
  if (changed === undefined || changed === 'failed') {
    return {files, state: changed ?? ('loading' as const)};
  }
  return {files: filesInKit(files, changed), state: 'ready' as const};
}

type KitExampleProps = Omit<DemoFrameProps, 'demoUrl'> & {files: LiveExampleSource[]; ownKit: boolean};

/** The demo in one kit: the running form, its toolbar and the files compiled for that kit. */
function KitExample({name, title, height, kit, files, chosen, ownKit}: KitExampleProps): ReactNode {
  const demoPage = useBaseUrl('/demos/');
  const siteRoot = useBaseUrl('/');
  const demoUrl = `${demoPage}#/${name}`;
  const kitFiles = useKitFiles(demoPage, name, kit, files, ownKit);
  return (
    <>
      <DemoFrame name={name} title={title} height={height} kit={kit} demoUrl={demoUrl} chosen={chosen} />
      <div className={styles.toolbar}>
        {kitFiles.state === 'ready' ? (
          <StackBlitzButton name={name} title={title} kit={kit.name} files={kitFiles.files} />
        ) : (
          // Held in place, disabled, until the kit's app.config.ts has loaded: a button appearing late
          // would push the links beside it away from under the reader's pointer.
          <button type="button" className="button button--sm button--primary" disabled>
            Open in StackBlitz
          </button>
        )}
        <a
          className="button button--sm button--secondary"
          href={`${demoPage}?${kitParam}=${kit.name}#/${name}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open the demo in a new tab
        </a>
        {kit.playground ? (
          <a className="button button--sm button--secondary" href={`${siteRoot}${kit.playground}`}>
            Edit in the playground
          </a>
        ) : null}
      </div>
      {/* Only the selected file is rendered; the others render when picked. */}
      <Tabs className={styles.tabs} lazy>
        {kitFiles.files.map((file) => (
          <TabItem key={file.name} value={file.name} label={file.name}>
            {file.name === 'app.config.ts' && kitFiles.state !== 'ready' ? (
              <p className={styles.loading} role="status">
                {kitFiles.state === 'loading'
                  ? `Loading the ${kit.label} app.config.ts…`
                  : `The ${kit.label} app.config.ts could not be loaded. Check your connection and reload the page.`}
              </p>
            ) : (
              <CodeBlock language={file.language} title={`${name}/${file.name}`} tokens={file.tokens}>
                {file.code}
              </CodeBlock>
            )}
          </TabItem>
        ))}
      </Tabs>
    </>
  );
}

/** The page's files with their code, read back from their build-time tokens. */
function readSources(files: LiveExampleFile[] | undefined): LiveExampleSource[] {
  return (files ?? []).map(({name, language, tokens}) => {
    const lines = JSON.parse(tokens) as SerializedLine[];
    return {name, language, code: codeOfLines(lines), tokens: lines};
  });
}

/**
 * A live Formly demo from the demos app, with the source files it was built
 * from. Pages write only `<LiveExample name="category/example" />`; the
 * live-examples remark plugin fills in the other props at build time. An
 * example that runs in several kits gets a kit switcher, synced with the kit
 * tabs of the guides.
 */
export default function LiveExample({name, title, kit, height, files, kits}: LiveExampleProps): ReactNode {
  // Set once the reader uses the kit switcher (as opposed to the stored choice
  // being applied on load): picking a kit is asking for its demo.
  const [chosen, setChosen] = useState(false);
  const sources = useMemo(() => readSources(files), [files]);
  const noteChoice = (event: React.SyntheticEvent) => {
    const tab = (event.target as Element).closest('[role="tab"]');
    if (tab?.parentElement?.classList.contains(styles.kitTabs)) {
      setChosen(true);
    }
  };
  if (!files || !kit || !height || !title || !kits) {
    throw new Error(
      `<LiveExample name="${name}"> has no files: add the live-examples remark plugin to the docs preset (beforeDefaultRemarkPlugins).`,
    );
  }
  const own = kits.available.find((candidate) => candidate.name === kit)!;
  if (kits.available.length < 2) {
    return (
      <section className={styles.example} aria-label={`Live example: ${title}`}>
        {kits.fixedReason ? <p className={styles.kitNote}>{kits.fixedReason}</p> : null}
        <KitExample name={name} title={title} height={height} kit={own} files={sources} chosen={false} ownKit />
      </section>
    );
  }
  return (
    <section className={styles.example} aria-label={`Live example: ${title}`}>
      <p className={styles.kitNote}>
        Pick your UI kit: the demo, its files and the StackBlitz project change with it.
        {kits.notes.map((note) => ` ${note}`).join('')}
      </p>
      <div onClickCapture={noteChoice} onKeyDownCapture={noteChoice}>
        <Tabs groupId={kitTabsGroup} queryString lazy className={styles.kitTabs}>
          {kits.available.map((candidate) => (
            <TabItem
              key={candidate.name}
              value={candidate.name}
              label={candidate.label}
              default={candidate.name === kit}
            >
              <KitExample
                name={name}
                title={title}
                height={height}
                kit={candidate}
                files={sources}
                chosen={chosen}
                ownKit={candidate.name === kit}
              />
            </TabItem>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
