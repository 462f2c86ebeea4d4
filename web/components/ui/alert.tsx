import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200',
  info: 'border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-200',
} as const;

export function Alert({
  tone,
  children,
  className,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-3 py-2 text-sm', tones[tone], className)}
    >
      {children}
    </div>
  );
}

/**
 * A form's error (mostly the server's answer after a failed send), or nothing. A new message is brought into view:
 * on a phone the end of a long form sits under the dialog's sticky buttons, and a refusal nobody sees reads as a
 * button that does nothing.
 */
export function FormError({
  message,
  className,
}: {
  message: string | null | undefined;
  className?: string;
}) {
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) shown.current?.scrollIntoView?.({ block: 'center' });
  }, [message]);
  return message ? (
    <div ref={shown} className={className}>
      <Alert tone="error">{message}</Alert>
    </div>
  ) : null;
}
