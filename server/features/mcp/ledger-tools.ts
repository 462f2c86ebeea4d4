// Read tools over the accounts and the transactions: list_accounts and search_transactions.
import { type Account, accountTypeLabels } from '../../../common/contract/accounts';
import { BALANCE_LABELS, type Balances } from '../../../common/contract/balances';
import { z } from '../../../common/contract/shared';
import type { Transaction, TransactionPage } from '../../../common/contract/transactions';
import { formatDateBR } from '../../../common/dates';
import { formatReais } from '../../../common/money';
import { ask } from './api-caller';
import { accountArgs, accountIdOf, categoryArgs, categoryOf, periodArgs, periodOf } from './lookups';
import { countArg, defineTool, linesOf, money } from './tool';

export const listAccounts = defineTool({
  name: 'list_accounts',
  description:
    'Lista as contas e cartões com o saldo de hoje, e os totais "Saldo em contas", "Faturas a pagar" e "Saldo líquido". / Lists the accounts and cards with their balance today and the totals.',
  input: {
    include_archived: z
      .boolean({ error: 'include_archived: true ou false' })
      .optional()
      .describe('Incluir arquivadas / include archived accounts'),
  },
  writes: false,
  async run(api, args) {
    const [accounts, balances] = await Promise.all([
      ask<Account[]>(api, 'GET', '/accounts', {
        query: { includeArchived: args.include_archived ? 'true' : undefined },
      }),
      ask<Balances>(api, 'GET', '/accounts/balances'),
    ]);
    const lines = accounts.map(
      (a) =>
        `- ${a.name} (${accountTypeLabels[a.type]}${a.archived_at ? ', arquivada' : ''}): ${formatReais(a.balance_today)} [id ${a.id}]`,
    );
    const totals = [
      `${BALANCE_LABELS.accounts}: ${formatReais(balances.accounts)}`,
      `${BALANCE_LABELS.bills_to_pay}: ${formatReais(balances.bills_to_pay)}`,
      `${BALANCE_LABELS.net}: ${formatReais(balances.net)}`,
    ];
    return {
      text: [
        `Contas em ${formatDateBR(balances.as_of)}:`,
        ...(lines.length ? lines : ['Nenhuma conta.']),
        '',
        ...totals,
      ].join('\n'),
      structured: {
        as_of: balances.as_of,
        accounts: accounts.map((a) => ({
          id: a.id,
          name: a.name,
          type: a.type,
          archived: a.archived_at !== null,
          balance_today: money(a.balance_today),
        })),
        totals: {
          accounts: money(balances.accounts),
          bills_to_pay: money(balances.bills_to_pay),
          future_installments: money(balances.future_installments),
          net: money(balances.net),
        },
      },
    };
  },
});

/** The most rows one search answers: an assistant's context, not a screen's list. */
export const MAX_SEARCH_LIMIT = 100;
const DEFAULT_SEARCH_LIMIT = 20;

function transactionLine(t: Transaction): string {
  const sign = t.type === 'DESPESA' ? '-' : '+';
  const parts = [
    formatDateBR(t.date),
    t.description || t.payee_name || 'Sem descrição',
    `${sign}${formatReais(t.amount)}`,
    t.transfer_id ? 'transferência' : (t.categoria_name ?? 'Sem categoria'),
    t.conta_name,
  ];
  return `- ${parts.join(' · ')} [id ${t.id}]`;
}

export const searchTransactions = defineTool({
  name: 'search_transactions',
  description:
    'Busca transações por texto (descrição, favorecido ou valor), período, categoria, conta e tipo, página a página; com um período, soma receitas e despesas. / Searches transactions by text, period, category, account and type, paginated; with a period it also totals them.',
  input: {
    text: z
      .string({ error: 'text: um texto' })
      .trim()
      .max(100, { error: 'Busca muito longa (até 100 caracteres)' })
      .optional()
      .describe('Texto a buscar, ex. ifood / text to search'),
    ...periodArgs,
    ...categoryArgs,
    ...accountArgs,
    type: z
      .enum(['despesa', 'receita'], { error: 'type: despesa ou receita' })
      .optional()
      .describe('despesa (expense) ou receita (income)'),
    page: countArg(1, 1000, 'page').optional().describe('Página, a partir de 1 / page'),
    limit: countArg(1, MAX_SEARCH_LIMIT, 'limit')
      .optional()
      .describe(`Linhas por página, até ${MAX_SEARCH_LIMIT} / rows per page`),
  },
  writes: false,
  async run(api, args) {
    const [period, category, accountId] = await Promise.all([
      periodOf(api, args, { thisMonthByDefault: false }),
      categoryOf(api, args),
      accountIdOf(api, args),
    ]);
    const page = args.page ?? 1;
    const limit = args.limit ?? DEFAULT_SEARCH_LIMIT;
    const result = await ask<TransactionPage>(api, 'GET', '/transactions', {
      query: {
        q: args.text || undefined,
        from: period?.from,
        to: period?.to,
        categoryId: category?.id,
        accountId,
        type: args.type,
        page,
        limit,
      },
    });
    const head = period
      ? `Transações de ${formatDateBR(period.from)} a ${formatDateBR(period.to)}, página ${page}:`
      : `Transações, página ${page}:`;
    const totals = result.totals
      ? [
          '',
          `Total: ${result.totals.count} transações; receitas ${formatReais(result.totals.receitas)}, despesas ${formatReais(result.totals.despesas)}.`,
        ]
      : [];
    return {
      text: [
        head,
        result.items.length ? linesOf(result.items, limit, transactionLine) : 'Nenhuma transação encontrada.',
        ...(result.hasMore ? [`Há mais: peça a página ${page + 1}.`] : []),
        ...totals,
      ].join('\n'),
      structured: {
        period,
        page,
        limit,
        has_more: result.hasMore,
        items: result.items.map((t) => ({
          id: t.id,
          date: t.date,
          description: t.description,
          type: t.type === 'DESPESA' ? 'despesa' : 'receita',
          transfer: t.transfer_id !== null,
          amount: money(t.amount),
          category_id: t.categoriaId,
          category: t.categoria_name,
          payee: t.payee_name,
          account_id: t.contaId,
          account: t.conta_name,
        })),
        totals: result.totals
          ? {
              count: result.totals.count,
              receitas: money(result.totals.receitas),
              despesas: money(result.totals.despesas),
            }
          : null,
      },
    };
  },
});
