import { ListChecks, ListFilter, Plus, Unlink } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Account } from '../../../common/contract/accounts';
import type { SyncAccount } from '../../../common/contract/sync';
import { todayIn } from '../../../common/dates';
import { FormError } from '../../components/ui/alert';
import { Button, focusRing } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm-provider';
import { SelectField } from '../../components/ui/field';
import { RowAction, rowActionClass } from '../../components/ui/row-action';
import { useToast } from '../../components/ui/toast';
import { useAction } from '../../components/ui/use-action';
import type { ReconcileTarget } from '../../entities/account/public';
import { errorMessage } from '../../lib/api-client';
import { browserTimeZone, browserToday } from '../../lib/browser-today';
import { cn } from '../../lib/cn';
import { useLinkSyncAccount } from './api/sync-accounts';
import { BankBalances } from './bank-balances';
import {
  bankAccountKind,
  cardTermsText,
  createdText,
  linkedText,
  syncedRowsPath,
  unlinkedText,
  unlinkQuestion,
} from './sync-words';

/** "Conferir saldo" opened on the linked account, with the bank's balance on the day the bank read it. */
export type OnReconcile = (account: ReconcileTarget, initial: { date: string; amount: number }) => void;

/**
 * What an action on the link calls when it ends: the control pressed is gone (Ligar and Criar conta no Grana give
 * way to the linked account's actions, Desligar to the choice), so the item takes the focus back.
 */
type OnDone = () => void;

/** Ligar a uma conta do Grana (of a matching kind), or create one from the bank's data. */
function LinkChoice({
  account,
  choices,
  onDone,
}: {
  account: SyncAccount;
  choices: readonly Account[];
  onDone: OnDone;
}) {
  const link = useLinkSyncAccount();
  const toast = useToast();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async (body: { account_id: number } | { create: true }) => {
    setError(null);
    try {
      const linked = await link.mutateAsync({ id: account.id, ...body });
      if ('create' in body) toast(createdText(account.kind, linked.account?.name ?? account.name));
      else {
        const name = linked.account?.name ?? choices.find((c) => c.id === body.account_id)?.name ?? '';
        toast(linkedText(account.kind, name));
      }
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível ligar a conta'));
    } finally {
      // The button pressed was disabled while the request ran, which took the focus from it.
      onDone();
    }
  };

  const create = (
    <Button disabled={link.isPending} onClick={() => void send({ create: true })}>
      <Plus size={16} aria-hidden />
      Criar conta no Grana
    </Button>
  );

  // Nothing to choose from: no select to open, only the way to make the account.
  if (choices.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {account.kind === 'card'
            ? 'Nenhum cartão de crédito do Grana livre para ligar: crie um com os dados do banco.'
            : account.kind === 'investment'
              ? 'Nenhuma conta de investimentos do Grana livre para ligar: crie uma para as aplicações e ações do banco.'
              : 'Nenhuma conta do Grana livre para ligar: crie uma com os dados do banco.'}
        </p>
        {create}
        <FormError message={error} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <form
        noValidate
        aria-label={`Ligar ${account.name}`}
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) void send({ account_id: Number(chosen) });
        }}
      >
        <SelectField
          label="Ligar a uma conta do Grana"
          className="sm:min-w-64 sm:flex-1"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">Escolha uma conta</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap items-center gap-2 sm:pt-6">
          <Button type="submit" variant="secondary" disabled={!chosen || link.isPending}>
            Ligar
          </Button>
          <span className="text-sm text-slate-600 dark:text-slate-400">ou</span>
          {create}
        </div>
      </form>
      <FormError message={error} />
    </div>
  );
}

