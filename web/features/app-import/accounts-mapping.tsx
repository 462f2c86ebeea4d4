import { type Account, accountTypeLabels } from '../../../common/contract/accounts';
import type { AppImportAccount } from '../../../common/contract/app-import';
import { formatDateBR } from '../../../common/dates';
import { centsToReais, formatReais, roundToCents } from '../../../common/money';
import { Checkbox } from '../../components/ui/checkbox';
import { Field, SelectField, TextField } from '../../components/ui/field';
import { MoneyInput } from '../../components/ui/money-input';
import { type AccountMapping, type CardTermErrors, CREATE, isNewCard, mayCreate, retarget } from './mapping';
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
                {account.match && choice.target === String(account.match.id) ? (
                  <BalanceLine account={account} keep={choice.keepBalance !== false} />
                ) : null}
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
                hint={
                  account.match?.by === 'near' && choice.target === String(account.match.id)
                    ? 'Nome parecido: confira'
                    : undefined
                }
                value={choice.target}
                onChange={(event) => onChange(account.name, retarget(choice, event.target.value))}
              >
                {/* A name the person already has always goes there (names are unique in a book). */}
                {mayCreate(account) ? <option value={CREATE}>Criar conta nova</option> : null}
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
            {account.earlier && account.match && choice.target === String(account.match.id) ? (
              <Checkbox
                labelClassName="mt-2"
                checked={choice.keepBalance !== false}
                onChange={(event) => onChange(account.name, { ...choice, keepBalance: event.target.checked })}
              >
                {mine.find((a) => a.id === account.match?.id)?.type === 'credit_card' ? (
                  <>
                    Faturas já vencidas foram pagas fora do Grana (ajustar o saldo inicial em{' '}
                    <span className="money">{formatReais(-account.earlier.movement)}</span>): o arquivo traz{' '}
                    {formatReais(-account.earlier.movement)} de compras nas faturas fechadas até{' '}
                    {formatDateBR(account.earlier.before ?? '')}, que ficam pagas; as compras das faturas
                    seguintes continuam a pagar.
                  </>
                ) : (
                  <>
                    Manter o saldo de hoje (ajustar o saldo inicial em{' '}
                    <span className="money">{formatReais(-account.earlier.movement)}</span>):{' '}
                    {account.earlier.before
                      ? `o arquivo traz ${formatReais(account.earlier.movement)} de movimento antes do primeiro lançamento desta conta no Grana (${formatDateBR(account.earlier.before)}).`
                      : `o arquivo traz ${formatReais(account.earlier.movement)} de movimento numa conta ainda sem lançamentos.`}
                  </>
                )}
              </Checkbox>
            ) : null}
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

/**
 * The account's balance in Grana before and after the import, as the keep-balance choice leaves it (the preview
 * answered it with the choice ticked when offered).
 */
function BalanceLine({ account, keep }: { account: AppImportAccount; keep: boolean }) {
  const moved = account.earlier?.movement ?? 0;
  const after =
    keep === account.keepBalance
      ? account.balanceAfter
      : keep
        ? account.balanceAfter - moved
        : account.balanceAfter + moved;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      Saldo no Grana <span className="money">{formatReais(account.balanceBefore)}</span> →{' '}
      <span className="money">{formatReais(centsToReais(roundToCents(after)))}</span>
    </p>
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
