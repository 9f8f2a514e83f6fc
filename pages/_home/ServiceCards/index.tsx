import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CardList from '@site/src/components/CardList';
import cardStyles from '@site/src/css/cardList.module.css';
import TagList from '@site/src/components/TagList';
import Pictogram from '@site/src/components/Pictogram';
import {serviceIconPath} from '@site/src/data/navigation';
import {serviceCards} from '@site/src/data/serviceCards';
import styles from './styles.module.css';

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
          {/* The service's own icon, as in its hero and the menu; decoration, the title names it. */}
          <Pictogram src={serviceIconPath(card.id)} size={28} className={cardStyles.icon} />
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
