import {lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode, type RefObject} from 'react';
import {interactiveRoot} from '@site/src/components/HydrateInTurn';

/**
 * A form whose code loads and hydrates when the visitor gets to it (issue 11).
 *
 * The pre-rendered form is in the page's HTML from the start. In the browser
 * its code (react-hook-form, the rules, the fields) is fetched and the form
 * hydrated only when it scrolls into view, or when the visitor focuses,
 * touches or submits it, so that work stays out of the page's first long task
 * on a phone. Until then nothing the visitor does is lost: values typed or
 * autofilled are put back after hydration, files chosen are announced to the
 * form as if just picked, fields already left get their on-leaving checks,
 * and a submit made in the meantime
 * is held and sent once the form is ready (so the submit button, disabled in
 * the HTML for visitors without JavaScript, is enabled as soon as the page's
 * own code runs).
 *
 * Suspense does the deferring: while the code is not there, Preact (and React)
 * keep the pre-rendered DOM of a suspended subtree as it is and hydrate it when
 * the code arrives. The server renders the form itself, without Suspense:
 * React's streaming renderer would move a suspended form out of place behind
 * an inline script, and without JavaScript it would never show. On a
 * client-side navigation, with no pre-rendered form to keep, the code is
 * loaded at once.
 */

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface EnteredValue {
  control: FormControl;
  value: string;
  files: FileList | null;
}

/** What the visitor entered in the pre-rendered form before its code ran. */
function enteredValues(root: HTMLElement): EnteredValue[] {
  const controls = Array.from(root.querySelectorAll<FormControl>('input, select, textarea'));
  return controls
    .map((control) => ({
      control,
      value: control.value,
      files: control instanceof HTMLInputElement && control.type === 'file' ? control.files : null,
    }))
    .filter(({value, files}) => (files ? files.length > 0 : value !== ''));
}

/**
 * Puts entered values back where hydration reset them to the form's defaults,
 * and tells the form about each with the events it listens to. A control the
 * visitor has changed since is left alone.
 *
 * Files are different: hydration leaves a file input's files in place, but no
 * handler saw them being chosen, so a form that keeps its own list of files
 * (the quote form) would not know of them. Every file input that holds files
 * is announced again, whether they were chosen before the form's render or
 * during it.
 */
function restoreEnteredValues(root: HTMLElement | null, entered: EnteredValue[]): void {
  const fileInputs = new Set<HTMLInputElement>(root ? Array.from(root.querySelectorAll<HTMLInputElement>('input[type="file"]')) : []);
  for (const {control, value, files} of entered) {
    if (!control.isConnected) continue;
    if (files && control instanceof HTMLInputElement) {
      // Emptied by hydration: put back what the visitor chose.
      if (!control.files?.length) control.files = files;
      fileInputs.add(control);
      continue;
    }
    if (control.value !== '' && control.value !== value) continue;
    control.value = value;
    announce(control);
  }
  for (const input of fileInputs) if (input.isConnected && input.files?.length) announce(input);
}

function announce(control: FormControl): void {
  control.dispatchEvent(new Event('input', {bubbles: true}));
  control.dispatchEvent(new Event('change', {bubbles: true}));
}

/**
 * Marks a field the visitor left before the form's code ran. The page's head
 * script does the same from the first paint (`earlyTapScript` in
 * plugins/htmlTemplate.ts), before this component's own code has run.
 */
export const leftFieldAttribute = 'data-left';

/**
 * Tells the form that the visitor left these fields before its code ran, so
 * the checks a field gets when it loses focus (the country code's, docs/product.md §5)
 * run now instead of never (issue 41). A field focused again since is left to
 * its own coming blur.
 */
function announceLeft(root: HTMLElement | null): void {
  for (const control of Array.from(root?.querySelectorAll<FormControl>(`[${leftFieldAttribute}]`) ?? [])) {
    control.removeAttribute(leftFieldAttribute);
    if (control === document.activeElement) continue;
    control.dispatchEvent(new FocusEvent('blur'));
    control.dispatchEvent(new FocusEvent('focusout', {bubbles: true}));
  }
}

interface LoadedFormProps<P extends object> {
  Form: ComponentType<P>;
  formProps: P;
  rootRef: RefObject<HTMLDivElement | null>;
  onHydrated: () => void;
}

