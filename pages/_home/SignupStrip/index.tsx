import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import SignupForm from '@site/src/components/SignupForm';
import styles from './styles.module.css';

/** The e-mail sign-up strip (docs/product.md §4, §6; D15, D19): its copy, and the form. */
export default function SignupStrip(): ReactNode {
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <section className={styles.strip} aria-labelledby={headingId}>
      <div className={clsx('ts-container', styles.inner)}>
        <div className={styles.copy}>
          <h2 id={headingId} className={styles.title}>
            {translate({id: 'signup.title', message: 'Stay up to date'})}
          </h2>
          <p className={styles.text}>
            {translate({
              id: 'signup.text',
              message:
                'Occasional news on accessibility standards, testing practice and security advisories. No spam; unsubscribe at any time.',
            })}
          </p>
        </div>
        <SignupForm idPrefix={id} />
      </div>
    </section>
  );
}
