import type {ReactNode} from 'react';
import clsx from 'clsx';
import CardList from '@site/src/components/CardList';
import cardStyles from '@site/src/css/cardList.module.css';
import TagList from '@site/src/components/TagList';
import {homeFeatures} from '@site/src/data/home';
import styles from './styles.module.css';

/** Decorative marks for the three features, own artwork (D3). */
const featureIcons: Record<string, ReactNode> = {
  'agile-testing': (
    <path d="M12 4a8 8 0 1 0 7.75 10h-2.1A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35A7.96 7.96 0 0 0 12 4z" />
  ),
  'team-scaling': (
    <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm7 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 19c0-3.3 3.1-6 7-6s7 2.7 7 6v1H2v-1zm15.5 1v-1c0-1.9-.8-3.6-2.1-4.8.2 0 .4-.2.6-.2 3.3 0 6 2.2 6 5v1h-4.5z" />
  ),
  'security-first': (
    <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3zm-1.2 13.6l5.7-5.7-1.4-1.4-4.3 4.3-2.1-2.1-1.4 1.4 3.5 3.5z" />
  ),
};

/** docs/product.md §4 Home page: the three feature cards with their tags. */
export default function FeatureCards(): ReactNode {
  return (
    <CardList layout="row">
      {homeFeatures.map((feature) => (
        <li key={feature.id} className={cardStyles.card}>
          <svg
            className={clsx(cardStyles.icon, styles.icon)}
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="currentColor">
            {featureIcons[feature.id]}
          </svg>
          <h3 className={cardStyles.title}>{feature.title}</h3>
          <p className={cardStyles.body}>{feature.description}</p>
          <TagList tags={feature.tags} />
        </li>
      ))}
    </CardList>
  );
}
