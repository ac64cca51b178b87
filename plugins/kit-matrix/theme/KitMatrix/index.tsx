import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import data from '@generated/kit-matrix/default/matrix.json';
import type {KitMatrixData} from '../../types';
import styles from './styles.module.css';

const matrix = data as KitMatrixData;

/** Which kit provides which Formly type and wrapper, each cell linking to its API page. */
export default function KitMatrix(): ReactNode {
  return (
    <div className={styles.scroller}>
      <table className={styles.matrix}>
        <caption>Field types and wrappers of each UI kit</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            {matrix.kits.map((kit) => (
              <th key={kit.name} scope="col">
                <Link to={`/docs/api/ui/${kit.name}`}>{kit.label}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={`${row.kind}:${row.name}`}>
              <th scope="row">
                <code>{row.name}</code> <span className={styles.kind}>{row.kind}</span>
              </th>
              {matrix.kits.map((kit) => {
                const route = row.cells[kit.name];
                const page = route?.split('/').at(-1);
                return (
                  <td key={kit.name}>
                    {route ? (
                      // The name starts with the text shown (WCAG 2.5.3, label in name), then says which cell it is.
                      <Link
                        to={`/docs/api/${route}`}
                        aria-label={
                          page === row.name ? `${page} in ${kit.label}` : `${page}: ${row.name} in ${kit.label}`
                        }
                      >
                        {page}
                      </Link>
                    ) : (
                      <span className={styles.missing}>not provided</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
