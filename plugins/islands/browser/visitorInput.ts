/**
 * What a visitor does in an island before its code arrives is kept (issue 41):
 * values typed or autofilled are put back after hydration, files chosen are
 * announced to the form as if just picked, and fields already left get their
 * on-leaving checks. A submit or a tap made in the meantime is held by the
 * head's early-tap script (plugins/islands/template.ts) until the island runs.
 */
import {leftFieldAttribute} from '../contract';

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface EnteredValue {
  control: FormControl;
  value: string;
  files: FileList | null;
}

/** What the visitor entered in the pre-rendered island before its code ran. */
function enteredValues(root: Element): EnteredValue[] {
  const controls = Array.from(root.querySelectorAll<FormControl>('input, select, textarea'));
  return controls
    .map((control) => ({
      control,
      value: control.value,
      files: control instanceof HTMLInputElement && control.type === 'file' ? control.files : null,
    }))
    .filter(({value, files}) => (files ? files.length > 0 : value !== ''));
}

function announce(control: FormControl): void {
  control.dispatchEvent(new Event('input', {bubbles: true}));
  control.dispatchEvent(new Event('change', {bubbles: true}));
}

/**
 * Puts entered values back where hydration reset them to the form's defaults,
 * and tells the form about each with the events it listens to. A control the
 * visitor has changed since is left alone.
 *
 * Files are different: hydration leaves a file input's files in place, but no
 * handler saw them being chosen, so a form that keeps its own list of files
 * (the quote form) would not know of them. Every file input that holds files
 * is announced again.
 */
function restoreEnteredValues(root: Element, entered: EnteredValue[]): void {
  const fileInputs = new Set<HTMLInputElement>(Array.from(root.querySelectorAll<HTMLInputElement>('input[type="file"]')));
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

/**
 * Tells the form that the visitor left these fields before its code ran, so
 * the checks a field gets when it loses focus (the country code's,
 * docs/product.md §5) run now instead of never. A field focused again since is
 * left to its own coming blur.
 */
function announceLeft(root: Element): void {
  for (const control of Array.from(root.querySelectorAll<FormControl>(`[${leftFieldAttribute}]`))) {
    control.removeAttribute(leftFieldAttribute);
    if (control === document.activeElement) continue;
    control.dispatchEvent(new FocusEvent('blur'));
    control.dispatchEvent(new FocusEvent('focusout', {bubbles: true}));
  }
}

/**
 * Runs `hydrate` (synchronous, as Preact's is, layout effects included) over
 * the island at `root`, keeping what the visitor entered and left there.
 * Read and put back in the same task, so no keystroke falls between.
 */
export function keepingVisitorInput(root: Element, hydrate: () => void): void {
  const entered = enteredValues(root);
  hydrate();
  restoreEnteredValues(root, entered);
  announceLeft(root);
}
