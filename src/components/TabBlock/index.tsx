import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {serviceCategories, serviceIconPath, type ServiceLink} from '@site/src/data/navigation';
import {solutionTabSets, type SolutionTabSetId} from '@site/src/data/solutions';
import {tabIds} from './tabList';
import Pictogram from '@site/src/components/Pictogram';
import styles from './styles.module.css';
import {island} from '@site/plugins/islands/island';

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
 * The service overviews' tab block (docs/product.md §4, §5; D23, D24, D65). The
 * HTML holds every panel under its own h3, shown stacked without JavaScript, so
 * the content is complete; its tab list is there but hidden. On wide screens
 * the CSS shows the tab list beside the first panel from the first paint, and
 * the island (./enhance.ts, no framework, D59) turns them into WAI-ARIA tabs.
 * Place it under a `##` heading.
 */
export default function TabBlock({tabs, labelledBy}: TabBlockProps): ReactNode {
  const items = solutionTabSets[tabs];
  const idPrefix = `solutions-${tabs}`;
  // The CSS chooses the layout before the island runs: stacked cards, or from 1024 px
  // where scripts run, the tabbed layout's first panel, so nothing moves when it does.
  return (
    <div className={styles.block} {...island('TabBlock')}>
      {/* Tabs only once the island makes them so (./enhance.ts): in the HTML a tab needs the
          panel it controls to be a tab panel, and stacked panels are not. */}
      <div className={styles.tabList} data-tab-list-labelled-by={labelledBy} hidden>
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            className={styles.tab}
            id={tabIds(item.id, idPrefix).tab}
            aria-controls={tabIds(item.id, idPrefix).panel}>
            {item.label}
          </button>
        ))}
      </div>
      <div className={styles.panels}>
        {items.map((item) => {
          // The panel leads to a service of the menu, whose id names its icon.
          const service = serviceAt(item.route);
          return (
            <div key={item.id} className={styles.panel} id={tabIds(item.id, idPrefix).panel}>
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
