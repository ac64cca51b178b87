import React, {useState} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

// Loaded on demand through the same loader and fallback the theme uses for routes,
// so a test can fail this chunk and see the fallback's error box and Retry button.
const LazyWidget = Loadable({
  loader: () => import(/* webpackChunkName: "test-lazy-widget" */ './LazyWidget'),
  loading: Loading,
});

export default function LazyWidgetPage(): React.JSX.Element {
  const [shown, setShown] = useState(false);
  return (
    <Layout title="Loader test" noFooter>
      <main className="container margin-vert--lg">
        <button type="button" className="button button--primary" onClick={() => setShown(true)}>
          Load the widget
        </button>
        {shown && <LazyWidget />}
      </main>
    </Layout>
  );
}
