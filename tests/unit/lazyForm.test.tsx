import {useState, type ReactElement} from 'react';
import {useForm} from 'react-hook-form';
import {act, render, screen} from '@testing-library/react';
import {lazyForm} from '@site/src/forms/lazyForm';

// src/forms/lazyForm.tsx: a form's code loads when the visitor reaches it,
// and nothing entered or sent before that is lost.

interface Sent {
  name: string;
}

/** A form that, like react-hook-form, sets its fields to their defaults when it mounts. */
function demoForm(sent: Sent[]) {
  return function DemoForm() {
    return (
      <form
        aria-label="Demo form"
        onSubmit={(event) => {
          event.preventDefault();
          sent.push({name: new FormData(event.currentTarget).get('name') as string});
        }}>
        <label htmlFor="demo-name">Name</label>
        <input
          id="demo-name"
          name="name"
          ref={(input) => {
            if (input) input.value = '';
          }}
        />
        <button type="submit">Send</button>
      </form>
    );
  };
}

/** A react-hook-form form, as the site's are: its errors are shown from its form state. */
function ValidatedForm() {
  const {register, handleSubmit, formState} = useForm<{name: string}>({defaultValues: {name: ''}, mode: 'onChange'});
  const [sent, setSent] = useState(false);
  return (
    <form aria-label="Validated form" noValidate onSubmit={handleSubmit(() => setSent(true))}>
      <label htmlFor="validated-name">Name</label>
      <input id="validated-name" {...register('name', {required: 'Name is required'})} />
      {formState.errors.name && <p role="alert">{formState.errors.name.message}</p>}
      <button type="submit">Send</button>
      <p role="status">{sent ? 'Sent' : ''}</p>
    </form>
  );
}

/** A select checked when it loses focus, as the site's country code is (docs/product.md §5). */
function CheckedOnLeavingForm() {
  const {register, formState} = useForm<{code: string}>({defaultValues: {code: ''}, mode: 'onBlur'});
  return (
    <form aria-label="Code form" noValidate>
      <label htmlFor="code">Country code</label>
      <select id="code" {...register('code', {required: 'Country Code is required'})}>
        <option value="">Choose</option>
        <option value="in">+91</option>
      </select>
      {formState.errors.code && <p role="alert">{formState.errors.code.message}</p>}
    </form>
  );
}

const preRenderedCheckedOnLeaving =
  '<div data-interactive=""><!--$--><form aria-label="Code form" novalidate=""><label for="code">Country code</label><select id="code" name="code"><option value="">Choose</option><option value="in">+91</option></select></form><!--/$--></div>';

const preRenderedValidated =
  '<div data-interactive=""><!--$--><form aria-label="Validated form" novalidate=""><label for="validated-name">Name</label><input id="validated-name" name="name"/><button type="submit" disabled="">Send</button><p role="status"></p></form><!--/$--></div>';

/** A form that, like the quote form, keeps its own list of the files chosen and empties the input after each pick. */
function DocumentsForm() {
  const [names, setNames] = useState<string[]>([]);
  return (
    <form aria-label="Documents form">
      <label htmlFor="demo-files">Documents</label>
      <input
        id="demo-files"
        type="file"
        multiple
        onChange={(event) => {
          const picked = Array.from(event.currentTarget.files ?? []).map((file) => file.name);
          setNames((current) => [...current, ...picked]);
        }}
      />
      <p>{names.length === 0 ? 'No files chosen yet.' : `Chosen: ${names.join(', ')}`}</p>
    </form>
  );
}

const preRenderedDocuments =
  '<div data-interactive=""><!--$--><form aria-label="Documents form"><label for="demo-files">Documents</label><input id="demo-files" type="file" multiple=""/><p>No files chosen yet.</p></form><!--/$--></div>';

/** Gives a file input files as the browser's file dialog would (jsdom cannot build a FileList). */
function chooseFiles(input: HTMLInputElement, names: string[]): void {
  const files = names.map((name) => new File(['%PDF-1.7'], name, {type: 'application/pdf'}));
  const list = Object.assign([...files], {item: (index: number) => files[index] ?? null}) as unknown as FileList;
  let current: FileList | null = list;
  Object.defineProperty(input, 'files', {
    configurable: true,
    get: () => current,
    set: (next: FileList | null) => {
      current = next;
    },
  });
}

