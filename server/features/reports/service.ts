import {
  type MonthlyRow,
  NO_CATEGORY,
  NO_PAYEE,
  NO_TAG,
  type ReportRow,
  type ReportSummary,
  type ReportType,
  type TopItemsAnswer,
} from '../../../common/contract/reports';
import { centsToReais } from '../../../common/money';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../http/deps';
import { type GroupTotal, type LineType, reportsRepository as repo } from './repository';

export interface Period {
  from: string;
  to: string;
}

const typeName = (type: LineType): ReportType => (type === 'RECEITA' ? 'receita' : 'despesa');

/** Largest first; ties by name, the 'Sem ...' row after the named ones. */
function presentRows(rows: GroupTotal[], missingName: string): ReportRow[] {
  return rows
    .map((r) => ({ id: r.id, name: r.name ?? missingName, type: typeName(r.type), total: r.total }))
    .sort(
      (a, b) =>
        b.total - a.total ||
        Number(a.id === null) - Number(b.id === null) ||
        a.name.localeCompare(b.name, 'pt-BR'),
    )
    .map((r) => ({ ...r, total: centsToReais(r.total) }));
}

/** resultado / receitas x 100 with one decimal, from cents; null without income. */
export function savingsRate(receitasCents: number, despesasCents: number): number | null {
  if (receitasCents <= 0) return null;
  return Math.round(((receitasCents - despesasCents) / receitasCents) * 1000) / 10;
}

export function createReportsService(db: Db) {
  return {
    async byCategory(user: AuthUser, { from, to }: Period): Promise<ReportRow[]> {
      return presentRows(await repo.byCategory(db, user.id, from, to), NO_CATEGORY);
    },

    async byPayee(user: AuthUser, { from, to }: Period): Promise<ReportRow[]> {
      return presentRows(await repo.byPayee(db, user.id, from, to), NO_PAYEE);
    },

    async byTag(user: AuthUser, { from, to }: Period): Promise<ReportRow[]> {
      return presentRows(await repo.byTag(db, user.id, from, to), NO_TAG);
    },

    async monthly(user: AuthUser, { from, to }: Period): Promise<MonthlyRow[]> {
      return (await repo.monthly(db, user.id, from, to)).map((m) => ({
        month: m.month,
        receitas: centsToReais(m.receitas),
        despesas: centsToReais(m.despesas),
      }));
    },

    async top(
      user: AuthUser,
      type: LineType,
      { from, to, limit }: Period & { limit: number },
    ): Promise<TopItemsAnswer> {
      const [rows, totals] = await Promise.all([
        repo.top(db, user.id, type, from, to, limit),
        repo.totals(db, user.id, from, to),
      ]);
      return {
        data: rows.map((r) => ({
          id: r.id,
          name: r.description.trim() || r.payee || r.category || 'Sem descrição',
          date: r.date,
          category: r.category ?? NO_CATEGORY,
          total: centsToReais(r.total),
        })),
        total: centsToReais(type === 'RECEITA' ? totals.receitas : totals.despesas),
      };
    },

    async summary(user: AuthUser, { from, to }: Period): Promise<ReportSummary> {
      const t = await repo.totals(db, user.id, from, to);
      return {
        from,
        to,
        receitas: centsToReais(t.receitas),
        despesas: centsToReais(t.despesas),
        resultado: centsToReais(t.receitas - t.despesas),
        count: t.count,
        savings_rate: savingsRate(t.receitas, t.despesas),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
