import React, {type Ref} from 'react';
import styles from './styles.module.css';

export const MENU_ID = 'copy-page-menu';

export interface TriggerProps {
  expanded: boolean;
  onClick(): void;
  /** Starts loading the menu before the click (hover, focus). */
  onWarm?(): void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The "Copy page" button, the same before and after the menu code has loaded. */
export default function Trigger({expanded, onClick, onWarm, buttonRef}: TriggerProps): React.JSX.Element {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.trigger}
      aria-haspopup="menu"
      aria-expanded={expanded}
      aria-controls={expanded ? MENU_ID : undefined}
      onPointerEnter={onWarm}
      onFocus={onWarm}
      onClick={onClick}
    >
      Copy page
      <span aria-hidden="true" className={styles.chevron}>
        ▾
      </span>
    </button>
  );
}
