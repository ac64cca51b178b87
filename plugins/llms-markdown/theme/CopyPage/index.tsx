import React, {useCallback, useRef, useState, type ComponentType} from 'react';
import {markdownPathOf} from '../../markdown-path';
import type {CopyOutcome, CopyPageMenuProps} from './Menu';
import styles from './styles.module.css';

export interface CopyPageProps {
  /** Route of the page, base URL included. */
  permalink: string;
}

type MenuModule = {default: ComponentType<CopyPageMenuProps>};

// The menu is its own chunk: pages ship only this button, and the menu loads on
// the first hover, focus or click.
let menuModule: Promise<MenuModule> | undefined;
const loadMenu = () => (menuModule ??= import('./Menu'));

const outcomeText: Record<CopyOutcome, string> = {
  copied: 'Copied',
  failed: 'Copy failed: use View as Markdown',
};

/** "Copy page" button at the top of a docs page, opening a menu of the page's Markdown versions. */
export default function CopyPage({permalink}: CopyPageProps): React.JSX.Element {
  const [Menu, setMenu] = useState<ComponentType<CopyPageMenuProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(async () => {
    if (open) {
      setOpen(false);
      return;
    }
    const loaded = (await loadMenu()).default;
    setMenu(() => loaded);
    setOutcome(null);
    setOpen(true);
  }, [open]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      button.current?.focus();
    }
  }, []);

  return (
    <div className={styles.copyPage}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'copy-page-menu' : undefined}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={toggle}>
        Copy page
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
      <span role="status" className={styles.status}>
        {outcome && outcomeText[outcome]}
      </span>
      {open && Menu && (
        <Menu id="copy-page-menu" markdownPath={markdownPathOf(permalink)} onClose={close} onCopied={setOutcome} />
      )}
    </div>
  );
}
