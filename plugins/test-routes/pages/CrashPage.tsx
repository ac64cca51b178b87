import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';

declare global {
  interface Window {
    /** The browser test sets this to false before pressing "Try again". */
    formlyTestCrash?: boolean;
  }
}

// Throws only after hydration: the static HTML must still render at build time.
function Crashing(): React.JSX.Element {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (hydrated && window.formlyTestCrash !== false) {
    throw new Error('Deliberate crash for the browser tests');
  }
  return <p data-testid="crash-page-content">{hydrated ? 'Recovered' : 'Loading'}</p>;
}

export default function CrashPage(): React.JSX.Element {
  return (
    <Layout title="Crash test" noFooter>
      <main className="container margin-vert--lg">
        <Crashing />
      </main>
    </Layout>
  );
}
