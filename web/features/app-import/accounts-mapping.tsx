import { type Account, accountTypeLabels } from '../../../common/contract/accounts';
import type { AppImportAccount } from '../../../common/contract/app-import';
import { formatReais } from '../../../common/money';
import { Field, SelectField, TextField } from '../../components/ui/field';
import { MoneyInput } from '../../components/ui/money-input';
import { type AccountMapping, type CardTermErrors, CREATE, isNewCard } from './mapping';
import { counted } from './summary-text';

interface AccountsMappingProps {
  accounts: AppImportAccount[];
  /** The person's accounts, to send one of the file's into. */
  mine: readonly Account[];
  mapping: Record<string, AccountMapping>;
  errors: Record<string, CardTermErrors>;
  onChange: (name: string, choice: AccountMapping) => void;
}

/**
 * The file's accounts, one block each (a row of columns from tablet width up): its rows, what it moves, and where it
 * goes. A new card asks for its bill's terms, which no other app's export carries.
 */
export function AccountsMapping({ accounts, mine, mapping, errors, onChange }: AccountsMappingProps) {
  return (
    <ul aria-label="Contas do arquivo" className="divide-y divide-slate-100 dark:divide-slate-800">
      {accounts.map((account) => {
        const choice = mapping[account.name];
        if (!choice) return null;
        return (
          <li key={account.name} className="py-3 first:pt-0 last:pb-0">
            <div className="grid gap-2 md:grid-cols-[minmax(0,1fr)_16rem] md:items-start md:gap-4">
              <div className="min-w-0">
                <p className="font-medium break-words">{account.name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {accountTypeLabels[account.kind]} · {counted(account.rows, 'transação', 'transações')} ·
                  movimento <span className="money">{formatReais(account.movement)}</span>
                </p>
                {account.opening !== 0 ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    Saldo inicial no app <span className="money">{formatReais(account.opening)}</span>
                    {choice.target === CREATE ? '' : ': a conta do Grana mantém o saldo inicial dela'}
                  </p>
                ) : null}
              </div>
              <SelectField
                label="Vai para"
                aria-label={`Para onde vai "${account.name}"`}
                value={choice.target}
                onChange={(event) => onChange(account.name, { ...choice, target: event.target.value })}
              >
                {/* A name the person already has always goes there (names are unique in a book). */}
                {account.match ? null : <option value={CREATE}>Criar conta nova</option>}
                {account.match && !mine.some((a) => a.id === account.match?.id) ? (
                  <option value={account.match.id}>{account.match.name}</option>
                ) : null}
                {mine.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </SelectField>
            </div>
            {isNewCard(account, choice) ? (
              <CardTerms
                name={account.name}
                choice={choice}
                errors={errors[account.name] ?? {}}
                onChange={(next) => onChange(account.name, next)}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function CardTerms({
  name,
  choice,
  errors,
  onChange,
}: {
  name: string;
  choice: AccountMapping;
  errors: CardTermErrors;
  onChange: (choice: AccountMapping) => void;
}) {
  return (
    <fieldset className="mt-3 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-3 dark:bg-slate-800/50">
      <legend className="sr-only">Fatura do cartão "{name}"</legend>
      <p className="text-sm text-slate-700 sm:col-span-3 dark:text-slate-300">
        Cartão novo: informe quando a fatura fecha e vence, e o limite.
      </p>
      <TextField
        label="Dia de fechamento"
        inputMode="numeric"
        maxLength={2}
        value={choice.closingDay}
        error={errors.closingDay}
        onChange={(event) => onChange({ ...choice, closingDay: event.target.value.replace(/\D/g, '') })}
      />
      <TextField
        label="Dia de vencimento"
        inputMode="numeric"
        maxLength={2}
        value={choice.dueDay}
        error={errors.dueDay}
        onChange={(event) => onChange({ ...choice, dueDay: event.target.value.replace(/\D/g, '') })}
      />
      <Field label="Limite" error={errors.limit}>
        {(id, describedBy) => (
          <MoneyInput
            id={id}
            aria-invalid={!!errors.limit}
            aria-describedby={describedBy}
            value={choice.limit}
            onChange={(limit) => onChange({ ...choice, limit })}
          />
        )}
      </Field>
    </fieldset>
  );
}
