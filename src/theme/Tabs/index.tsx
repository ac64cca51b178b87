// Ejected from theme-classic, not wrapped: its default export remounts every tab group once hydrated (a key on
// useIsBrowser), which re-creates all the code in the tabs in one blocking render; the stored choice syncs in an effect.
import React, {type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>) => {
    const newTabValue = tabValues[tabRefs.indexOf(event.currentTarget)]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(event.currentTarget);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabRefs.indexOf(event.currentTarget);
    let focusElement: HTMLLIElement | null | undefined = null;
    if (event.key === 'Enter') {
      handleTabChange(event);
    } else if (event.key === 'ArrowRight') {
      focusElement = tabRefs[index + 1] ?? tabRefs[0];
    } else if (event.key === 'ArrowLeft') {
      focusElement = tabRefs[index - 1] ?? tabRefs[tabRefs.length - 1];
    }
    focusElement?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(element) => {
            tabRefs.push(element);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      {/* theme.tabs.container and 'tabs-container' (its former name) are the theme's class names; the list takes className. */}
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
