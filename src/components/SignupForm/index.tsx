import {useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formsApiPaths, postToFormsApi, useFormsApiUrl} from '@site/src/forms/client';
import {honeypotField} from '@site/src/forms/honeypot';
import HoneypotInput from '@site/src/forms/HoneypotInput';
import {island} from '@site/plugins/islands/island';
import styles from './styles.module.css';

type SignupState = 'idle' | 'sending' | 'done' | 'failed';

/** A text field's value; the form has no file inputs, so anything else is empty. */
function textOf(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value : '';
}

interface SignupFormProps {
  /** Prefix of the form's element ids: given by the strip, so the island renders the ids the page has. */
  idPrefix: string;
}

/**
 * The sign-up form itself, an island (issue 41): the browser's own validation
 * checks the address; the result is announced in a live region.
 */
export default function SignupForm({idPrefix}: SignupFormProps): ReactNode {
  const apiUrl = useFormsApiUrl();
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const [state, setState] = useState<SignupState>('idle');
  const emailId = `${idPrefix}-email`;
  const honeypotId = `${idPrefix}-${honeypotField}`;

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
    <form className={styles.form} onSubmit={handleSubmit} aria-busy={sending} {...island('SignupForm', {idPrefix})}>
      <label htmlFor={emailId} className={styles.label}>
        {translate({id: 'signup.emailLabel', message: 'Email address'})}
      </label>
      <div className={styles.row}>
        <input id={emailId} className={styles.input} type="email" name="email" autoComplete="email" required />
        <button type="submit" className={styles.button} aria-disabled={sending}>
          {sending ? translate({id: 'signup.sending', message: 'Please wait...'}) : translate({id: 'signup.submit', message: 'Subscribe'})}
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
  );
}
