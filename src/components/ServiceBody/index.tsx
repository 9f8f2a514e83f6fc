import {Children, createContext, isValidElement, useContext, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import GetInTouchLink from '@site/src/components/GetInTouchLink';
import {usePageContext} from '@site/src/components/PageContext';
import styles from './styles.module.css';

const InColumn = createContext(false);

/**
 * True inside a ServiceBody's prose column: sections there are panels in the
 * column rather than full-width bands, and grids keep to two columns.
 */
export function useInColumn(): boolean {
  return useContext(InColumn);
}

interface ServiceBodyProps {
  /** The page's sections, written in MDX. */
  children: ReactNode;
  /**
   * Links to the pages of the same section (the Resources articles), first in
   * the panel; unlike the contents, shown on phones too, after the prose.
   */
  sectionNav?: ReactNode;
}

interface ServiceEndingProps {
  /** The page's last section, its main action (a form), written in MDX. */
  children: ReactNode;
}

/**
 * Wraps the body's last section when it is the page's main action (the
 * document pages' quote form): under the prose, beside the panel, on wide
 * screens; on phones after the key facts, which otherwise followed the form
 * and read as part of it (issue 43). Written inside ServiceBody, so the
 * section's heading stays in the page's contents.
 */
export function ServiceEnding({children}: ServiceEndingProps): ReactNode {
  return children;
}

/**
 * The body of a service page (issue 15): from 1024 px the prose column sits
 * beside a panel that stays in view, with the page's contents, the service's
 * key facts (front matter `facts`) and the way to an expert. Below 1024 px
 * the panel follows the prose and shows the key facts only: the hero above
 * already offers the expert, and a contents list at the end would lead back up.
 *
 * Nothing here needs code in the browser: the contents are plain anchors and
 * the panel sticks by CSS, so it is no island.
 */
export default function ServiceBody({children, sectionNav}: ServiceBodyProps): ReactNode {
  const {headings, facts} = usePageContext();
  const parts = Children.toArray(children);
  const isEnding = (child: ReactNode) => isValidElement(child) && child.type === ServiceEnding;
  const ending = parts.filter(isEnding);
  const prose = parts.filter((child) => !isEnding(child));
  const contentsHeadingId = useId();
  const factsHeadingId = useId();
  const sectionHeadings = headings.filter((heading) => heading.level === 2);
  return (
    <div className={clsx('ts-container', styles.layout)}>
      <div className={styles.prose}>
        <InColumn.Provider value>{prose}</InColumn.Provider>
      </div>
      {/* A div, not <aside>: a complementary landmark inside <main> is not top-level (axe best-practice). */}
      <div className={styles.panel}>
        {sectionNav}
        {sectionHeadings.length > 1 && (
          <nav className={styles.contents} aria-labelledby={contentsHeadingId}>
            <h2 id={contentsHeadingId} className={styles.panelHeading}>
              {translate({id: 'serviceBody.contents', message: 'On this page'})}
            </h2>
            <ul className={styles.contentsList}>
              {sectionHeadings.map((heading) => (
                <li key={heading.id}>
                  {/* The loader gives the heading as HTML (it may hold <code>), already escaped. */}
                  <a href={`#${heading.id}`} dangerouslySetInnerHTML={{__html: heading.value}} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        {facts.length > 0 && (
          <section className={styles.facts} aria-labelledby={factsHeadingId}>
            <h2 id={factsHeadingId} className={styles.panelHeading}>
              {translate({id: 'serviceBody.keyFacts', message: 'Key facts'})}
            </h2>
            <dl className={styles.factList}>
              {facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <div className={styles.action}>
          <GetInTouchLink variant="outline" className={styles.actionButton} />
        </div>
      </div>
      {ending.length > 0 && (
        <div className={styles.ending}>
          <InColumn.Provider value>{ending}</InColumn.Provider>
        </div>
      )}
    </div>
  );
}
