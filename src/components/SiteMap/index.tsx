import {usePluginData} from '@docusaurus/useGlobalData';
import {componentLibraryPluginName, type ComponentLibraryData} from '@site/src/data/componentLibrary';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {siteMapSections, type SiteMapEntry} from '@site/src/data/siteMap';
import styles from './styles.module.css';

function Entries({entries}: {entries: SiteMapEntry[]}): ReactNode {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link to={entry.to}>{entry.label}</Link>
          {entry.children && <Entries entries={entry.children} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every page of the site, by section, as nested lists under a heading each
 * (D111): a second way to every page besides the menus (WCAG 2.4.5), and a
 * screen reader's list of headings shows the sections.
 */
export default function SiteMap(): ReactNode {
  // The component library's pages, read from its sources (plugins/componentLibrary.ts, D114).
  const {pages} = usePluginData(componentLibraryPluginName) as ComponentLibraryData;
  const libraryEntries = pages.map((page) => ({id: page.to, label: page.title, to: page.to}));
  return (
    <div className={styles.sections}>
      {siteMapSections.map((section) => (
        // A div, not a region: the page's own section holds these, and each heading names its list.
        <div key={section.id}>
          <h2>{section.title}</h2>
          <Entries
            entries={section.entries.map((entry) => (entry.id === 'component-library' ? {...entry, children: libraryEntries} : entry))}
          />
        </div>
      ))}
    </div>
  );
}
