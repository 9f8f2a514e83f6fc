import type {ReactNode} from 'react';
import clsx from 'clsx';
import {company} from '@site/src/data/company';
import styles from './styles.module.css';

interface LogoProps {
  /** 'light' for dark surfaces such as the footer. */
  tone?: 'dark' | 'light';
}

/** The company wordmark: the mark is decoration, the name is real text. */
export default function Logo({tone = 'dark'}: LogoProps): ReactNode {
  return (
    <span className={clsx(styles.logo, tone === 'light' && styles.light)}>
      <svg className={styles.mark} aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="32" height="32">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 9h16v4h-6v12h-4V13H8z" fill="var(--ts-logo-ink)" />
        <circle cx="24" cy="23" r="3" fill="var(--ts-logo-accent)" />
      </svg>
      <span className={styles.name}>{company.shortName}</span>
    </span>
  );
}
