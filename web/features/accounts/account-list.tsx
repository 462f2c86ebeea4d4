import { Archive, ArchiveRestore, Banknote, ListChecks, Pencil, Trash2 } from 'lucide-react';
import { type Account, accountTypeLabels } from '../../../common/contract/accounts';
import { type CurrencyCode, formatMoney, HOME_CURRENCY } from '../../../common/currencies';
import { reaisToCents } from '../../../common/money';
import {
  INVESTED_BALANCE_LABEL,
  investedPartsText,
  isMoneyAccount,
  shownBalance,
} from '../../../common/money-accounts';
import { RowAction } from '../../components/ui/row-action';
import { Amount } from '../../entities/account/amount';
import { missingText, movementInReais, sumInReais } from '../../entities/account/foreign-money';
import { AccountInReais } from '../../entities/account/rates-note';
import { cn } from '../../lib/cn';
import type { AccountActions } from './use-account-actions';

/** The Card's frame without its padding: the table and the card sections reach the edges. */
const frame = 'rounded-xl border border-slate-200 shadow-sm dark:border-slate-800';

interface AccountListProps {
  accounts: Account[];
  actions: AccountActions;
  onEdit: (account: Account) => void;
  /** "Conferir saldo" of an active account. */
  onReconcile: (account: Account) => void;
  /** "Cotações" of an account in another currency: the rates its reais are counted at. */
  onRates: (currency: CurrencyCode) => void;
  /** False in a book the person only reads: the accounts are listed without their actions. */
  writable: boolean;
  /**
   * The investment accounts' list: their ledger balance is the money applied, at cost (not money at hand, not what
   * the investments are worth), so it is labelled so and no "Saldo em contas" total is drawn under them.
   */
  invested?: boolean;
}

/** The heading of an account's balance today. */
const balanceLabel = (invested: boolean | undefined) => (invested ? INVESTED_BALANCE_LABEL : 'Saldo atual');

/** "Conferir saldo": the bank's balance against Grana's (reconcile-dialog.tsx). */
function ReconcileAction({
  account,
  onReconcile,
  withText,
}: {
  account: Account;
  onReconcile: (account: Account) => void;
  withText: boolean;
}) {
  return (
    <RowAction
      verb="Conferir saldo"
      label={`Conferir saldo de ${account.name}`}
      icon={ListChecks}
      withText={withText}
      className={withText ? 'flex-1' : ''}
      onClick={() => onReconcile(account)}
    />
  );
}

/** "Cotações" of an account in another currency (exchange-rates-dialog.tsx); nothing for an account in reais. */
function RatesAction({
  account,
  onRates,
  withText,
}: {
  account: Account;
  onRates: (currency: CurrencyCode) => void;
  withText: boolean;
}) {
  if (account.currency === HOME_CURRENCY) return null;
  return (
    <RowAction
      verb="Cotações"
      label={`Cotações de ${account.name}`}
      icon={Banknote}
      withText={withText}
      className={withText ? 'flex-1' : ''}
      onClick={() => onRates(account.currency)}
    />
  );
}

/**
 * An investment account's "Aplicado (custo)" in its parts (common/money-accounts.ts), and its ledger balance when
 * that differs: a position or compra registered as already held, whose money Grana never saw come in.
 */
function InvestedParts({ account }: { account: Account }) {
  if (!account.invested) return null;
  const parts = investedPartsText(account.invested);
  const ledgerApart = account.balance_today !== account.invested.total;
  if (!parts && !ledgerApart) return null;
  return (
    <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
      {parts}
      {ledgerApart ? (
        <span className="block">
          Lançamentos da conta somam {formatMoney(reaisToCents(account.balance_today), account.currency)}:
          aplicações já existentes entram pelo custo.
        </span>
      ) : null}
    </span>
  );
}

function ArchivedBadge() {
  return (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200">
      Arquivada
    </span>
  );
}

