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
                return (
                  <td key={kit.name}>
                    {route ? (
                      <Link to={`/docs/api/${route}`} aria-label={`${row.name} in ${kit.label}`}>
                        {route.split('/').at(-1)}
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
