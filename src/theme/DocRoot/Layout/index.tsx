import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';
import type {Props} from '@theme/DocRoot/Layout';
import styles from './styles.module.css';

// The sidebar cannot be collapsed here (docs.sidebar.hideable is off), so the
// theme's collapse state is a constant.
const noop = (): void => undefined;

/**
 * The Resources section in the site's container (issue 15): the sidebar starts at
 * the logo's left edge instead of the window's, and the theme's back-to-top button,
 * which no other page has, is left out.
 */
export default function DocRootLayout({children}: Props): ReactNode {
  const sidebar = useDocsSidebar();
  return (
    <div className={clsx('ts-container', styles.docRoot)}>
      {sidebar && <DocRootLayoutSidebar sidebar={sidebar.items} hiddenSidebarContainer={false} setHiddenSidebarContainer={noop} />}
      <main className={styles.main}>{children}</main>
    </div>
  );
}
