import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {LiveExampleProps} from '@site/plugins/live-examples/types';
import {
  colorModeParam,
  isColorMode,
  isDemoHeightMessage,
  type ColorMode,
  type HostColorModeMessage,
} from '@site/demos/src/app/host-protocol';
import styles from './styles.module.css';

type DemoFrameProps = Required<Pick<LiveExampleProps, 'name' | 'title' | 'height'>> & {
  demoUrl: string;
  /** Wait for a click before loading the demo (for kits too heavy to load unasked). */
  loadOnRequest: boolean;
};

// Kendo UI's components add about half a megabyte (gzipped) to a demo.
const kitsLoadedOnRequest = new Set(['kendo']);

/**
 * The demo's iframe. It keeps the reserved height until the demo reports its
 * own, and keeps the demo in the page's colour mode. The iframe's address is
 * set after hydration: only then is the reader's colour mode known, and the
 * demo should start in it rather than flash in the other one.
 */
function DemoFrame({name, title, height, demoUrl, loadOnRequest}: DemoFrameProps): ReactNode {
  const {colorMode} = useColorMode();
  const frame = useRef<HTMLIFrameElement>(null);
  const colorModeNow = useRef<ColorMode>(colorMode);
  const [src, setSrc] = useState<string>();
  const [frameHeight, setFrameHeight] = useState(height);
  const [requested, setRequested] = useState(!loadOnRequest);

  const sendColorMode = useCallback(() => {
    const message: HostColorModeMessage = {type: 'formly-demo:color-mode', colorMode: colorModeNow.current};
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  useEffect(() => {
    colorModeNow.current = colorMode;
    sendColorMode();
  }, [colorMode, sendColorMode]);

  useEffect(() => {
    if (!requested) {
      return;
    }
    // During hydration the context may still hold the server's default; the
    // attribute on <html> already has the reader's mode.
    const pageMode = document.documentElement.dataset.theme;
    const startMode = isColorMode(pageMode) ? pageMode : colorModeNow.current;
    const [path, hash] = demoUrl.split('#');
    setSrc(`${path}?${colorModeParam}=${startMode}#${hash}`);
  }, [demoUrl, requested]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (event.origin === window.location.origin && source && event.source === source && isDemoHeightMessage(event.data)) {
        setFrameHeight(event.data.height);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <div className={styles.frameBox} style={{height: frameHeight}}>
      {src ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={src}
          title={`Live example: ${title}`}
          loading="lazy"
          onLoad={sendColorMode}
          data-live-example={name}
        />
      ) : null}
      {requested ? null : (
        <div className={styles.loadPrompt}>
          <p>This demo loads the Kendo UI components, about 0.5 MB of JavaScript.</p>
          <button type="button" className="button button--primary" onClick={() => setRequested(true)}>
            Load live demo
          </button>
        </div>
      )}
    </div>
  );
}

function StackBlitzButton({name, title, kit, files}: Required<Omit<LiveExampleProps, 'height'>>): ReactNode {
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const open = async () => {
    setState('opening');
    try {
      // The SDK and the project template load on the first click only.
      const {openInStackBlitz} = await import('./stackblitz');
      openInStackBlitz({name, title, kit, files});
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
 * A live Formly demo from the demos app, with the source files it was built
 * from. Pages write only `<LiveExample name="category/example" />`; the
 * live-examples remark plugin fills in the other props at build time.
 */
export default function LiveExample({name, title, kit, height, files}: LiveExampleProps): ReactNode {
  const demoUrl = `${useBaseUrl('/demos/')}#/${name}`;
  if (!files || !kit || !height || !title) {
    throw new Error(
      `<LiveExample name="${name}"> has no files: add the live-examples remark plugin to the docs preset (beforeDefaultRemarkPlugins).`,
    );
  }
  return (
    <section className={styles.example} aria-label={`Live example: ${title}`}>
      <DemoFrame
        name={name}
        title={title}
        height={height}
        demoUrl={demoUrl}
        loadOnRequest={kitsLoadedOnRequest.has(kit)}
      />
      <div className={styles.toolbar}>
        <StackBlitzButton name={name} title={title} kit={kit} files={files} />
        <a className="button button--sm button--secondary" href={demoUrl} target="_blank" rel="noopener noreferrer">
          Open the demo in a new tab
        </a>
      </div>
      <Tabs className={styles.tabs}>
        {files.map((file) => (
          <TabItem key={file.name} value={file.name} label={file.name}>
            <CodeBlock language={file.language} title={`${name}/${file.name}`}>
              {file.code}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
