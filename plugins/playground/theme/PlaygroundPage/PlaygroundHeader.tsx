import React, {type Dispatch} from 'react';
import Heading from '@theme/Heading';
import type {PlaygroundMode} from '@site/lib/playground-protocol';
import type {Starter} from '../../starters';
import {availableStarters, type PageAction} from './page-state';
import {styles} from './styles';

interface PlaygroundHeaderProps {
  mode: PlaygroundMode;
  /** Whether the reader typed into the form since it was loaded: loading another then asks first. */
  typed: boolean;
  /** The starter the form came from, which Reset goes back to. */
  starter: Starter;
  exampleStarters: readonly Starter[];
  dispatch: Dispatch<PageAction>;
  onCopyLink: () => void;
  /** Opens a new issue on the Formly repository with this form's link, its kit and the versions the frame runs. */
  onReportBug: () => void;
  onOpenStackBlitz: () => void;
}

/** The page's title and its toolbar: the mode, the starters and the actions on the form. */
export default function PlaygroundHeader({
  mode,
  typed,
  starter,
  exampleStarters,
  dispatch,
  onCopyLink,
  onReportBug,
  onOpenStackBlitz,
}: PlaygroundHeaderProps): React.JSX.Element {
  // Edits are only in the editors (and in a link the reader may not have copied): ask before they go.
  const mayDiscard = (instead: string) => !typed || window.confirm(`Discard your changes to this form and ${instead}?`);
  const starters = availableStarters(exampleStarters);
  const starterGroups = starters.reduce<Map<string, Starter[]>>((groups, item) => {
    groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
    return groups;
  }, new Map());
  return (
    <div className={styles.header}>
      <Heading as="h1" className={styles.title}>
        Playground
      </Heading>
      <div className={styles.toolbar} role="toolbar" aria-label="Playground settings">
        <div className={styles.control}>
          <label htmlFor="playground-mode">Mode</label>
          <select
            id="playground-mode"
            value={mode}
            onChange={(event) => dispatch({type: 'mode-chosen', mode: event.target.value as PlaygroundMode})}
          >
            <option value="fields">Field configuration</option>
            <option value="json-schema">JSON Schema</option>
          </select>
        </div>
        <div className={styles.control}>
          <label htmlFor="playground-starters">Starters</label>
          <select
            id="playground-starters"
            value=""
            onChange={(event) => {
              const chosen = starters.find((candidate) => candidate.id === event.target.value);
              if (chosen && mayDiscard(`load the starter "${chosen.title}"`)) {
                dispatch({type: 'starter-chosen', id: chosen.id});
              }
            }}
          >
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
        <button type="button" className="button button--secondary button--sm" onClick={onCopyLink}>
          Copy link
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => mayDiscard(`go back to the starter "${starter.title}"`) && dispatch({type: 'reset'})}
        >
          Reset
        </button>
        <button type="button" className="button button--primary button--sm" onClick={onOpenStackBlitz}>
          Open in StackBlitz
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={onReportBug}>
          Report a bug
        </button>
      </div>
    </div>
  );
}
