import {useState, type ReactElement} from 'react';
import {useForm} from 'react-hook-form';
import {act, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {hydrated, type IslandDeclaration, type IslandRun, type IslandStrategy} from '../declare';
import {island} from '../island';
import {startIslands} from '../browser/loader';

// ../browser/loader.ts (issue 41, D54, D55): an island's code runs when the
// visitor reaches it, and nothing entered before that is lost.

/** A form that, like react-hook-form, sets its fields to their defaults when it mounts. */
function NameForm() {
  return (
    <div {...island('ContactForm')}>
      <form aria-label="Name form">
        <label htmlFor="demo-name">Name</label>
        <input
          id="demo-name"
          name="name"
          ref={(input) => {
            if (input) input.value = '';
          }}
        />
        <button type="submit" disabled>
          Send
        </button>
      </form>
    </div>
  );
}

/** A select checked when it loses focus, as the site's country code is (docs/product.md §5). */
function CodeForm() {
  const {register, formState} = useForm<{code: string}>({defaultValues: {code: ''}, mode: 'onBlur'});
  return (
    <div {...island('CareerForm')}>
      <form aria-label="Code form" noValidate>
        <label htmlFor="code">Country code</label>
        <select id="code" {...register('code', {required: 'Country Code is required'})}>
          <option value="">Choose</option>
          <option value="in">+91</option>
        </select>
        {formState.errors.code && <p role="alert">{formState.errors.code.message}</p>}
      </form>
    </div>
  );
}

/** A form that, like the quote form, keeps its own list of the files chosen. */
function DocumentsForm() {
  const [names, setNames] = useState<string[]>([]);
  return (
    <div {...island('QuoteForm')}>
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
    </div>
  );
}

/** A button that says how often it was pressed, as a header menu's would. */
function Clicker() {
  const [presses, setPresses] = useState(0);
  return (
    <div {...island('SkipLink')}>
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        Pressed {presses} times
      </button>
    </div>
  );
}

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

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {}
  /** Reports where each observed element is: near the viewport or not. */
  report(isNear: (element: Element) => boolean) {
    const entries = [...this.observed].map((target) => ({target, isIntersecting: isNear(target)}) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** The page's observer reports each island: those `near` are near the viewport. */
function scrollNear(...near: Element[]) {
  act(() => FakeIntersectionObserver.instances.at(-1)!.report((element) => near.includes(element)));
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  (globalThis as {IntersectionObserver?: unknown}).IntersectionObserver = FakeIntersectionObserver;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydration');
});

afterEach(() => {
  delete (globalThis as {IntersectionObserver?: unknown}).IntersectionObserver;
});

async function settle() {
  for (let turn = 0; turn < 5; turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Puts the pre-rendered HTML of each element in the page, as the browser received it. */
function preRender(...elements: ReactElement[]): HTMLElement[] {
  return elements.map((element) => {
    const band = document.createElement('section');
    band.innerHTML = renderToString(element);
    document.body.append(band);
    return band.firstElementChild as HTMLElement;
  });
}

function lazyStart(Component: () => ReactElement): {start: IslandRun; loads: jest.Mock} {
  const loads = jest.fn(async () => ({default: Component}));
  return {start: hydrated(loads), loads};
}

/** How an island given to `registry` starts: as it nears the viewport, unless said otherwise. */
type Given = IslandRun | {start: IslandStrategy; run: IslandRun};
const eagerly = (run: IslandRun): Given => ({start: 'eager', run});
const onFirstUse = (run: IslandRun): Given => ({start: 'first-use', run});
const whenIdle = (run: IslandRun): Given => ({start: 'idle', run});

/** The islands these tests' pages hold. */
const namesInTheseTests = ['SkipLink', 'ContactForm', 'QuoteForm', 'CareerForm'];
const noIsland: IslandRun = () => undefined;

/**
 * Declarations as island.ts files make them (../island.ts): those `given`, and the other
 * islands of these tests doing nothing (the loaders of earlier tests still listen to the page).
 */
function registry(given: Record<string, Given>): IslandDeclaration[] {
  const all: Record<string, Given> = {...Object.fromEntries(namesInTheseTests.map((name) => [name, noIsland])), ...given};
  return Object.entries(all).map(([name, value]) =>
    typeof value === 'function' ? {name, start: 'visible', run: value} : {name, start: value.start, run: value.run},
  );
}

describe('islands', () => {
  it('fetch their code only when they near the viewport, and the page counts as hydrated once those in view run', async () => {
    const near = lazyStart(Clicker);
    const far = lazyStart(NameForm);
    const [nearRoot, farRoot] = preRender(<Clicker />, <NameForm />);
    startIslands(registry({SkipLink: near.start, ContactForm: far.start}));
    scrollNear(nearRoot!);
    await settle();
    expect(near.loads).toHaveBeenCalledTimes(1);
    expect(far.loads).not.toHaveBeenCalled();
    expect(nearRoot).toHaveAttribute('data-interactive', 'running');
    expect(farRoot).not.toHaveAttribute('data-interactive');
    expect(document.documentElement).toHaveAttribute('data-hydration', 'complete');
    act(() => screen.getByRole('button', {name: 'Pressed 0 times'}).click());
    expect(screen.getByRole('button', {name: 'Pressed 1 times'})).toBeInTheDocument();
  });

  it('start with the page, wherever they are, when marked eager (the counters, which must read 0 before they are seen)', async () => {
    const counters = lazyStart(Clicker);
    const [root] = preRender(<Clicker />);
    startIslands(registry({SkipLink: eagerly(counters.start)}));
    await settle();
    expect(counters.loads).toHaveBeenCalledTimes(1);
    expect(root).toHaveAttribute('data-interactive', 'running');
  });

  it('when marked idle, start once the browser is idle after the load, without coming into view, and the page is hydrated before', async () => {
    jest.useFakeTimers();
    try {
      const later = lazyStart(Clicker);
      const [root] = preRender(<Clicker />);
      startIslands(registry({SkipLink: whenIdle(later.start)}));
      expect(FakeIntersectionObserver.instances.at(-1)!.observed.has(root!)).toBe(false);
      expect(document.documentElement).toHaveAttribute('data-hydration', 'complete');
      expect(later.loads).not.toHaveBeenCalled();
      // jsdom has no requestIdleCallback: the loader's stand-in, a task a little later, runs it.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(250);
      });
      expect(later.loads).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('start at once, wherever they are, when pressed before this script ran (the head script marks them wanted)', async () => {
    const carousel = lazyStart(Clicker);
    const [root] = preRender(<Clicker />);
    root!.setAttribute('data-island-wanted', '');
    startIslands(registry({SkipLink: carousel.start}));
    scrollNear();
    await settle();
    expect(carousel.loads).toHaveBeenCalledTimes(1);
    expect(root).toHaveAttribute('data-interactive', 'running');
  });

  it('when marked to start on first use (D80), never start for coming into view, and the page is hydrated without them', async () => {
    const form = lazyStart(NameForm);
    const [root] = preRender(<NameForm />);
    startIslands(registry({ContactForm: onFirstUse(form.start)}));
    expect(FakeIntersectionObserver.instances.at(-1)!.observed.has(root!)).toBe(false);
    await settle();
    expect(form.loads).not.toHaveBeenCalled();
    expect(root).not.toHaveAttribute('data-interactive');
    expect(document.documentElement).toHaveAttribute('data-hydration', 'complete');
    // The visitor types into a field, which autofill does without focusing it.
    act(() => {
      const name = screen.getByRole<HTMLInputElement>('textbox', {name: 'Name'});
      name.value = 'Asha Rao';
      name.dispatchEvent(new Event('input', {bubbles: true}));
    });
    await settle();
    expect(form.loads).toHaveBeenCalledTimes(1);
    expect(root).toHaveAttribute('data-interactive', 'running');
    expect(screen.getByRole('textbox', {name: 'Name'})).toHaveValue('Asha Rao');
  });

  it('when marked to start on first use, start as a drag enters them, so the code is there by the drop (D81)', async () => {
    const form = lazyStart(DocumentsForm);
    const [root] = preRender(<DocumentsForm />);
    startIslands(registry({QuoteForm: onFirstUse(form.start)}));
    await settle();
    expect(form.loads).not.toHaveBeenCalled();
    act(() => {
      screen.getByLabelText('Documents').dispatchEvent(new Event('dragenter', {bubbles: true}));
    });
    await settle();
    expect(form.loads).toHaveBeenCalledTimes(1);
    expect(root).toHaveAttribute('data-interactive', 'running');
  });

  it('when marked to start on first use, start with the page if the head script found them changed before this script ran', async () => {
    const form = lazyStart(DocumentsForm);
    const [root] = preRender(<DocumentsForm />);
    root!.setAttribute('data-island-wanted', '');
    startIslands(registry({QuoteForm: onFirstUse(form.start)}));
    await settle();
    expect(form.loads).toHaveBeenCalledTimes(1);
    expect(root).toHaveAttribute('data-interactive', 'running');
  });

  it('when marked to start on first use, start with the page if a field was left or is being filled in before this script ran', async () => {
    for (const usedBefore of ['left', 'focused'] as const) {
      document.body.innerHTML = '';
      const form = lazyStart(NameForm);
      const [root] = preRender(<NameForm />);
      const name = screen.getByRole('textbox', {name: 'Name'});
      if (usedBefore === 'left') name.setAttribute('data-left', '');
      else name.focus();
      startIslands(registry({ContactForm: onFirstUse(form.start)}));
      await settle();
      expect(form.loads).toHaveBeenCalledTimes(1);
      expect(root).toHaveAttribute('data-interactive', 'running');
    }
  });

  it('start at once when first focused, wherever they are', async () => {
    const form = lazyStart(NameForm);
    const [root] = preRender(<NameForm />);
    startIslands(registry({ContactForm: form.start}));
    scrollNear();
    act(() => screen.getByRole('textbox', {name: 'Name'}).focus());
    await settle();
    expect(form.loads).toHaveBeenCalledTimes(1);
    expect(root).toHaveAttribute('data-interactive', 'running');
  });

  it("start at once on a click with no press before it, as a screen reader's browse mode sends", async () => {
    const clicker = lazyStart(Clicker);
    const [root] = preRender(<Clicker />);
    startIslands(registry({SkipLink: clicker.start}));
    scrollNear();
    act(() => screen.getByRole('button', {name: 'Pressed 0 times'}).click());
    await settle();
    expect(clicker.loads).toHaveBeenCalledTimes(1);
    expect(root).toHaveAttribute('data-interactive', 'running');
  });

  it('enable a form submit button, disabled in the HTML for visitors without JavaScript, before the form code arrives', () => {
    const form = lazyStart(NameForm);
    preRender(<NameForm />);
    expect(screen.getByRole('button', {name: 'Send'})).toBeDisabled();
    startIslands(registry({ContactForm: form.start}));
    expect(screen.getByRole('button', {name: 'Send'})).toBeEnabled();
    expect(form.loads).not.toHaveBeenCalled();
  });

  it('keep what was typed before the code arrived, which hydration would reset', async () => {
    const form = lazyStart(NameForm);
    const [root] = preRender(<NameForm />);
    startIslands(registry({ContactForm: form.start}));
    screen.getByRole<HTMLInputElement>('textbox', {name: 'Name'}).value = 'Asha Rao';
    scrollNear(root!);
    await settle();
    expect(root).toHaveAttribute('data-interactive', 'running');
    expect(screen.getByRole('textbox', {name: 'Name'})).toHaveValue('Asha Rao');
  });

  it('list files chosen before the code arrived, which hydration leaves in the input but no handler saw', async () => {
    const form = lazyStart(DocumentsForm);
    const [root] = preRender(<DocumentsForm />);
    startIslands(registry({QuoteForm: form.start}));
    chooseFiles(screen.getByLabelText<HTMLInputElement>('Documents'), ['annual report.pdf', 'policy.pdf']);
    scrollNear(root!);
    await settle();
    expect(screen.getByText('Chosen: annual report.pdf, policy.pdf')).toBeInTheDocument();
  });

  it('check a field the visitor left before the code arrived, once it has', async () => {
    const form = lazyStart(CodeForm);
    const [root] = preRender(<CodeForm />);
    startIslands(registry({CareerForm: form.start}));
    // The head's early-tap script marks the field the visitor leaves (../template.ts).
    screen.getByRole('combobox', {name: 'Country code'}).setAttribute('data-left', '');
    scrollNear(root!);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Country Code is required');
    expect(screen.getByRole('combobox', {name: 'Country code'})).not.toHaveAttribute('data-left');
  });

  it("start an island that needs no framework (the header's) by running its code, without fetching anything", async () => {
    const [root] = preRender(<Clicker />);
    const enhance = jest.fn((island: HTMLElement) => {
      island.querySelector('button')!.addEventListener('click', (event) => {
        (event.currentTarget as HTMLButtonElement).textContent = 'Enhanced';
      });
    });
    startIslands(registry({SkipLink: enhance}));
    scrollNear(root!);
    await settle();
    expect(enhance).toHaveBeenCalledWith(root, {});
    expect(root).toHaveAttribute('data-interactive', 'running');
    act(() => screen.getByRole('button', {name: 'Pressed 0 times'}).click());
    expect(screen.getByRole('button', {name: 'Enhanced'})).toBeInTheDocument();
  });
});
