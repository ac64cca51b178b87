// Ejected, not wrapped: the theme's toggle cycles three states (system, light,
// dark) and shows the stored choice; the site's colour mode has two states.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import {useColorMode, type ColorMode} from '@docusaurus/theme-common';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import type {Props} from '@theme/ColorModeToggle';
import styles from './styles.module.css';

function modeName(mode: ColorMode): string {
  return mode === 'dark'
    ? translate({message: 'dark mode', id: 'theme.colorToggle.ariaLabel.mode.dark'})
    : translate({message: 'light mode', id: 'theme.colorToggle.ariaLabel.mode.light'});
}

/**
 * Shows the colour mode in effect (the stored choice, else the system
 * preference, else light) and switches it on every click; the theme stores the
 * new choice. The icon follows the `data-theme` attribute, which the theme sets
 * before the first paint, so it is right before hydration too.
 */
function ColorModeToggle({className, buttonClassName, onChange}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        className={clsx('clean-btn', styles.toggleButton, !isBrowser && styles.toggleButtonDisabled, buttonClassName)}
        type="button"
        onClick={() => onChange(colorMode === 'dark' ? 'light' : 'dark')}
        disabled={!isBrowser}
        title={modeName(colorMode)}
        aria-label={translate(
          {
            message: 'Switch between dark and light mode (currently {mode})',
            id: 'theme.colorToggle.ariaLabel',
            description: 'The ARIA label for the color mode toggle',
          },
          {mode: modeName(colorMode)},
        )}
      >
        <IconLightMode aria-hidden className={clsx(styles.toggleIcon, styles.lightToggleIcon)} />
        <IconDarkMode aria-hidden className={clsx(styles.toggleIcon, styles.darkToggleIcon)} />
      </button>
    </div>
  );
}

export default React.memo(ColorModeToggle);
