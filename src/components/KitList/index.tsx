import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Kit {
  name: string;
  slug: string;
  packageName: string;
}

/** UI kits with a published v7 package and a page under /docs/ui/. */
const kits: Kit[] = [
  {name: 'Bootstrap', slug: 'bootstrap', packageName: '@ngx-formly/bootstrap'},
  {name: 'Angular Material', slug: 'material', packageName: '@ngx-formly/material'},
  {name: 'Ionic', slug: 'ionic', packageName: '@ngx-formly/ionic'},
  {name: 'PrimeNG', slug: 'primeng', packageName: '@ngx-formly/primeng'},
  {name: 'Kendo UI', slug: 'kendo', packageName: '@ngx-formly/kendo'},
  {name: 'NG-ZORRO', slug: 'ng-zorro-antd', packageName: '@ngx-formly/ng-zorro-antd'},
];

export default function KitList(): React.JSX.Element {
  return (
    <ul className={styles.kitList}>
      {kits.map((kit) => (
        <li key={kit.slug}>
          <Link className={styles.kit} to={`/docs/ui/${kit.slug}`}>
            <span className={styles.kitName}>{kit.name}</span>
            <code className={styles.kitPackage}>{kit.packageName}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}
