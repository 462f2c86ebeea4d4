import type { Transaction } from '../../../../common/contract/transactions';
import { formatDateBR, formatDayHeading } from '../../../../common/dates';
import { ForeignLine, TransferLegLine } from '../../../entities/account/public';
import {
  amountText,
  directionOf,
  signedReais,
  subtitleOf,
  titleOf,
  transferOtherSide,
} from '../../../entities/transaction/transaction-display';
import { browserToday } from '../../../lib/browser-today';
import { cn } from '../../../lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { PeopleLine } from '../../household/public';
import { RowAttachments } from '../attachments/row-attachments';
import { groupByDay } from './day-groups';
import {
  Actions,
  amountTone,
  CheckedMark,
  DirectionIcon,
  directionLabel,
  InstallmentBadge,
  RowCategory,
  SelectBox,
  TagChips,
  TransferHint,
} from './row-parts';
import { canCategorise } from './similar-rows';
import type { CategoryProps, RowProps, TransactionListProps } from './transaction-list-props';

/**
 * A table from the md breakpoint; on a phone, compact cards under their days' headings. Only one of them is in
 * the page.
 */
export function TransactionList(props: TransactionListProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return desktop ? <TransactionTable {...props} /> : <TransactionCards {...props} />;
}

function TransactionTable({
  items,
  onOpen,
  onDelete,
  selected,
  onSelect,
  ...category
}: TransactionListProps) {
  const { writable } = category;
  const selectable = items.filter(canCategorise).map((tx) => tx.id);
  const all = selectable.length > 0 && selectable.every((id) => selected.has(id));
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
          <tr>
            {writable ? (
              <th scope="col" className="w-10 py-3 pl-4">
                <input
                  type="checkbox"
                  aria-label="Selecionar todas"
                  checked={all}
                  disabled={selectable.length === 0}
                  onChange={(e) => onSelect(selectable, e.target.checked)}
                  className="h-4 w-4 accent-brand-700"
                />
              </th>
            ) : null}
            <th scope="col" className={cn('px-3 py-3 font-medium', !writable && 'pl-4')}>
              Descrição
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Data
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Categoria
            </th>
            <th scope="col" className="px-3 py-3 font-medium">
              Conta
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Valor
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((tx) => {
            const direction = directionOf(tx);
            const subtitle = subtitleOf(tx);
            return (
              <tr key={tx.id} className="align-top hover:bg-slate-50 dark:hover:bg-slate-800/40">
                {writable ? (
                  <td className="py-3 pl-4 align-middle">
                    <SelectBox tx={tx} selected={selected} onSelect={onSelect} writable />
                  </td>
                ) : null}
                <td className={cn('px-3 py-3', !writable && 'pl-4')}>
                  <div className="flex items-start gap-3">
                    <DirectionIcon direction={direction} />
                    <div className="min-w-0">
                      <p className="font-medium break-words text-slate-900 dark:text-slate-100">
                        {titleOf(tx)}
                        <CheckedMark tx={tx} />
                        <InstallmentBadge tx={tx} />
                        <RowAttachments comprovantes={tx.comprovantes} className="ml-2" />
                      </p>
                      {subtitle ? (
                        <p className="text-xs text-slate-500 dark:text-slate-400">{subtitle}</p>
                      ) : null}
                      {direction === 'transfer' ? <TransferHint /> : null}
                      <PeopleLine tx={tx} />
                      <TagChips tx={tx} />
                    </div>
                  </div>
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-600 dark:text-slate-300">
                  {formatDateBR(tx.date)}
                </td>
                <td className={cn('px-3 text-slate-700 dark:text-slate-300', writable ? 'py-2' : 'py-3')}>
                  <RowCategory tx={tx} {...category} />
                </td>
                <td className="px-3 py-3 text-slate-700 dark:text-slate-300">{tx.conta_name}</td>
                <td className={cn('money px-3 py-3 text-right font-semibold', amountTone[direction])}>
                  {amountText(tx)}
                  <ForeignLine foreign={tx.foreign} estimated={tx.estimated} />
                  <TransferLegLine tx={tx} />
                </td>
                <td className="px-3 py-2">
                  <Actions tx={tx} onOpen={onOpen} onDelete={onDelete} writable={writable} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function TransactionCards({ items, onOpen, onDelete, lastDayComplete, ...rest }: TransactionListProps) {
  const today = browserToday();
  const groups = groupByDay(items);
  return (
    <div className="space-y-4">
      {groups.map((group, index) => {
        const heading = formatDayHeading(group.date, today);
        const headingId = `day-${group.date}`;
        const whole = lastDayComplete || index < groups.length - 1;
        return (
          <section key={group.date} aria-labelledby={headingId}>
            <div className="mb-1.5 flex items-baseline justify-between gap-2 px-1">
              <h2 id={headingId} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
                {heading}
              </h2>
              {group.net !== null && whole ? (
                <p className="money text-xs font-medium text-slate-600 dark:text-slate-400">
                  <span className="sr-only">Total do dia: </span>
                  {signedReais(group.net)}
                </p>
              ) : null}
            </div>
            <ul
              aria-label={`Transações de ${heading.toLowerCase()}`}
              className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
            >
              {group.items.map((tx) => (
                <TransactionCard key={tx.id} tx={tx} onOpen={onOpen} onDelete={onDelete} {...rest} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/**
 * One row on a phone, two lines high so that six and more fit a screen: the description (up to two lines) and the
 * amount, then the category (a tap opens its sheet), the account and the actions. Its day is the heading above it.
 * A tap anywhere else on the row opens it, as its pencil (or a leitor's eye) does: the first line is a button whose
 * area (::after) covers the row, under the box, the category and the actions (z-10), so no button holds another.
 * That button is left out of the Tab order: the pencil and the eye are the keyboard's way, one stop per row.
 */
function TransactionCard({
  tx,
  onOpen,
  onDelete,
  selected,
  onSelect,
  ...category
}: { tx: Transaction } & RowProps & CategoryProps & Pick<TransactionListProps, 'selected' | 'onSelect'>) {
  const direction = directionOf(tx);
  const subtitle = subtitleOf(tx);
  return (
    <li className="relative flex items-center gap-2 py-1 pr-1 pl-3">
      <SelectBox tx={tx} selected={selected} onSelect={onSelect} writable={category.writable} />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          tabIndex={-1}
          onClick={() => onOpen(tx)}
          className="flex w-full cursor-pointer items-baseline justify-between gap-2 text-left outline-none after:absolute after:inset-0 active:after:bg-slate-500/10 focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600"
        >
          {/* Two lines of text at most, never the installment's '1/10': it stays whole beside them. */}
          <span className="flex min-w-0 items-baseline text-sm font-medium">
            <span className="line-clamp-2 min-w-0 break-words">
              <span className="sr-only">{directionLabel[direction]}: </span>
              {titleOf(tx)}
              {subtitle ? (
                <span className="font-normal text-slate-500 dark:text-slate-400"> · {subtitle}</span>
              ) : null}
            </span>
            <CheckedMark tx={tx} />
            <InstallmentBadge tx={tx} />
          </span>
          <span className={cn('money shrink-0 text-right text-sm font-semibold', amountTone[direction])}>
            {amountText(tx)}
            {/* As narrow as its halves: a shrink-0 column at its full width squeezed the description. */}
            <ForeignLine foreign={tx.foreign} estimated={tx.estimated} className="ml-auto w-min" />
            <TransferLegLine tx={tx} className="ml-auto w-min" />
          </span>
        </button>
        <div className="flex min-w-0 items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
          <RowAttachments comprovantes={tx.comprovantes} />
          {direction === 'transfer' ? (
            <span className="truncate py-1">Transferência · {transferOtherSide(tx)}</span>
          ) : (
            <>
              <RowCategory tx={tx} phone {...category} />
              <span className="truncate">· {tx.conta_name}</span>
            </>
          )}
        </div>
        <PeopleLine tx={tx} short className="truncate pb-1" />
        <TagChips tx={tx} />
      </div>
      <Actions tx={tx} onOpen={onOpen} onDelete={onDelete} writable={category.writable} />
    </li>
  );
}
