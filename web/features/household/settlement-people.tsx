import { useId } from 'react';
import type { SettlementMember } from '../../../common/contract/household';
import { formatReais } from '../../../common/money';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { acertosText, balanceParts } from './household-words';

const balanceTone = (balance: number) =>
  balance > 0
    ? 'text-emerald-700 dark:text-emerald-400'
    : balance < 0
      ? 'text-red-700 dark:text-red-400'
      : 'text-slate-600 dark:text-slate-400';

/** 'tem a receber R$ 20,01' / 'deve R$ 20,01' / 'quite', the amount kept whole. */
function Balance({ balance }: { balance: number }) {
  const { words, amount } = balanceParts(balance);
  return (
    <span className={cn('font-semibold', balanceTone(balance))}>
      {words}
      {amount ? (
        <>
          {' '}
          <span className="money">{amount}</span>
        </>
      ) : null}
    </span>
  );
}

/**
 * Each person's month: the divided expenses they paid, their parts of them, the acertos paid and received, and the
 * balance (above zero the others owe them). A table from the md breakpoint, cards on a phone: one of them only.
 */
export function SettlementPeople({ members }: { members: readonly SettlementMember[] }) {
  const titleId = useId();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-1 font-semibold">
        Saldo de cada pessoa
      </h2>
      {desktop ? <PeopleTable members={members} /> : <PeopleCards members={members} />}
    </Card>
  );
}

function PeopleTable({ members }: { members: readonly SettlementMember[] }) {
  return (
    // The rows reach the card's edges, as the transactions' table does.
    <div className="-mx-4 -mb-4 overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Pessoa
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Pagou
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Parte dele(a)
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Acertos
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Saldo
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {members.map((m) => (
            <tr key={m.userId}>
              <th scope="row" className="px-4 py-3 text-left font-medium break-words">
                {m.name}
              </th>
              <td className="money px-4 py-3 text-right">{formatReais(m.paid)}</td>
              <td className="money px-4 py-3 text-right">{formatReais(m.owed)}</td>
              <td className="px-4 py-3 text-right text-slate-600 dark:text-slate-300">
                {acertosText(m.sent, m.received)}
              </td>
              <td className="px-4 py-3 text-right">
                <Balance balance={m.balance} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PeopleCards({ members }: { members: readonly SettlementMember[] }) {
  return (
    <ul className="-mx-4 -mb-4 divide-y divide-slate-100 dark:divide-slate-800">
      {members.map((m) => (
        <li key={m.userId} className="px-4 py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="min-w-0 font-medium break-words">{m.name}</p>
            <p className="text-sm">
              <Balance balance={m.balance} />
            </p>
          </div>
          <dl className="mt-1.5 grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
            <div>
              <dt className="inline">Pagou </dt>
              <dd className="money inline font-medium text-slate-800 dark:text-slate-200">
                {formatReais(m.paid)}
              </dd>
            </div>
            <div>
              <dt className="inline">Parte dele(a) </dt>
              <dd className="money inline font-medium text-slate-800 dark:text-slate-200">
                {formatReais(m.owed)}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="inline">Acertos: </dt>
              <dd className="inline font-medium text-slate-800 dark:text-slate-200">
                {acertosText(m.sent, m.received)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
