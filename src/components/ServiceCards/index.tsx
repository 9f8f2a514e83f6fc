import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CardList, {cardStyles} from '@site/src/components/CardList';
import TagList from '@site/src/components/TagList';
import {serviceCards, type ServiceIconName} from '@site/src/data/serviceCards';
import styles from './styles.module.css';

/** One 24 × 24 line drawing per service, own artwork (D3). */
const serviceIcons: Record<ServiceIconName, ReactNode> = {
  accessibility: (
    <>
      <circle cx="12" cy="4.5" r="2" />
      <path d="M5 8.5l7 1.5 7-1.5M12 10v4.5l-3 6M12 14.5l3 6" />
    </>
  ),
  document: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </>
  ),
  functional: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M7 12l3 3 6-6" />
    </>
  ),
  performance: (
    <>
      <path d="M4 18a8 8 0 1 1 16 0" />
      <path d="M12 18l4-6M8 18h8" />
    </>
  ),
  'web-security': (
    <>
      <rect x="3" y="4" width="18" height="14" rx="2" />
      <path d="M3 8h18M12 11l3 1.2v2c0 1.6-1.3 2.8-3 3.3-1.7-.5-3-1.7-3-3.3v-2z" />
    </>
  ),
  'api-security': (
    <>
      <path d="M8 7l-5 5 5 5M16 7l5 5-5 5" />
      <rect x="9.5" y="11" width="5" height="5" rx="1" />
      <path d="M10.5 11V9.5a1.5 1.5 0 0 1 3 0V11" />
    </>
  ),
};

/**
 * docs/product.md §4 Home page: six service cards, each linking to its service page.
 * The title's link stretches over the card, so the whole card is one target
 * and one tab stop named by the title.
 */
export default function ServiceCards(): ReactNode {
  return (
    <CardList>
      {serviceCards.map((card) => (
        <li key={card.id} className={clsx(cardStyles.card, styles.card)}>
          <svg
            className={cardStyles.icon}
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round">
            {serviceIcons[card.icon]}
          </svg>
          <h3 className={cardStyles.title}>
            <Link to={card.to} className={styles.link}>
              {card.title}
            </Link>
          </h3>
          <p className={cardStyles.body}>{card.desc}</p>
          <TagList tags={card.tags} />
        </li>
      ))}
    </CardList>
  );
}
