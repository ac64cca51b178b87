import React, {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import OriginalSearchPage from '@algolia-theme/SearchPage';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import {PLUGIN_NAME, type SearchGlobalData} from '../../constants';
import {getIndexAvailability, subscribeToIndexAvailability} from '../../client/availability';
import './styles.css';

/**
 * The theme's search results page, unchanged with the hosted backend. With the
 * embedded one it drops the "Powered by Algolia" credit (the results come from
 * the site's own index) and, when the index cannot be loaded, shows the same
 * failure message as the search modal instead of "No results were found".
 */
function useIndexAvailability() {
  return useSyncExternalStore(subscribeToIndexAvailability, getIndexAvailability, () => 'unknown' as const);
}

/** The failure message, placed in the results area of the theme's page (which has no slot for it). */
function IndexUnavailableNotice(): ReactNode {
  const availability = useIndexAvailability();
  const [resultsArea, setResultsArea] = useState<Element | null>(null);
  useEffect(() => {
    setResultsArea(document.querySelector('#__docusaurus_skipToContent_fallback > .container'));
  }, []);
  if (availability !== 'unavailable' || !resultsArea) {
    return null;
  }
  return createPortal(
    <div className="alert alert--danger margin-top--md" role="alert">
      <p className="margin-bottom--sm">
        <strong>
          <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
        </strong>
      </p>
      <p className="margin-bottom--none">
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
    </div>,
    resultsArea,
  );
}

function EmbeddedIndexSearchPage(props: Record<string, unknown>): ReactNode {
  const availability = useIndexAvailability();
  const classNames = [
    'search-page--embedded-index',
    availability === 'unavailable' && 'search-page--index-unavailable',
  ];
  return (
    <HtmlClassNameProvider className={classNames.filter(Boolean).join(' ')}>
      <OriginalSearchPage {...props} />
      <IndexUnavailableNotice />
    </HtmlClassNameProvider>
  );
}

export default function SearchPage(props: Record<string, unknown>): ReactNode {
  const {backend} = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  return backend === 'embedded' ? <EmbeddedIndexSearchPage {...props} /> : <OriginalSearchPage {...props} />;
}
