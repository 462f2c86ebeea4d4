import { Eye, EyeOff } from 'lucide-react';
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
  useState,
} from 'react';
import { cn } from '../../lib/cn';
import { IconButton } from './icon-button';

export const inputClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** The control, given its id and the id of the hint or error beneath it (its aria-describedby), if any. */
  children: (id: string, describedBy: string | undefined) => ReactNode;
  className?: string;
}

/**
 * A label, the control, and the control's hint or error beneath it, tied to the control (aria-describedby) so that
 * a screen reader reads it with the field, not only someone who sees it.
 */
export function Field({ label, error, hint, children, className }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const describedBy = error || hint ? noteId : undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children(id, describedBy)}
      {error ? (
        <p id={noteId} role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={noteId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, error, hint, className, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(id, describedBy) => (
        <input
          ref={ref}
          id={id}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          className={inputClass}
          {...props}
        />
      )}
    </Field>
  );
});

/** An e-mail address: the e-mail keyboard on phones and the address a browser remembers. */
export const EmailField = forwardRef<HTMLInputElement, InputProps>(function EmailField(props, ref) {
  return <TextField ref={ref} type="email" autoComplete="email" {...props} />;
});

/** A password field with the show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, InputProps>(function PasswordField(
  { label, error, hint, className, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(id, describedBy) => (
        <div className="relative">
          <input
            ref={ref}
            id={id}
            type={visible ? 'text' : 'password'}
            aria-invalid={!!error}
            aria-describedby={describedBy}
            className={cn(inputClass, 'pr-10')}
            {...props}
          />
          <IconButton
            label={visible ? 'Ocultar senha' : 'Mostrar senha'}
            icon={visible ? EyeOff : Eye}
            iconSize={18}
            tone="bare"
            size="lg"
            className="absolute inset-y-0 right-0"
            onClick={() => setVisible((v) => !v)}
          />
        </div>
      )}
    </Field>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** A small decorative mark inside the box, before the chosen option's text (a category's icon). */
  lead?: ReactNode;
};

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, hint, className, lead, children, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(id, describedBy) => (
        <LeadBox lead={lead}>
          <select
            ref={ref}
            id={id}
            aria-invalid={!!error}
            aria-describedby={describedBy}
            className={cn(inputClass, lead ? 'pl-9' : undefined)}
            {...props}
          >
            {children}
          </select>
        </LeadBox>
      )}
    </Field>
  );
});

/**
 * A control with its lead mark laid over its left padding (the control adds the padding, pl-9). A native select
 * cannot draw an icon inside its options, so the mark shows the chosen one; clicks pass through it.
 */
export function LeadBox({ lead, children }: { lead?: ReactNode; children: ReactNode }) {
  // The box is there with or without a mark: wrapping the control only once a value is chosen would re-mount it,
  // and the focus it held (the first category chosen by keyboard) would fall to the page's body.
  return (
    <div className="relative">
      {lead ? (
        <span className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center">{lead}</span>
      ) : null}
      {children}
    </div>
  );
}
