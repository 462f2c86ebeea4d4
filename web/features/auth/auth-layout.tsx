import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

/** The frame of the public pages: the brand and one card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2">
          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-700 text-xl font-bold text-white">
            G
          </span>
          <span className="text-2xl font-semibold tracking-tight">Grana</span>
        </div>
        <Card className="p-6 sm:p-8">
          <h1 className="text-xl font-semibold">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </Card>
      </div>
    </main>
  );
}

export const linkClass = 'font-medium text-brand-700 hover:underline dark:text-brand-500';
