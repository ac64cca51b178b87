import React, {useState, type ComponentType} from 'react';
import Trigger from './Trigger';
import type {CopyPageControlProps} from './Control';
import styles from './styles.module.css';

export interface CopyPageProps {
  /** Route of the page, base URL included. */
  permalink: string;
}

// Pages ship only this button. The menu, the clipboard code and their state are
// another chunk, loaded on the first hover, focus or click; it then replaces
// the button with an identical one that opens the menu.
let control: Promise<{default: ComponentType<CopyPageControlProps>}> | undefined;
const loadControl = () => (control ??= import('./Control'));

/**
 * "Copy page" button at the top of a docs page, opening a menu of the page's Markdown versions
 * and of links that hand that Markdown to an assistant.
 */
export default function CopyPage({permalink}: CopyPageProps): React.JSX.Element {
  const [Control, setControl] = useState<ComponentType<CopyPageControlProps> | null>(null);
  return (
    <div className={styles.copyPage}>
      {Control ? (
        <Control permalink={permalink} />
      ) : (
        <Trigger
          expanded={false}
          onWarm={loadControl}
          onClick={() => loadControl().then((loaded) => setControl(() => loaded.default))}
        />
      )}
    </div>
  );
}
