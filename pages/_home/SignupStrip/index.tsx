import {useId, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formsApiPaths, postToFormsApi, useFormsApiUrl} from '@site/src/forms/client';
import {honeypotField} from '@site/src/forms/honeypot';
import HoneypotInput from '@site/src/forms/HoneypotInput';
import HydrateInTurn, {interactiveRoot} from '@site/src/components/HydrateInTurn';
import styles from './styles.module.css';

type SignupState = 'idle' | 'sending' | 'done' | 'failed';

/** A text field's value; the form has no file inputs, so anything else is empty. */
function textOf(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The e-mail sign-up strip (docs/product.md §4, §6; D15, D19). The browser's own
 * validation checks the address; the result is announced in a live region.
 */
export default function SignupStrip(): ReactNode {
  const apiUrl = useFormsApiUrl();
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const [state, setState] = useState<SignupState>('idle');
  const id = useId();
  const headingId = `${id}-heading`;
  const emailId = `${id}-email`;
  const honeypotId = `${id}-${honeypotField}`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'sending') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    setState('sending');
    const result = await postToFormsApi(apiUrl, formsApiPaths.newsletter, {
      email: textOf(data.get('email')),
      // The confirmation e-mail and its pages are in the language of this page (D41).
      locale: currentLocale,
      // D19: people never see this field; a bot that fills it is turned away by the server.
      [honeypotField]: textOf(data.get(honeypotField)),
    });
    setState(result.ok ? 'done' : 'failed');
    if (result.ok) form.reset();
  }

  const sending = state === 'sending';
  return (
    <HydrateInTurn>
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
          <form className={styles.form} onSubmit={handleSubmit} aria-busy={sending} {...interactiveRoot}>
            <label htmlFor={emailId} className={styles.label}>
              {translate({id: 'signup.emailLabel', message: 'Email address'})}
            </label>
            <div className={styles.row}>
              <input id={emailId} className={styles.input} type="email" name="email" autoComplete="email" required />
              <button type="submit" className={styles.button} aria-disabled={sending}>
                {sending
                  ? translate({id: 'signup.sending', message: 'Please wait...'})
                  : translate({id: 'signup.submit', message: 'Subscribe'})}
              </button>
            </div>
            {/* D19 honeypot: hidden from sight, from assistive tech and from the tab order. */}
            <HoneypotInput
              id={honeypotId}
              className={styles.honeypot}
              label={translate({id: 'signup.honeypot', message: 'Leave this field empty'})}
            />
            <p className={clsx(styles.status, state === 'failed' && styles.error)} role="status">
              {state === 'done' &&
                translate({
                  id: 'signup.confirmationSent',
                  message: 'Almost done: check your inbox and follow the link we sent to confirm your subscription.',
                })}
              {state === 'failed' && translate({id: 'signup.failure', message: 'Subscription failed. Please try again.'})}
            </p>
          </form>
        </div>
      </section>
    </HydrateInTurn>
  );
}
