import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useInColumn} from '@site/src/components/ServiceBody';
import Pictogram from '@site/src/components/Pictogram';
import Heading, {ItemHeadingLevelProvider, useItemHeadingLevel, type HeadingLevel} from '@site/src/components/Heading';
import {cardGridColumns, type CardGridColumns} from './columns';
import styles from './styles.module.css';

interface CardGridProps {
  /** Columns on wide screens; phones always show one. 1 for cards whose texts run long, so they keep the full measure. */
  columns?: CardGridColumns;
  /** The level of every card's heading: one below the section's heading. */
  headingLevel?: HeadingLevel;
  children: ReactNode;
}

/** A grid of cards, announced as a list so screen-reader users hear how many there are. */
export function CardGrid({columns = 3, headingLevel = 3, children}: CardGridProps): ReactNode {
  // A service page's prose column is too narrow for more than two cards abreast (columns.ts).
  const allowed = useInColumn() ? cardGridColumns.proseColumn : cardGridColumns.band;
  const shownColumns = Math.min(columns, Math.max(...allowed));
  return (
    <ItemHeadingLevelProvider level={headingLevel}>
      {/* The div keeps Section's reading measure for running text off the grid.
          role="list": Safari drops list semantics from lists styled without bullets. */}
      <div className={styles.wrapper}>
        <ul role="list" className={clsx(styles.grid, styles[`columns${shownColumns}`])}>
          {children}
        </ul>
      </div>
    </ItemHeadingLevelProvider>
  );
}

interface CardProps {
  title: string;
  /**
   * A list's own code for the item, e.g. "API1:2023" in the OWASP API Security
   * Top 10: shown on its own line above the title, and read with it.
   */
  code?: string;
  /** Overrides the grid's heading level for this card. */
  headingLevel?: HeadingLevel;
  /** A site path: the card then ends with a link. */
  to?: string;
  /** The link's visible words; "Learn more" by default. The card title is added to its accessible name. */
  linkLabel?: string;
  /** Path of a decorative icon under static/ (e.g. /img/icons/globe.svg): drawn in the page at 28 px, hidden from assistive tech. */
  icon?: string;
  /** The description, written in MDX. */
  children?: ReactNode;
}

export function Card({title, code, headingLevel, to, linkLabel, icon, children}: CardProps): ReactNode {
  const level = useItemHeadingLevel();
  const headingId = useId();
  const linkTextId = useId();
  // In a service page's prose column, cards are compact: the icon beside the text, not above it.
  const compact = useInColumn();
  return (
    <li className={clsx(styles.card, compact && styles.compact, compact && icon && styles.compactWithIcon)}>
      {icon && (
        <span className={styles.icon}>
          {/* Decoration: the heading says what the card is about. */}
          <Pictogram src={icon} size={28} />
        </span>
      )}
      <Heading level={headingLevel ?? level} id={headingId} className={styles.title}>
        {/* On a line of its own, so a long name never wraps with its code cut off
            from it ("API1 Broken Object / Level Authorization", issue 43). */}
        {code && <span className={styles.code}>{code} </span>}
        {title}
      </Heading>
      {children && <div className="ts-flow">{children}</div>}
      {to && (
        // Named by its words and the card title ("Learn more PDF/UA Remediation"),
        // so a list of links read out of context still says where each one goes.
        <Link to={to} className={styles.link} aria-labelledby={`${linkTextId} ${headingId}`}>
          <span id={linkTextId}>{linkLabel ?? translate({id: 'card.learnMore', message: 'Learn more'})}</span>
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24">
            <path fill="currentColor" d="M12.6 5.4 11.2 6.8l4.2 4.2H4v2h11.4l-4.2 4.2 1.4 1.4L19.4 12z" />
          </svg>
        </Link>
      )}
    </li>
  );
}

export default CardGrid;