function LoadedForm<P extends object>({Form, formProps, rootRef, onHydrated}: LoadedFormProps<P>): ReactNode {
  // Read during render: hydration's commit may reset the controls to the
  // form's default values before any effect runs.
  const entered = useRef<EnteredValue[] | null>(null);
  if (entered.current === null) entered.current = rootRef.current ? enteredValues(rootRef.current) : [];
  // In the same task as hydration's commit, so no keystroke falls between
  // the reset and the restore. Only ever rendered in the browser.
  useLayoutEffect(() => {
    restoreEnteredValues(rootRef.current, entered.current ?? []);
    announceLeft(rootRef.current);
    onHydrated();
    // Once, after the form has hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Form {...formProps} />;
}

interface LazyFormProps {
  className?: string;
}

/**
 * `load` imports the module whose default export is the form. The form's own
 * props (such as a preselected choice) are passed through.
 */
export function lazyForm<P extends object = Record<string, never>>(
  load: () => Promise<{default: ComponentType<P>}>,
): ComponentType<P & LazyFormProps> {
  const isServer = typeof window === 'undefined';
  // The server bundle holds every module, so this settles as soon as the
  // bundle has loaded, long before the first page is rendered.
  let serverForm: ComponentType<P> | null = null;
  if (isServer) {
    void load().then((module) => {
      serverForm = module.default;
    });
  }
  let release: () => void = () => {};
  // Settled once, for every instance and later visits: the code is then cached.
  const needed = new Promise<void>((resolve) => {
    release = resolve;
  });
  const LazyLoadedForm = lazy(async () => {
    await needed;
    const {default: Form} = await load();
    return {default: (props: Omit<LoadedFormProps<P>, 'Form'>) => <LoadedForm Form={Form} {...props} />};
  });

  function ServerForm({className, ...formProps}: P & LazyFormProps): ReactNode {
    if (!serverForm) throw new Error('lazyForm: the form module had not loaded when the page was rendered.');
    const Form = serverForm;
    return (
      <div className={className} {...interactiveRoot}>
        <Form {...(formProps as P)} />
      </div>
    );
  }

  function LazyForm({className, ...formProps}: P & LazyFormProps): ReactNode {
    const rootRef = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const submitHeld = useRef(false);

    const onHydrated = useCallback(() => {
      hydrated.current = true;
      if (!submitHeld.current) return;
      submitHeld.current = false;
      rootRef.current?.querySelector('form')?.requestSubmit();
    }, []);

    useEffect(() => {
      const root = rootRef.current;
      // Nothing pre-rendered (a client-side navigation): load now.
      if (!root?.querySelector('form')) {
        release();
        return undefined;
      }
      // The pre-rendered submit button is disabled for visitors without
      // JavaScript, for whom the form cannot work. Here it can: a submit is
      // held until the code has run.
      root.querySelectorAll<HTMLButtonElement>('button[type="submit"]:disabled').forEach((button) => {
        button.disabled = false;
      });
      const recordLeft = (event: FocusEvent) => {
        const control = event.target;
        const isControl =
          control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement;
        if (!hydrated.current && isControl) control.setAttribute(leftFieldAttribute, '');
      };
      const holdSubmit = (event: Event) => {
        if (hydrated.current) return;
        event.preventDefault();
        submitHeld.current = true;
        release();
      };
      const visibility =
        typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver((entries) => {
              if (entries.some((entry) => entry.isIntersecting)) release();
            });
      if (visibility) visibility.observe(root);
      else release();
      root.addEventListener('submit', holdSubmit, true);
      root.addEventListener('focusout', recordLeft);
      root.addEventListener('focusin', release);
      root.addEventListener('pointerdown', release);
      return () => {
        visibility?.disconnect();
        root.removeEventListener('submit', holdSubmit, true);
        root.removeEventListener('focusout', recordLeft);
        root.removeEventListener('focusin', release);
        root.removeEventListener('pointerdown', release);
      };
    }, []);

    return (
      <div ref={rootRef} className={className} {...interactiveRoot}>
        <Suspense fallback={null}>
          <LazyLoadedForm formProps={formProps as P} rootRef={rootRef} onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }

  return isServer ? ServerForm : LazyForm;
}
