import React from 'react';
import {playgroundKitLabels, playgroundKits, type PlaygroundKit} from '@site/demos/playground/protocol';

interface KitPickerProps {
  kit: PlaygroundKit;
  onChange: (kit: PlaygroundKit) => void;
  className?: string;
}

/** The kit the form renders in. One small component so a site-wide kit switcher can replace it. */
export default function KitPicker({kit, onChange, className}: KitPickerProps): React.JSX.Element {
  return (
    <div className={className}>
      <label htmlFor="playground-kit">Kit</label>
      <select id="playground-kit" value={kit} onChange={(event) => onChange(event.target.value as PlaygroundKit)}>
        {playgroundKits.map((name) => (
          <option key={name} value={name}>
            {playgroundKitLabels[name]}
          </option>
        ))}
      </select>
    </div>
  );
}
