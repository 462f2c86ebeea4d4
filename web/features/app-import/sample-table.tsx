import type { AppImportSampleRow } from '../../../common/contract/app-import';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';

/** The row's amount with its direction: green and '+' for income, red and '-' for an expense. */
function SignedAmount({ row }: { row: AppImportSampleRow }) {
  const text = formatReais(row.amount);
  if (row.type === 'RECEITA') return <span className="text-emerald-700 dark:text-emerald-400">+{text}</span>;
  if (row.type === 'DESPESA') return <span className="text-red-700 dark:text-red-400">-{text}</span>;
  return <span>{text}</span>;
}

/** 'Nubank → Poupança' for a transfer, the account alone otherwise. */
const accountText = (row: AppImportSampleRow) =>
  row.destination ? `${row.account} → ${row.destination}` : row.account;

/** The file's first rows as Grana will read them; the table scrolls sideways inside its card on a phone. */
export function SampleTable({ rows }: { rows: AppImportSampleRow[] }) {
  return (
    <div className="-mx-5 overflow-x-auto px-5">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Primeiras transações do arquivo</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <th scope="col" className="py-2 pr-3 font-medium">
              Data
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Descrição
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Conta
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Categoria
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Valor
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{formatDateBR(row.date)}</td>
              <td className="py-2 pr-3 break-words">
                {transferText(row)}
                {/* A space in the text, not a margin: read aloud or copied it is "Geladeira (1/10)". */}
                {row.installment ? (
                  <>
                    {' '}
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      (parcela {row.installment})
                    </span>
                  </>
                ) : null}
              </td>
              <td className="py-2 pr-3">{accountText(row)}</td>
              <td className="py-2 pr-3">{row.category?.replace(':', ' › ') ?? '—'}</td>
              <td className="money py-2 text-right whitespace-nowrap">
                <SignedAmount row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A transfer says so, unless its own words already do ('Transferência para poupança'). */
function transferText(row: AppImportSampleRow): string {
  if (row.type !== 'TRANSFER') return row.description || '—';
  return /^transfer[eê]ncia/i.test(row.description)
    ? row.description
    : `Transferência: ${row.description || '—'}`;
}
