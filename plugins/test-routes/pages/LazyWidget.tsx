import React from 'react';

export default function LazyWidget(): React.JSX.Element {
  return <p data-testid="lazy-widget">The lazily loaded widget is here.</p>;
}
