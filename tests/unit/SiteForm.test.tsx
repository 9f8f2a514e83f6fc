import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {TextField} from '@site/src/forms/fields';
import {SiteForm} from '@site/src/forms/SiteForm';
import {useSiteForm} from '@site/src/forms/useSubmission';

interface Values {
  topic: string;
  website: string;
}

/** A form built only from the shared frame and hook, as the contact, careers and quote forms are. */
function TopicForm({answer}: {answer: () => Promise<void>}) {
  const {form, busy, status, run, error} = useSiteForm<Values>({topic: '', website: ''});
  const send = () =>
    run(async () => {
      await answer();
      return {tone: 'error', text: 'Nothing was sent.'};
    });
  return (
    <SiteForm
      form={form}
      label="Topic form"
      onSubmit={form.handleSubmit(send)}
      noScript="Turn JavaScript on."
      idPrefix="topic"
      submitLabel="Send topic"
      busy={busy}
      status={status}>
      <TextField
        id="topic-topic"
        label="Topic"
        registration={form.register('topic', {validate: (value) => (value ? undefined : 'nameRequired')})}
        error={error('topic')}
      />
    </SiteForm>
  );
}

describe('SiteForm and useSiteForm', () => {
  it('names the form, notes what is required and hides the honeypot from everyone', () => {
    render(<TopicForm answer={async () => undefined} />);
    expect(screen.getByRole('form', {name: 'Topic form'})).toBeInTheDocument();
    expect(screen.getByText('All fields are required.')).toBeVisible();
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('id', 'topic-website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows a field error in words, then reports the outcome in the live region once the answer arrives', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    render(<TopicForm answer={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await waitFor(() => expect(screen.getByRole('button', {name: 'Send topic'})).toBeEnabled());
    await user.click(screen.getByRole('button', {name: 'Send topic'}));
    expect(await screen.findByText('Name is required')).toBeVisible();

    await user.type(screen.getByLabelText('Topic'), 'Audits');
    await user.click(screen.getByRole('button', {name: 'Send topic'}));
    expect(await screen.findByRole('button', {name: 'Please wait...'})).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing was sent.'));
    expect(screen.getByRole('button', {name: 'Send topic'})).toBeEnabled();
  });
});