/** The linked Grana account: where its rows are, "Conferir saldo" with the bank's figure, and "Desligar". */
function LinkedActions({
  account,
  onReconcile,
  onDone,
  writable,
}: {
  account: SyncAccount;
  onReconcile: OnReconcile;
  onDone: OnDone;
  writable: boolean;
}) {
  const link = useLinkSyncAccount();
  const confirm = useConfirm();
  const act = useAction();
  const linked = account.account;
  if (!linked) return null;

  const unlink = async () => {
    const ok = await confirm({
      title: `Desligar ${account.name}`,
      message: unlinkQuestion(account.kind, linked.name),
      confirmLabel: 'Desligar',
      danger: true,
    });
    // Answered no, the dialog gives the focus back to Desligar, still there.
    if (!ok) return;
    await act({
      work: () => link.mutateAsync({ id: account.id, account_id: null }),
      done: unlinkedText(account.kind, account.name),
      failed: 'Não foi possível desligar a conta',
    });
    onDone();
  };

  const investments = account.kind === 'investment';
  return (
    <div className="-mx-3 -mb-1 flex flex-wrap gap-1">
      {investments ? (
        <Link
          to="/investimentos"
          className={rowActionClass()}
          aria-label={`Ver investimentos de ${linked.name}`}
        >
          <ListFilter size={16} aria-hidden /> Ver investimentos
        </Link>
      ) : (
        <Link
          to={syncedRowsPath(linked.id, browserToday())}
          className={rowActionClass()}
          aria-label={`Ver lançamentos de ${linked.name}`}
        >
          <ListFilter size={16} aria-hidden /> Ver lançamentos
        </Link>
      )}
      {writable ? (
        <>
          {investments ? null : (
            <RowAction
              verb="Conferir saldo"
              label={`Conferir saldo de ${linked.name}`}
              icon={ListChecks}
              withText
              onClick={() =>
                onReconcile(
                  { id: linked.id, name: linked.name },
                  {
                    date: todayIn(browserTimeZone(), new Date(account.bank_balance_at)),
                    amount: account.bank_balance,
                  },
                )
              }
            />
          )}
          <RowAction
            verb="Desligar"
            label={`Desligar ${account.name}`}
            icon={Unlink}
            tone="danger"
            withText
            disabled={link.isPending}
            onClick={() => void unlink()}
          />
        </>
      ) : null}
    </div>
  );
}

/**
 * One of the bank's accounts: its name, kind and number, a card's terms, the bank's balance beside Grana's, and
 * either the linked Grana account with its actions or the choice of one.
 */
export function SyncAccountItem({
  account,
  choices,
  onReconcile,
  writable,
}: {
  account: SyncAccount;
  /** The Grana accounts it may be linked to. */
  choices: readonly Account[];
  onReconcile: OnReconcile;
  /** False in a book the person only reads: no linking, unlinking or 'Conferir saldo' (each writes). */
  writable: boolean;
}) {
  const nameId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const terms = cardTermsText(account);
  const focusItem = useCallback(() => heading.current?.focus(), []);
  return (
    <li
      aria-labelledby={nameId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div>
        {/* Focused by script only (after Ligar, Criar conta no Grana, Desligar): no Tab stop of its own, and the
            app's ring where a keyboard brought it, so the person sees where they are. */}
        <h4
          id={nameId}
          ref={heading}
          tabIndex={-1}
          className={cn('rounded font-medium break-words', focusRing)}
        >
          {account.name}
        </h4>
        <p className="text-sm text-slate-600 dark:text-slate-400">{bankAccountKind(account)}</p>
        {terms ? <p className="text-sm text-slate-600 dark:text-slate-400">{terms}</p> : null}
        {account.account ? (
          <p className="mt-1 text-sm">{linkedText(account.kind, account.account.name)}</p>
        ) : null}
      </div>
      <BankBalances account={account} />
      {account.account ? (
        <LinkedActions account={account} onReconcile={onReconcile} onDone={focusItem} writable={writable} />
      ) : writable ? (
        <LinkChoice account={account} choices={choices} onDone={focusItem} />
      ) : null}
    </li>
  );
}
