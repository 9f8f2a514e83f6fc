import {Children, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {usePageContext} from '@site/src/components/PageContext';
import ServiceBody, {useInColumn} from '@site/src/components/ServiceBody';
import styles from './styles.module.css';

interface SectionProps {
  /** 'alt' sets the section on the tinted surface to separate it from its neighbours. */
  tone?: 'default' | 'alt';
  id?: string;
  children: ReactNode;
}

/**
 * A page band for copy written in MDX: full-width background, readable measure.
 * Inside a service page's prose column (ServiceBody) it is a block of that
 * column instead, and the tinted tone becomes a tinted panel.
 *
 * A band that holds several of the page's sections (a long document: the
 * privacy policy, the terms, the accessibility statement) is set in that
 * column, beside the page's contents, as a Resources article is: at its
 * reading measure alone it left the band's right half blank for its whole
 * length (issue 67, D116).
 */
export default function Section({tone = 'default', id, children}: SectionProps): ReactNode {
  // Registers the id so the build's broken-anchor check accepts links to it (e.g. /TrendSoft/Career#apply).
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  const inColumn = useInColumn();
  const {headings} = usePageContext();
  if (inColumn) {
    return (
      <section id={id} className={clsx(styles.inner, styles.block, tone === 'alt' && styles.panel)}>
        {children}
      </section>
    );
  }
  // Its own headings: those of its children that are the page's sections (MDX gives each heading its id).
  const sectionIds = new Set(headings.filter((heading) => heading.level === 2).map((heading) => heading.id));
  const ownSections = Children.toArray(children).filter(
    (child) => isValidElement<{id?: unknown}>(child) && typeof child.props.id === 'string' && sectionIds.has(child.props.id),
  );
  if (ownSections.length > 1) {
    return (
      <ServiceBody>
        <Section tone={tone} id={id}>
          {children}
        </Section>
      </ServiceBody>
    );
  }
  return (
    <section id={id} className={clsx(styles.section, tone === 'alt' && styles.alt)}>
      <div className={clsx('ts-container', styles.inner)}>{children}</div>
    </section>
  );
}
