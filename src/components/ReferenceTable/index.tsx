import {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import Pictogram from '@site/src/components/Pictogram';
import tableStyles from '@site/src/css/stackedTable.module.css';
import styles from './styles.module.css';

/** The column names, for each row's cells to carry on phones. */
const Columns = createContext<readonly [string, string, string]>(['', '', '']);

interface ReferenceTableProps {
  /** The three column names: the item, its scope, and what it says. */
  columns: readonly [string, string, string];
  /** The table's name, usually the heading above it. */
  label: string;
  /** The rows, written in MDX as `<ReferenceRow>`s. */
  children: ReactNode;
}

/**
 * Named items compared on the same two points, such as the standards a
 * document must meet (issue 43): a table on wide screens, where seven cards
 * of prose read as a wall, and one labelled block per item on phones
 * (src/css/stackedTable.module.css).
 */
export function ReferenceTable({columns, label, children}: ReferenceTableProps): ReactNode {
  return (
    <Columns.Provider value={columns}>
      <table className={clsx(tableStyles.table, styles.table)} aria-label={label}>
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col" className={tableStyles.columnHeader}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </Columns.Provider>
  );
}

interface ReferenceRowProps {
  /** The item's name, the row's header. */
  name: string;
  /** A decorative icon beside the name (a file in static/img/icons). */
  icon?: string;
  /** The second column, in a sentence or less. */
  scope: ReactNode;
  /** The third column, written in MDX. */
  children: ReactNode;
}

export function ReferenceRow({name, icon, scope, children}: ReferenceRowProps): ReactNode {
  const [, scopeColumn, detailColumn] = useContext(Columns);
  return (
    <tr>
      <th scope="row" className={styles.name}>
        {icon && <Pictogram src={icon} size={24} className={styles.icon} />}
        {name}
      </th>
      <td data-label={scopeColumn} className={styles.scope}>
        {scope}
      </td>
      <td data-label={detailColumn} className={clsx(styles.detail, 'ts-flow')}>
        {children}
      </td>
    </tr>
  );
}
