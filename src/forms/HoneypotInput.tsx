import type {InputHTMLAttributes, ReactNode} from 'react';
import {honeypotField} from './honeypot';

interface HoneypotInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'tabIndex' | 'autoComplete' | 'id'> {
  id: string;
  label: string;
  /** What hides it from sight: each form keeps the class its markup always had. */
  className?: string;
}

/**
 * The honeypot's markup (D19), the same for every form: tabIndex -1 keeps it out
 * of the tab order, aria-hidden out of the accessibility tree. Extra props (a
 * react-hook-form registration) go to the input.
 */
export default function HoneypotInput({id, label, className, ...input}: HoneypotInputProps): ReactNode {
  return (
    <div className={className} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
