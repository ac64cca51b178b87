import React, {useEffect} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
// Internal because theme-common exports no public hook that tells whether the bar is active.
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

// Set before hydration from the stored dismissal alone; the theme's CSS hides the
// bar while it is "true".
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/**
 * The theme re-activates a dismissed bar when its id changes, but leaves the
 * pre-hydration attribute in place, so the new announcement stays hidden by CSS.
 * Clearing the attribute once the bar is active lets a new id show again.
 */
export default function AnnouncementBarWrapper(props: Props): React.JSX.Element {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
