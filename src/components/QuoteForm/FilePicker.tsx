import {useRef, useState, type DragEvent, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {quoteAccept, type QuoteFileProblem} from '@site/src/forms/quoteRules';
import {FieldError} from '@site/src/forms/fields';
import fieldStyles from '@site/src/css/formField.module.css';
import styles from './styles.module.css';

/** A file's size as people read it: "830 KB", "2.4 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(locale, {maximumFractionDigits: value < 10 ? 1 : 0}).format(value)} ${unit}`;
  if (bytes < 1024 * 1024) return format(Math.max(Math.round(bytes / 1024), 1), 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}

/** The visitor's message for one file's problem, naming the file. */
export function fileProblemText(name: string, problem: QuoteFileProblem): string {
  switch (problem) {
    case 'type':
      return translate(
        {id: 'quoteForm.file.error.type', message: '{name} is not a PDF, Word, PowerPoint, Excel, InDesign or ZIP file'},
        {name},
      );
    case 'size':
      return translate({id: 'quoteForm.file.error.size', message: '{name} is larger than 25 MB'}, {name});
    case 'empty':
      return translate({id: 'quoteForm.file.error.empty', message: '{name} is empty'}, {name});
  }
}

/** The same file chosen twice (from two picks, or a pick and a drop) is listed once. */
function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export function addFiles(current: readonly File[], added: Iterable<File>): File[] {
  const next = [...current];
  for (const file of added) if (!next.some((existing) => sameFile(existing, file))) next.push(file);
  return next;
}

interface FilePickerProps {
  id: string;
  files: readonly File[];
  /** Each file's problem, by position, as the rules or the server found it. */
  problems: readonly (QuoteFileProblem | undefined)[];
  /** The message for the set of files (none chosen, too many, too large together). */
  error?: string;
  disabled: boolean;
  onChange: (files: File[]) => void;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The documents of a quote request (issue 13): a real, labelled
 * `<input type="file" multiple>`; each pick adds to the list, which shows the
 * files with their sizes, problems and a remove button. Dropping files on the
 * area is an extra for mouse users, never the only way.
 */
export function FilePicker({id, files, problems, error, disabled, onChange, inputRef}: FilePickerProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const [dragging, setDragging] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const localInput = useRef<HTMLInputElement | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const summaryId = `${id}-summary`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const summary =
    files.length === 0
      ? translate({id: 'quoteForm.files.none', message: 'No files chosen yet.'})
      : translate(
          {id: 'quoteForm.files.summary', message: '{count} of 5 files chosen, {size} in all.'},
          {count: files.length, size: formatFileSize(total, i18n.currentLocale)},
        );

  const remove = (index: number) => {
    onChange(files.filter((_, position) => position !== index));
    // Focus goes to the next file's remove button, or the previous one's, or the input.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      if (next) next.focus();
      else localInput.current?.focus();
    });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    onChange(addFiles(files, Array.from(event.dataTransfer.files)));
  };

  return (
    <div className={clsx(fieldStyles.field, fieldStyles.wide)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {translate({id: 'quoteForm.field.files', message: 'Documents'})}
      </label>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- dropping files is a pointer extra; the file input inside is the keyboard route. */}
      <div
        className={clsx(styles.dropZone, dragging && styles.dragging)}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}>
        <input
          id={id}
          ref={(element) => {
            localInput.current = element;
            if (typeof inputRef === 'function') inputRef(element);
            else if (inputRef) inputRef.current = element;
          }}
          type="file"
          name="files"
          multiple
          accept={quoteAccept}
          disabled={disabled}
          className={fieldStyles.fileInput}
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, summaryId, error ? errorId : undefined].filter(Boolean).join(' ')}
          onChange={(event) => {
            const picked = event.currentTarget.files;
            if (picked && picked.length > 0) onChange(addFiles(files, Array.from(picked)));
            // Emptied, so the list below is the one record of what is chosen and
            // the same file can be picked again after it was removed.
            event.currentTarget.value = '';
          }}
        />
        {/* What a sighted visitor sees; the input itself, transparent over the whole area, is what is read, pressed and dropped on. */}
        <span className={fieldStyles.fileButton} aria-hidden="true">
          {translate({id: 'quoteForm.files.choose', message: 'Choose files'})}
        </span>
        <p className={styles.dropHint} aria-hidden="true">
          {translate({id: 'quoteForm.files.drop', message: 'or drop files here'})}
        </p>
      </div>
      <p id={hintId} className={fieldStyles.hint}>
        {translate({
          id: 'quoteForm.field.files.hint',
          message:
            '1 to 5 files: PDF, Word, PowerPoint, Excel, InDesign (IDML or INDD) or ZIP, up to 25 MB each and 50 MB in all. Each choice adds to the list.',
        })}
      </p>
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
      {files.length > 0 && (
        <ul ref={listRef} className={styles.fileList} aria-label={translate({id: 'quoteForm.files.list', message: 'Chosen files'})}>
          {files.map((file, index) => {
            const problem = problems[index];
            return (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className={clsx(styles.fileItem, problem && styles.fileInvalid)}>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileSize}>{formatFileSize(file.size, i18n.currentLocale)}</span>
                <button
                  type="button"
                  className={styles.removeButton}
                  disabled={disabled}
                  onClick={() => remove(index)}
                  aria-label={translate({id: 'quoteForm.files.remove', message: 'Remove {name}'}, {name: file.name})}>
                  {translate({id: 'quoteForm.files.removeVisible', message: 'Remove'})}
                </button>
                {problem && <p className={clsx(fieldStyles.error, styles.fileError)}>{fileProblemText(file.name, problem)}</p>}
              </li>
            );
          })}
        </ul>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
