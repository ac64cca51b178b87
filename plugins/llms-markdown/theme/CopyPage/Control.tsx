import React, {useCallback, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {assistantLinks} from '../../ask-assistant';
import {markdownPathOf, markdownUrl} from '../../markdown-path';
import Menu, {type CopyOutcome} from './Menu';
import Trigger, {MENU_ID} from './Trigger';
import styles from './menu.module.css';

export interface CopyPageControlProps {
  /** Route of the page, base URL included. */
  permalink: string;
}

const outcomeText: Record<CopyOutcome, string> = {
  copied: 'Copied',
  failed: 'Copy failed: use View as Markdown',
};

/** The loaded "Copy page" control: it mounts on the first click, so it starts with the menu open. */
export default function CopyPageControl({permalink}: CopyPageControlProps): React.JSX.Element {
  const [open, setOpen] = useState(true);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const {siteConfig} = useDocusaurusContext();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      button.current?.focus();
    }
  }, []);

  return (
    <>
      <Trigger
        buttonRef={button}
        expanded={open}
        onClick={() => {
          setOutcome(null);
          setOpen(!open);
        }}
      />
      <span role="status" className={styles.status}>
        {outcome && outcomeText[outcome]}
      </span>
      {open && (
        <Menu
          id={MENU_ID}
          markdownPath={markdownPathOf(permalink)}
          assistants={assistantLinks(markdownUrl(siteConfig.url, permalink), siteConfig.title)}
          onClose={close}
          onCopied={setOutcome}
        />
      )}
    </>
  );
}
