import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/** The text a React subtree renders, for labels built from content. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') {
    return String(node);
  }
  if (Array.isArray(node)) {
    return node.map(textOf).join('');
  }
  if (React.isValidElement<{children?: ReactNode}>(node)) {
    return textOf(node.props.children);
  }
  return '';
}

/** The column headings of a table element's first row, as MDX renders them. */
function columnHeadings(children: ReactNode): string[] {
  const head = React.Children.toArray(children).find(
    (child): child is React.ReactElement<{children?: ReactNode}> =>
      React.isValidElement(child) && child.type === 'thead',
  );
  const firstRow = React.Children.toArray(head?.props.children).find(React.isValidElement) as
    React.ReactElement<{children?: ReactNode}> | undefined;
  return React.Children.toArray(firstRow?.props.children)
    .map((cell) => textOf(cell).trim())
    .filter(Boolean);
}

/**
 * Every Markdown table, in guides and in the generated API pages alike. A wide
 * table scrolls sideways inside its own box, and a box that scrolls must be
 * reachable by keyboard and named, so the box is focusable and labelled by the
 * table's column headings.
 */
export default function ScrollableTable({children, ...tableProps}: ComponentProps<'table'>): ReactNode {
  const headings = columnHeadings(children);
  return (
    <div
      className={styles.scrollBox}
      tabIndex={0}
      role="group"
      aria-label={headings.length ? `Table: ${headings.join(', ')}` : 'Table'}
    >
      <table {...tableProps}>{children}</table>
    </div>
  );
}
