import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ContactDetails from '@site/src/components/ContactDetails';
import styles from './styles.module.css';

/**
 * Beside the contact form (issue 31): what happens after a prospect sends it,
 * and the address to write to instead. A form that says who answers and when
 * is one a prospect is more willing to fill in.
 */
export default function ContactNextSteps({children}: {children: ReactNode}): ReactNode {
  const steps = [
    translate({
      id: 'contactNextSteps.read',
      message: 'A specialist reads your enquiry: an accessibility, testing or security lead, depending on the purpose you choose.',
    }),
    translate({
      id: 'contactNextSteps.reply',
      message: 'We reply within one business day, by email or phone, to arrange a short call.',
    }),
    translate({
      id: 'contactNextSteps.scope',
      message: 'On the call we agree the scope and the standard to meet; a written proposal follows.',
    }),
  ];
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{children}</div>
      <aside className={styles.aside} aria-labelledby="contact-next-steps">
        <h3 id="contact-next-steps" className={styles.heading}>
          {translate({id: 'contactNextSteps.heading', message: 'What happens next'})}
        </h3>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.direct}>
          {translate({
            id: 'contactNextSteps.direct',
            message: 'Would you rather write to us, or does the form not work for you? Email us directly:',
          })}
        </p>
        <ContactDetails />
      </aside>
    </div>
  );
}
