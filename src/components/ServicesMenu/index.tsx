import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {currentCategory, currentState, serviceCategories, serviceIconPath} from '@site/src/data/navigation';
import {useSitePath} from '@site/src/hooks/useSitePath';
import {panelAttributes, tabAttributes} from '@site/src/components/TabBlock/tabList';
import Chevron from '@site/src/components/Chevron';
import Pictogram from '@site/src/components/Pictogram';
import {noScriptClasses, popoverInvoker} from '@site/src/components/SiteHeader/nativeMenus';
import styles from './styles.module.css';
import {island} from '@site/plugins/islands/island';

const categoryIds = serviceCategories.map((category) => category.id);
// Selected in the HTML; the island makes the tabs work (./enhance.ts).
const firstCategory = categoryIds[0];
const panelId = 'services-panel';

/**
 * 'Our Services': a button that opens the mega-panel as a native popover
 * (docs/product.md §3 Header, §5; issue 41), so a tap at first paint opens it with
 * no code, a screen reader hears whether it is expanded, and Escape or a click
 * outside closes it, focus returning to the button. The panel's three categories
 * are WAI-ARIA tabs (D23), the one part that needs code: the island's few
 * lines, no framework (./enhance.ts, D59). With JavaScript off all three are
 * shown side by side (../SiteHeader/nativeMenus.ts).
 */
export default function ServicesMenu({className}: {className?: string}): ReactNode {
  const pathname = useSitePath();

  const isInServices = currentCategory(pathname) !== undefined;

  return (
    <div className={clsx(styles.wrapper, className)} {...island('ServicesMenu')}>
      <button type="button" className={clsx(styles.trigger, isInServices && styles.triggerCurrent)} {...popoverInvoker(panelId)}>
        {translate({id: 'nav.ourServices', message: 'Our Services'})}
        <Chevron className={styles.chevron} />
      </button>
      <div id={panelId} popover="auto" className={styles.panel}>
        <div className={clsx('ts-container', styles.panelInner, noScriptClasses.panel)}>
          <div
            role="tablist"
            aria-orientation="vertical"
            aria-label={translate({id: 'servicesMenu.categories', message: 'Service categories'})}
            className={clsx(styles.tabList, noScriptClasses.tabList)}>
            {serviceCategories.map((category) => (
              <button key={category.id} className={styles.tab} {...tabAttributes(category.id, 'services', category.id === firstCategory)}>
                {category.label}
              </button>
            ))}
          </div>
          {serviceCategories.map((category) => (
            <div key={category.id} className={styles.tabPanel} {...panelAttributes(category.id, 'services', category.id === firstCategory)}>
              <Link to={category.overview.to} className={styles.overviewLink} aria-current={currentState(category.overview.to, pathname)}>
                {category.overview.label}
              </Link>
              <ul className={styles.serviceList}>
                {category.services.map((service) => (
                  <li key={service.id}>
                    <Link to={service.to} className={styles.serviceLink} aria-current={currentState(service.to, pathname)}>
                      {/* Decoration: the words name the service. */}
                      <Pictogram src={serviceIconPath(service.id)} size={24} className={styles.serviceIcon} />
                      {service.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
