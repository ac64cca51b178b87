import React, {useEffect, useRef} from 'react';
import type {AssistantLink} from '../../ask-assistant';
import styles from './menu.module.css';

export interface CopyPageMenuProps {
  id: string;
  /** URL path of the page's Markdown version. */
  markdownPath: string;
  /** Links that start a chat about the page in an assistant, opened in a new tab. */
  assistants: readonly AssistantLink[];
  /** Closes the menu; `returnFocus` when the keyboard or a copy closed it. */
  onClose(returnFocus: boolean): void;
  /** Reports the outcome of "Copy as Markdown". */
  onCopied(outcome: CopyOutcome): void;
}

export type CopyOutcome = 'copied' | 'failed';

async function fetchMarkdown(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return new Blob([await response.text()], {type: 'text/plain'});
}

/**
 * Copies the Markdown to the clipboard. The clipboard item is created with a
 * pending promise, inside the click, so that browsers that require a user
 * gesture (Safari) accept the write after the download.
 */
async function copyMarkdown(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': fetchMarkdown(url)})]);
  } else {
    await navigator.clipboard.writeText(await (await fetchMarkdown(url)).text());
  }
}

/** The menu itself, loaded on first use: keyboard navigation with arrows, Home, End and Escape. */
export default function CopyPageMenu({
  id,
  markdownPath,
  assistants,
  onClose,
  onCopied,
}: CopyPageMenuProps): React.JSX.Element {
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!menu.current?.parentElement?.contains(event.target as Node)) {
        onClose(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      items[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') {
        event.preventDefault();
      }
      onClose(event.key === 'Escape');
    }
  };

  const copy = async () => {
    try {
      await copyMarkdown(markdownPath);
      onCopied('copied');
    } catch {
      onCopied('failed');
    }
    onClose(true);
  };

  return (
    <div ref={menu} id={id} role="menu" aria-label="Copy page" className={styles.menu} onKeyDown={onKeyDown}>
      <button type="button" role="menuitem" className={styles.item} onClick={copy}>
        Copy as Markdown
      </button>
      <a role="menuitem" className={styles.item} href={markdownPath}>
        View as Markdown
      </a>
      <a role="menuitem" className={styles.item} href={markdownPath} target="_blank" rel="noreferrer">
        Open Markdown in a new tab
      </a>
      {assistants.map(({label, href}) => (
        <a key={label} role="menuitem" className={styles.item} href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      ))}
    </div>
  );
}
