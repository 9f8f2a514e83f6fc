import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import ButtonLink from '@site/src/components/ButtonLink';
import {paths} from '@site/src/data/navigation';
import HydrateInTurn from '@site/src/components/HydrateInTurn';
import styles from './styles.module.css';

interface ClosingBannerProps {
  /** 'service' closes service pages, 'career' closes job pages (docs/product.md §3). */
  variant: 'service' | 'career';
}

export default function ClosingBanner({variant}: ClosingBannerProps): ReactNode {
  const content =
    variant === 'service'
      ? {
          title: translate({id: 'closingBanner.service.title', message: 'Want to Know More?'}),
          text: translate({
            id: 'closingBanner.service.text',
            message: 'Tell us what you are building or fixing, and one of our experts will get back to you.',
          }),
          linkLabel: translate({id: 'closingBanner.service.link', message: 'Contact Us'}),
          to: paths.contact,
        }
      : {
          title: translate({id: 'closingBanner.career.title', message: 'Want to Join Our Team?'}),
          text: translate({
            id: 'closingBanner.career.text',
            message: 'Send us your application and resume, and tell us what you would like to work on.',
          }),
          linkLabel: translate({id: 'closingBanner.career.link', message: 'Apply Now'}),
          to: `${paths.careers}#apply`,
        };
  return (
    <HydrateInTurn>
      <section className={clsx(styles.banner, 'ts-on-dark')} aria-labelledby={`closing-banner-${variant}`}>
        <div className={clsx('ts-container', styles.inner)}>
          <div>
            <h2 id={`closing-banner-${variant}`} className={styles.title}>
              {content.title}
            </h2>
            <p className={styles.text}>{content.text}</p>
          </div>
          <ButtonLink to={content.to} variant="light">
            {content.linkLabel}
          </ButtonLink>
        </div>
      </section>
    </HydrateInTurn>
  );
}
