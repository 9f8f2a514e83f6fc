import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {serviceCategories, serviceIconPath} from '@site/src/data/navigation';
import {useSitePath} from '@site/src/hooks/useSitePath';
import {useTabList} from '@site/src/hooks/useTabList';
import Chevron from '@site/src/components/Chevron';
import Pictogram from '@site/src/components/Pictogram';
import styles from './styles.module.css';
import {interactiveRoot, useMarkRunning} from '@site/src/components/HydrateInTurn';

const categoryIds = serviceCategories.map((category) => category.id);

/**
 * 'Our Services': a disclosure button that opens the mega-panel, whose three
 * categories are WAI-ARIA tabs (docs/product.md §3 Header, §5; D23). Escape closes it
 * and returns focus to the button; a click outside or following a link closes it.
 */
export default function ServicesMenu({className}: {className?: string}): ReactNode {
  const [isOpen, setIsOpen] = useState(false);
  // The panel's links are rendered once it first opens, not in every
  // page's HTML: fewer nodes to hydrate on each load (issue 11). With
  // JavaScript off the panel cannot open; the header's noscript links serve.
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = useSitePath();
  const {getTabProps, getPanelProps} = useTabList({ids: categoryIds, orientation: 'vertical'});

  // Any navigation (a link in the panel, the browser's back button) closes it.
  useEffect(() => setIsOpen(false), [pathname]);

  useEffect(() => {
    if (!isOpen) return undefined;
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      if (wrapperRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  const isInServices = serviceCategories.some(
    (category) => category.overview.to === pathname || category.services.some((service) => service.to === pathname),
  );

  // Last, so the menu's other effects have run when held taps are pressed again.
  useMarkRunning(wrapperRef);

  return (
    <div ref={wrapperRef} className={clsx(styles.wrapper, className)} {...interactiveRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx(styles.trigger, isInServices && styles.triggerCurrent)}
        aria-expanded={isOpen}
        aria-controls="services-panel"
        onClick={() => setIsOpen((open) => !open)}>
        {translate({id: 'nav.ourServices', message: 'Our Services'})}
        <Chevron className={styles.chevron} />
      </button>
      <div id="services-panel" className={styles.panel} hidden={!isOpen}>
        {(isOpen || hasOpened) && (
          <div className={clsx('ts-container', styles.panelInner)}>
            <div
              role="tablist"
              aria-orientation="vertical"
              aria-label={translate({id: 'servicesMenu.categories', message: 'Service categories'})}
              className={styles.tabList}>
              {serviceCategories.map((category) => (
                <button key={category.id} className={styles.tab} {...getTabProps(category.id, 'services')}>
                  {category.label}
                </button>
              ))}
            </div>
            {serviceCategories.map((category) => (
              <div key={category.id} className={styles.tabPanel} {...getPanelProps(category.id, 'services')}>
                <Link
                  to={category.overview.to}
                  className={styles.overviewLink}
                  aria-current={pathname === category.overview.to ? 'page' : undefined}>
                  {category.overview.label}
                </Link>
                <ul className={styles.serviceList}>
                  {category.services.map((service) => (
                    <li key={service.id}>
                      <Link to={service.to} className={styles.serviceLink} aria-current={pathname === service.to ? 'page' : undefined}>
                        {/* Decoration: the words name the service. Drawn when the panel first opens. */}
                        <Pictogram src={serviceIconPath(service.id)} size={24} className={styles.serviceIcon} />
                        {service.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