const preRendered =
  '<div data-interactive=""><!--$--><form aria-label="Demo form"><label for="demo-name">Name</label><input id="demo-name" name="name"/><button type="submit" disabled="">Send</button></form><!--/$--></div>';

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  /** The observed element scrolls into view. */
  reveal() {
    this.callback([{isIntersecting: true} as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  (globalThis as {IntersectionObserver?: unknown}).IntersectionObserver = FakeIntersectionObserver;
});

afterEach(() => {
  delete (globalThis as {IntersectionObserver?: unknown}).IntersectionObserver;
});

async function settle() {
  // The load and the retry of the suspended part take a few turns of the event loop.
  for (let turn = 0; turn < 5; turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Puts the pre-rendered HTML in the page, as the browser received it, and hydrates `element` over it. */
async function hydratePreRendered(element: ReactElement, html: string): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  render(element, {container, hydrate: true});
  await settle();
  return container;
}

describe('lazyForm', () => {
  it('renders and loads the form at once when the page has no pre-rendered form (a client-side navigation)', async () => {
    const load = jest.fn(async () => ({default: demoForm([])}));
    const LazyDemo = lazyForm(load);
    render(<LazyDemo />);
    expect(await screen.findByRole('form', {name: 'Demo form'})).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a pre-rendered form only when it scrolls into view', async () => {
    const load = jest.fn(async () => ({default: demoForm([])}));
    const LazyDemo = lazyForm(load);
    const container = await hydratePreRendered(<LazyDemo />, preRendered);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('form', {name: 'Demo form'})).toBeInTheDocument();

    act(() => FakeIntersectionObserver.instances[0]!.reveal());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('keeps what was typed and sends a submit made before the code arrived', async () => {
    const sent: Sent[] = [];
    const LazyDemo = lazyForm(async () => ({default: demoForm(sent)}));
    const container = await hydratePreRendered(<LazyDemo />, preRendered);

    const name = screen.getByRole<HTMLInputElement>('textbox', {name: 'Name'});
    name.value = 'Asha Rao';
    // Disabled in the HTML for visitors without JavaScript; usable once the page's code runs.
    const send = screen.getByRole('button', {name: 'Send'});
    expect(send).toBeEnabled();
    const form = screen.getByRole<HTMLFormElement>('form', {name: 'Demo form'});
    let submit: Event | undefined;
    form.addEventListener('submit', (event) => (submit ??= event));
    act(() => send.click());
    expect(submit?.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);

    await settle();
    expect(screen.getByRole('textbox', {name: 'Name'})).toHaveValue('Asha Rao');
    expect(sent).toEqual([{name: 'Asha Rao'}]);
    container.remove();
  });

  it('lists files chosen before the code arrived, which hydration leaves in the input but no handler saw', async () => {
    const LazyDemo = lazyForm(async () => ({default: DocumentsForm}));
    const container = await hydratePreRendered(<LazyDemo />, preRenderedDocuments);

    chooseFiles(screen.getByLabelText<HTMLInputElement>('Documents'), ['annual report.pdf', 'policy.pdf']);
    act(() => FakeIntersectionObserver.instances[0]!.reveal());
    await settle();
    expect(screen.getByText('Chosen: annual report.pdf, policy.pdf')).toBeInTheDocument();
    container.remove();
  });
  it('checks a field the visitor left before the code arrived, once it has (issue 41)', async () => {
    const LazyCodeForm = lazyForm(async () => ({default: CheckedOnLeavingForm}));
    const container = await hydratePreRendered(<LazyCodeForm />, preRenderedCheckedOnLeaving);

    const code = screen.getByRole('combobox', {name: 'Country code'});
    // Focusing the form starts loading its code; the visitor leaves before it arrives.
    act(() => {
      code.focus();
      code.blur();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Country Code is required');
    container.remove();
  });

  // A submit held while the code loaded is checked like any other once the
  // form is there: what is missing is shown and nothing is sent, and the
  // next submit, with the field filled in, goes.
  it('shows what is missing when a submit made before the code arrived finds the form incomplete', async () => {
    const LazyValidated = lazyForm(async () => ({default: ValidatedForm}));
    const container = await hydratePreRendered(<LazyValidated />, preRenderedValidated);

    // Outside act(), so effects run when the browser would run them: after a frame.
    screen.getByRole('button', {name: 'Send'}).click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.getByRole('status')).toHaveTextContent('');

    const name = screen.getByRole<HTMLInputElement>('textbox', {name: 'Name'});
    act(() => {
      name.value = 'Asha Rao';
      name.dispatchEvent(new Event('input', {bubbles: true}));
    });
    act(() => screen.getByRole('button', {name: 'Send'}).click());
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
    container.remove();
  });
});
