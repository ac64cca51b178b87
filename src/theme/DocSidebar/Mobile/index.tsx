// Ejected, not wrapped: the theme hands the navbar's menu filler two props, and
// the filler sorts prop names with localeCompare, whose first call on a page
// loads ICU's collator (8-13 ms in the render that follows hydration on a phone).
import React, {memo, useMemo, type ReactNode} from 'react';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

type Menu = Pick<Props, 'sidebar' | 'path'>;

/** The docs sidebar inside the navbar's menu on a narrow screen. */
function SecondaryMenu({menu: {sidebar, path}}: {menu: Menu}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={`${ThemeClassNames.docs.docSidebarMenu} menu__list`}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        level={1}
        onItemClick={(item) => {
          // A link, or a category with a page of its own, navigates: the menu closes.
          if (item.type === 'link' || (item.type === 'category' && item.href)) {
            mobileSidebar.toggle();
          }
        }}
      />
    </ul>
  );
}

function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  // One prop: with a single key, the filler's sort has nothing to compare.
  const menu = useMemo<Menu>(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={SecondaryMenu} props={{menu}} />;
}

export default memo(DocSidebarMobile);