/** Edit and archive for an active account; restore for an archived one; delete for both. */
function RowActions({
  account,
  actions,
  onEdit,
  compact,
}: {
  account: Account;
  actions: AccountActions;
  onEdit: (account: Account) => void;
  compact: boolean;
}) {
  const archived = account.archived_at !== null;
  // The phone's card spreads the actions, with their verbs, over its width.
  const shared = {
    disabled: actions.busyId === account.id,
    withText: !compact,
    className: compact ? '' : 'flex-1',
  };
  const label = (verb: string) => `${verb} ${account.name}`;
  return (
    <>
      {archived ? (
        <RowAction
          verb="Restaurar"
          label={label('Restaurar')}
          icon={ArchiveRestore}
          onClick={() => void actions.setArchived(account, false)}
          {...shared}
        />
      ) : (
        <>
          <RowAction
            verb="Editar"
            label={label('Editar')}
            icon={Pencil}
            onClick={() => onEdit(account)}
            {...shared}
          />
          <RowAction
            verb="Arquivar"
            label={label('Arquivar')}
            icon={Archive}
            onClick={() => void actions.setArchived(account, true)}
            {...shared}
          />
        </>
      )}
      <RowAction
        verb="Excluir"
        label={label('Excluir')}
        icon={Trash2}
        tone="danger"
        onClick={() => void actions.deleteAccount(account)}
        {...shared}
      />
    </>
  );
}

/** An account's balance today as shown: an investment account's "Aplicado (custo)" is in reais, else its currency. */
function BalanceToday({ account, className }: { account: Account; className?: string }) {
  return (
    <>
      <Amount
        value={shownBalance(account, account.balance_today)}
        currency={account.invested ? HOME_CURRENCY : account.currency}
        className={className}
      />
      <AccountInReais account={account} />
    </>
  );
}

/**
 * The active accounts' totals, in reais: each balance as balance_today_reais (never dollars added to reais), and
 * the month's movement of the accounts in reais; each says what it leaves out.
 */
function GroupTotals({ active, cell }: { active: Account[]; cell: string }) {
  const balance = sumInReais(active);
  const movement = movementInReais(active);
  const note = 'block text-xs font-normal text-slate-500 dark:text-slate-400';
  return (
    <>
      <td className={cn(cell, 'text-right')}>
        <Amount value={movement.total} movement />
        {movement.partial ? <span className={note}>só contas em reais</span> : null}
      </td>
      <td className={cn(cell, 'text-right')}>
        <Amount value={balance.total} />
        {balance.missing > 0 ? <span className={note}>{missingText(balance.missing)}</span> : null}
      </td>
    </>
  );
}

