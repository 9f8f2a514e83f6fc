import type {ReactNode} from 'react';
import styles from '@site/src/css/formField.module.css';

interface NewsletterLinkFormProps {
  /** The button's words: what pressing it does, e.g. "Confirm my subscription". */
  label: string;
}

/**
 * The one button of a newsletter link's page (D41). The form has no action,
 * so it posts to the page's own address, the link's token included, and the
 * forms server answers: no script and no hidden field to fill. Opening the
 * link changes nothing; only this button does.
 */
export default function NewsletterLinkForm({label}: NewsletterLinkFormProps): ReactNode {
  return (
    <form method="post" className={styles.submitRow}>
      <button type="submit" className={styles.submit}>
        {label}
      </button>
    </form>
  );
}
