import {forwardRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Announced steps: a screen reader hears a quarter at a time, not every percent. */
export const announcedSteps = [25, 50, 75, 100] as const;

/** The last step reached at `percent`, or 0 before the first. */
export function announcedStep(percent: number): number {
  return announcedSteps.filter((step) => percent >= step).at(-1) ?? 0;
}

interface UploadProgressProps {
  /** 0 to 100. */
  percent: number;
  onCancel: () => void;
}

/**
 * The upload's progress bar with its cancel button. The bar is a real
 * `<progress>` (its value is there for assistive technology to query); a
 * separate polite live region says each quarter as it is reached.
 */
export const UploadProgress = forwardRef<HTMLButtonElement, UploadProgressProps>(function UploadProgress(
  {percent, onCancel},
  cancelRef,
): ReactNode {
  const step = announcedStep(percent);
  const label = translate({id: 'quoteForm.progress.label', message: 'Upload progress'});
  return (
    <div className={styles.progress}>
      <div className={styles.progressRow}>
        <progress className={styles.progressBar} max={100} value={percent} aria-label={label} />
        <span className={styles.progressValue} aria-hidden="true">
          {`${percent}%`}
        </span>
        <button ref={cancelRef} type="button" className={styles.cancelButton} onClick={onCancel}>
          {translate({id: 'quoteForm.cancel', message: 'Cancel upload'})}
        </button>
      </div>
      <p className="ts-visually-hidden" role="status">
        {step > 0
          ? translate({id: 'quoteForm.progress.step', message: 'Uploaded {percent}%'}, {percent: step})
          : translate({id: 'quoteForm.progress.started', message: 'Uploading your files'})}
      </p>
    </div>
  );
});
