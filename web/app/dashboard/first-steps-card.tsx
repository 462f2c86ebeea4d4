import { CheckCircle2, Circle, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FirstStepKey } from '../../../common/contract/first-steps';
import { Card } from '../../components/ui/card';
import { IconButton } from '../../components/ui/icon-button';
import { useCanWrite, useCurrentBook } from '../../entities/book/public';
import { useFirstSteps } from './api/dashboard';
import { panelLinkClass } from './panel';

/** What each step asks, in plain words, and the screen that does it (a second way for the statement: the bank). */
const STEP_WORDS: Record<
  FirstStepKey,
  { title: string; hint: string; to: string; action: string; also?: { to: string; action: string } }
> = {
  account: {
    title: 'Cadastre suas contas',
    hint: 'Conta corrente, poupança, carteira: onde o seu dinheiro está, com o saldo de hoje.',
    to: '/accounts',
    action: 'Ir para Contas',
  },
  card: {
    title: 'Cadastre seu cartão de crédito',
    hint: 'Com o dia em que a fatura fecha e o dia em que vence.',
    to: '/cards',
    action: 'Ir para Cartões',
  },
  statement: {
    title: 'Traga o extrato do último mês ou conecte seu banco',
    hint: 'O arquivo que o banco exporta (OFX ou CSV), ou a conexão com o banco, traz as transações já categorizadas.',
    to: '/import',
    action: 'Importar extrato',
    also: { to: '/conexoes', action: 'Conectar banco' },
  },
  fixed: {
    title: 'Cadastre o que é fixo todo mês',
    hint: 'Aluguel, contas da casa, assinaturas, salário: o Grana avisa antes de vencer.',
    to: '/gastos-fixos',
    action: 'Ir para Gastos Fixos',
  },
};

const storageKey = (bookId: number) => `grana:first-steps-dismissed:${bookId}`;

function dismissedIn(bookId: number | undefined): boolean {
  if (bookId === undefined) return false;
  try {
    return localStorage.getItem(storageKey(bookId)) === '1';
  } catch {
    return false;
  }
}

/**
 * "Primeiros passos": the four things a newcomer sets up first, each linking to its screen and ticked from the
 * book's data (GET /dashboard/first-steps). Shown to whoever may write the book while it has no rows or a step
 * is left, until 'Dispensar' (remembered for the book in this browser); never once every step is done.
 */
export function FirstStepsCard() {
  const steps = useFirstSteps();
  const canWrite = useCanWrite();
  const bookId = useCurrentBook().current?.id;
  const [dismissed, setDismissed] = useState(false);
  const data = steps.data;
  if (!data || !canWrite || dismissed || dismissedIn(bookId)) return null;
  const done = data.steps.filter((s) => s.done).length;
  if (done === data.steps.length && data.has_rows) return null;
  const dismiss = () => {
    if (bookId !== undefined) {
      try {
        localStorage.setItem(storageKey(bookId), '1');
      } catch {
        // Private windows may refuse storage: the card still goes for this visit.
      }
    }
    setDismissed(true);
  };
  return (
    <Card>
      <section aria-labelledby="first-steps-title" data-testid="first-steps">
        <div className="mb-1 flex items-start justify-between gap-2">
          <div>
            <h2 id="first-steps-title" className="font-semibold text-slate-900 dark:text-slate-100">
              Primeiros passos
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {done} de {data.steps.length} feitos. Com eles, o Grana mostra o seu mês inteiro.
            </p>
          </div>
          <IconButton
            label="Dispensar primeiros passos"
            title="Dispensar"
            icon={X}
            size="sm"
            onClick={dismiss}
          />
        </div>
        <ol className="mt-3 flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
          {data.steps.map((step) => {
            const words = STEP_WORDS[step.key];
            return (
              <li key={step.key} className="flex flex-wrap items-center gap-3 py-3" data-done={step.done}>
                {step.done ? (
                  <CheckCircle2
                    size={22}
                    className="shrink-0 text-brand-700 dark:text-brand-500"
                    aria-hidden
                  />
                ) : (
                  <Circle size={22} className="shrink-0 text-slate-400" aria-hidden />
                )}
                <div className="min-w-0 flex-1 basis-56">
                  <p
                    className={
                      step.done
                        ? 'text-sm font-medium text-slate-500 line-through dark:text-slate-400'
                        : 'text-sm font-medium text-slate-900 dark:text-slate-100'
                    }
                  >
                    {words.title}
                    <span className="sr-only">{step.done ? ' (feito)' : ' (a fazer)'}</span>
                  </p>
                  {step.done ? null : (
                    <p className="text-xs text-slate-600 dark:text-slate-300">{words.hint}</p>
                  )}
                </div>
                {step.done ? null : (
                  <div className="flex gap-3">
                    <Link to={words.to} className={panelLinkClass}>
                      {words.action}
                    </Link>
                    {words.also ? (
                      <Link to={words.also.to} className={panelLinkClass}>
                        {words.also.action}
                      </Link>
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </Card>
  );
}
