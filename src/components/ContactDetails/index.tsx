import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {company, telephoneHref} from '@site/src/data/company';
import styles from './styles.module.css';

interface ContactDetailsProps {
  /** 'light' for the dark footer. */
  tone?: 'default' | 'light';
  /** A class for the list, from the surrounding component's CSS module (the footer and the menu place it). */
  className?: string;
}

/**
 * The company's e-mail address (and phone number, when one is published in
 * src/data/company.ts) as links: a way in for a prospect who will not fill in
 * a form, and for anyone the forms fail.
 */
export default function ContactDetails({tone = 'default', className}: ContactDetailsProps): ReactNode {
  return (
    <dl className={clsx(styles.details, tone === 'light' && styles.light, className)}>
      <div className={styles.item}>
        <dt className={styles.term}>{translate({id: 'contactDetails.email', message: 'Email'})}</dt>
        <dd className={styles.value}>
          <a href={`mailto:${company.email}`} className={styles.link}>
            {company.email}
          </a>
        </dd>
      </div>
      {company.phone && (
        <div className={styles.item}>
          <dt className={styles.term}>{translate({id: 'contactDetails.phone', message: 'Phone'})}</dt>
          <dd className={styles.value}>
            <a href={telephoneHref(company.phone)} className={styles.link}>
              {company.phone}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
