import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {serviceCategories, serviceIconPath, type ServiceLink} from '@site/src/data/navigation';
import {solutionTabSets, type SolutionTabSetId} from '@site/src/data/solutions';
import {desktopQuery} from '@site/src/css/breakpoints';
import {useMediaQuery} from '@site/src/hooks/useMediaQuery';
import {useTabList} from '@site/src/hooks/useTabList';
import Pictogram from '@site/src/components/Pictogram';
import styles from './styles.module.css';
import {island} from '@site/src/islands';

/** The width from which the panels become tabs (docs/product.md §5: "from 1024 px"). */
export const tabbedLayoutQuery = desktopQuery;

/**
 * The menu's service page at `path`, if it is one: its id also names its icon.
 * Kept here, not beside the menu data, so the code every page loads does not carry it.
 */
function serviceAt(path: string): ServiceLink | undefined {
  return serviceCategories.flatMap((category) => category.services).find((service) => service.to === path);
}

interface TabBlockProps {
  /** Which overview's tabs to show; the records live in src/data/solutions.ts. */
  tabs: SolutionTabSetId;
  /** Id of the heading above the block, which names the tab list. */
  labelledBy: string;
}

/**
 * The service overviews' tab block (docs/product.md §4, §5; D23, D24). The server and
 * the first browser render show every panel stacked under its own h3, so the
 * content is complete without JavaScript and hydration changes nothing. After
 * mount, on wide screens only, the panels become WAI-ARIA tabs: a vertical tab
 * list beside one visible panel. Place it under a `##` heading.
 */
export default function TabBlock({tabs, labelledBy}: TabBlockProps): ReactNode {
  const items = solutionTabSets[tabs];
  const idPrefix = `solutions-${tabs}`;
  const {getTabProps, getPanelProps} = useTabList({ids: items.map((item) => item.id), orientation: 'vertical'});

  // matchMedia exists only in the browser, so the layout is chosen after mount.
  const isTabbed = useMediaQuery(tabbedLayoutQuery) === true;

  return (
    <div className={clsx(styles.block, isTabbed ? styles.tabbed : styles.stacked)} {...island('TabBlock', {tabs, labelledBy})}>
      {isTabbed && (
        <div role="tablist" aria-orientation="vertical" aria-labelledby={labelledBy} className={styles.tabList}>
          {items.map((item) => (
            <button key={item.id} className={styles.tab} {...getTabProps(item.id, idPrefix)}>
              {item.label}
            </button>
          ))}
        </div>
      )}
      <div className={styles.panels}>
        {items.map((item) => {
          // The panel leads to a service of the menu, whose id names its icon.
          const service = serviceAt(item.route);
          return (
            <div key={item.id} className={styles.panel} {...(isTabbed ? getPanelProps(item.id, idPrefix) : {})}>
              <div className={styles.heading}>
                {/* Decoration: the heading names the service. */}
                {service && <Pictogram src={serviceIconPath(service.id)} size={48} className={styles.icon} />}
                <h3 className={styles.title}>{item.title}</h3>
              </div>
              <p className={styles.content}>{item.content}</p>
              {/* A text link while the panels are stacked (phones: six filled buttons in a row of cards
                  read as noise, issue 31); the one panel shown beside the tabs makes it a button. */}
              <Link to={item.route} className={styles.link}>
                {translate(
                  {
                    id: 'tabBlock.learnMore',
                    message: 'Learn more about {service}',
                    description: 'The link from an overview tab to its service page',
                  },
                  {service: item.title},
                )}
              </Link>
            </div>
          );
        })}
      </div>
    </div>
  );
}
