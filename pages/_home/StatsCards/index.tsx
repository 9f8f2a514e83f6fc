import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import CardList from '@site/src/components/CardList';
import cardStyles from '@site/src/css/cardList.module.css';
import Counter, {CounterGroup} from '@site/src/components/Counter';
import {homeStats} from '@site/src/data/home';
import styles from './styles.module.css';

/** docs/product.md §9 stats beside the mission; they count up once the cards scroll into view (docs/product.md §5, D20). */
export default function StatsCards(): ReactNode {
  return (
    <CounterGroup start="inView">
      <CardList layout="halves" label={translate({id: 'home.stats.label', message: 'Trendsoft in numbers'})}>
        {homeStats.map((stat) => (
          <li key={stat.id} className={clsx(cardStyles.card, styles.card)}>
            <Counter value={stat.value} suffix={stat.suffix} className={styles.value} />
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </CardList>
    </CounterGroup>
  );
}
