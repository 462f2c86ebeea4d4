import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { PwaNotices } from './pwa-notices';
import { Card } from './ui/card';

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
        <PwaNotices className="mb-6" />
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

/** 'Voltar ao login' under a form (centred) or under a message. */
export function BackToLoginLink({ centered = false }: { centered?: boolean }) {
  return (
    <Link to="/login" className={cn(linkClass, centered && 'text-center text-sm')}>
      Voltar ao login
    </Link>
  );
}

/** The line under sign-in and sign-up that leads to the other one: 'Já tem conta? Fazer login'. */
export function SwitchAuthPage({ question, to, link }: { question: string; to: string; link: string }) {
  return (
    <p className="text-center text-sm text-slate-600 dark:text-slate-400">
      {question}{' '}
      <Link to={to} className={linkClass}>
        {link}
      </Link>
    </p>
  );
}