/** Desktop: one row per account, and the totals of the active ones. */
export function AccountTable({
  accounts,
  actions,
  onEdit,
  onReconcile,
  onRates,
  writable,
  invested,
}: AccountListProps) {
  // The total is "Saldo em contas": a card's balance is its debt, shown apart as "Faturas a pagar". Balances
  // are today's: a row registered for a later date is not money moved yet.
  const active = accounts.filter((a) => isMoneyAccount({ type: a.type, archived: a.archived_at !== null }));
  const cell = 'px-4 py-3';
  return (
    <div className={cn(frame, 'hidden overflow-x-auto bg-white md:block dark:bg-slate-900')}>
      <table className="w-full text-sm">
        <caption className="sr-only">{invested ? 'Investimentos' : 'Contas'}</caption>
        <thead className="border-b whitespace-nowrap border-slate-200 bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            <th scope="col" className={cell}>
              Conta
            </th>
            <th scope="col" className={cell}>
              Tipo
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              Saldo inicial
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              Movimento do mês
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              {balanceLabel(invested)}
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {accounts.map((account) => {
            const archived = account.archived_at !== null;
            return (
              <tr key={account.id} className={cn(archived && 'bg-slate-50/70 dark:bg-slate-800/30')}>
                <th scope="row" className={cn(cell, 'text-left font-medium')}>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={cn(archived && 'text-slate-500 dark:text-slate-400')}>
                      {account.name}
                    </span>
                    {archived ? <ArchivedBadge /> : null}
                  </span>
                  <InvestedParts account={account} />
                </th>
                <td className={cn(cell, 'whitespace-nowrap text-slate-600 dark:text-slate-400')}>
                  {accountTypeLabels[account.type] ?? account.type}
                </td>
                <td className={cn(cell, 'text-right')}>
                  <Amount value={account.opening_balance} currency={account.currency} />
                </td>
                <td className={cn(cell, 'text-right')}>
                  <Amount value={account.month_movement} currency={account.currency} movement />
                </td>
                <td className={cn(cell, 'text-right font-semibold')}>
                  <BalanceToday account={account} />
                </td>
                <td className="px-2 py-1.5">
                  {writable ? (
                    <div className="flex justify-end gap-0.5">
                      {archived ? null : (
                        <>
                          <RatesAction account={account} onRates={onRates} withText={false} />
                          <ReconcileAction account={account} onReconcile={onReconcile} withText={false} />
                        </>
                      )}
                      <RowActions account={account} actions={actions} onEdit={onEdit} compact />
                    </div>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
        {active.length > 1 ? (
          <tfoot className="border-t border-slate-200 font-semibold dark:border-slate-800">
            <tr>
              <th scope="row" colSpan={3} className={cn(cell, 'text-left')}>
                Saldo em contas (fora cartões e investimentos)
              </th>
              <GroupTotals active={active} cell={cell} />
              <td />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** Phone: one card per account, the balance first, the actions at the bottom. */
export function AccountCards({
  accounts,
  actions,
  onEdit,
  onReconcile,
  onRates,
  writable,
  invested,
}: AccountListProps) {
  return (
    <ul aria-label={invested ? 'Investimentos' : 'Contas'} className="flex flex-col gap-3 md:hidden">
      {accounts.map((account) => {
        const archived = account.archived_at !== null;
        return (
          <li key={account.id}>
            <div
              className={cn(
                frame,
                archived ? 'bg-slate-100 dark:bg-slate-900/50' : 'bg-white dark:bg-slate-900',
              )}
            >
              <div className="flex items-start justify-between gap-3 px-4 pt-4">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold break-words">{account.name}</span>
                    {archived ? <ArchivedBadge /> : null}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {accountTypeLabels[account.type] ?? account.type}
                  </p>
                  <InvestedParts account={account} />
                </div>
                <div className="text-right">
                  <p className="text-xs text-slate-500 dark:text-slate-400">{balanceLabel(invested)}</p>
                  <BalanceToday account={account} className="text-lg font-semibold" />
                </div>
              </div>
              <dl className={cn('mt-3 grid grid-cols-2 gap-2 px-4 text-sm', !writable && 'pb-4')}>
                <div>
                  <dt className="text-xs text-slate-500 dark:text-slate-400">Saldo inicial</dt>
                  <dd>
                    <Amount value={account.opening_balance} currency={account.currency} />
                  </dd>
                </div>
                <div className="text-right">
                  <dt className="text-xs text-slate-500 dark:text-slate-400">Movimento do mês</dt>
                  <dd>
                    <Amount value={account.month_movement} currency={account.currency} movement />
                  </dd>
                </div>
              </dl>
              {!writable || archived ? null : (
                <div className="mt-3 flex gap-1 border-t border-slate-100 p-1.5 dark:border-slate-800">
                  <RatesAction account={account} onRates={onRates} withText />
                  <ReconcileAction account={account} onReconcile={onReconcile} withText />
                </div>
              )}
              {writable ? (
                <div
                  className={cn(
                    'flex gap-1 border-t border-slate-100 p-1.5 dark:border-slate-800',
                    archived && 'mt-3',
                  )}
                >
                  <RowActions account={account} actions={actions} onEdit={onEdit} compact={false} />
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
