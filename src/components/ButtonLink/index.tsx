import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type ButtonVariant = 'primary' | 'light' | 'outline';

interface ButtonLinkProps {
  /** The page it leads to: a site path such as /TrendSoft/ContactUs. */
  to: string;
  /** 'primary' is filled, 'outline' a quieter action beside or after a filled one, 'light' for dark bands. */
  variant?: ButtonVariant;
  /** Extra classes, for a component that places the button. */
  className?: string;
  /** 'page' where the link leads to the page shown (the header's Get In Touch on the contact page). */
  'aria-current'?: 'page' | 'true';
  /** The link's words: what the visitor gets by following it. */
  children: ReactNode;
}

/** A link styled as a button: navigation stays a link for assistive tech. */
export default function ButtonLink({
  to,
  variant = 'primary',
  className,
  'aria-current': ariaCurrent,
  children,
}: ButtonLinkProps): ReactNode {
  return (
    <Link to={to} className={clsx(styles.button, styles[variant], className)} aria-current={ariaCurrent}>
      {children}
    </Link>
  );
}
