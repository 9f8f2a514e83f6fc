import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type ButtonVariant = 'primary' | 'light' | 'outline';

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/** A link styled as a button: navigation stays a link for assistive tech. */
export default function ButtonLink({to, variant = 'primary', className, children}: ButtonLinkProps): ReactNode {
  return (
    <Link to={to} className={clsx(styles.button, styles[variant], className)}>
      {children}
    </Link>
  );
}
