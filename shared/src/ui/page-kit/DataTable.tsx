import type { ReactNode } from 'react';
import styles from './page-kit.module.css';

export interface DataColumn {
  key: string;
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

export interface DataTableProps {
  caption: string;
  columns: readonly DataColumn[];
  rows: ReadonlyArray<{ key: string | number; cells: Record<string, ReactNode> }>;
  emptyText: string;
}

/**
 * A records table: real column headers, the empty text in the body when there are no rows. On a
 * phone it scrolls sideways inside a focusable region so the keyboard can scroll it too.
 */
export function DataTable({ caption, columns, rows, emptyText }: DataTableProps) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.emptyCell}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? styles.numeric : undefined}>
                    {row.cells[column.key]}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
