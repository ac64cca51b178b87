import React from 'react';
import Link from '@docusaurus/Link';
import {kits} from '@site/lib/kits';
import styles from './styles.module.css';

/** UI kits with a published v7 package, each linking to its page under /docs/ui/. */
const publishedKits = kits.filter((kit) => kit.published);

export default function KitList(): React.JSX.Element {
  return (
    <ul className={styles.kitList}>
      {publishedKits.map((kit) => (
        <li key={kit.name}>
          <Link className={styles.kit} to={`/docs/ui/${kit.name}`}>
            <span className={styles.kitName}>{kit.label}</span>
            <code className={styles.kitPackage}>{kit.package}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}
