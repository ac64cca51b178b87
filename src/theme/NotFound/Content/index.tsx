// Ejected, not wrapped: the theme's content has no way back or to search, and a
// wrapper could only append them outside its layout.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): React.JSX.Element {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the documentation was reorganised for version 7, or
            the link that brought you here is mistyped.
          </p>
          <ul className={styles.ways}>
            <li>
              <Link to="/">Go to the home page</Link>
            </li>
            <li>
              <Link to="/docs/guide/getting-started">Start with the Getting Started guide</Link>
            </li>
            <li>
              <Link to="/search">Search the documentation</Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
