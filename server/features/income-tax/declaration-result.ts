// The declaration's result on the page: the year's figures gathered from the informes, the mapped rows and the
// Carnê-Leão, handed to common/income-tax-result.ts (which works both models), and answered in reais with where
// each input came from.
import type { TaxIncomeItem } from '../../../common/contract/income-tax';
import type { TaxResult, TaxResultModel } from '../../../common/contract/income-tax-result';
import { type PaymentKind, paymentCode } from '../../../common/income-tax-declaration';
import { declarationResult, type ModelResult } from '../../../common/income-tax-result';
import { centsToReais, sumCents } from '../../../common/money';
import type { StatementRow } from './statements-repository';

/** A payment code's money of the year for one person of its instrução (0 the titular, and every other code). */
export interface CodeMoney {
  code: string;
  person: number;
  cents: number;
}

/**
 * The year's rendimentos tributáveis, one figure for the result and the PGBL's 12%: the informes', the rows of the
 * sources without one (an informe replaces its source's rows, which hold the same money received net) and the
 * Carnê-Leão's.
 */
export function taxableOf(
  statements: readonly StatementRow[],
  replaced: ReadonlyMap<string, number>,
  rowsCents: number,
  carneLeaoCents: number,
) {
  const fromStatements = sumCents(statements.map((s) => s.taxableCents));
  const fromRows = Math.max(0, rowsCents - sumCents(replaced.values()));
  return { fromStatements, fromRows, carneLeaoCents, cents: fromStatements + fromRows + carneLeaoCents };
}

/**
 * Whether the person contributes to an official pension regime, which the PGBL's deduction asks (Lei 9.532/1997,
 * art. 11, § 5º): an informe with INSS says so; without any informe the page cannot tell and counts the PGBL, as
 * a salaried person's rows are.
 */
export const contributesToOfficialPension = (statements: readonly StatementRow[]) =>
  statements.length === 0 || statements.some((s) => s.officialPensionCents > 0);

const toReais = (m: ModelResult): TaxResultModel => ({
  deductions: centsToReais(m.deductionsCents),
  base: centsToReais(m.baseCents),
  taxByTable: centsToReais(m.taxByTableCents),
  reduction: centsToReais(m.reductionCents),
  incentive: centsToReais(m.incentiveCents),
  taxDue: centsToReais(m.taxDueCents),
  paid: centsToReais(m.paidCents),
  balance: centsToReais(m.balanceCents),
});

export function resultOfYear(input: {
  year: number;
  statements: readonly StatementRow[];
  taxable: ReturnType<typeof taxableOf>;
  payments: readonly CodeMoney[];
  dependents: number;
  /** Typed, or null: the year's DARFs as worked out. */
  carneLeaoPaidCents: number | null;
  carneLeaoDarfsCents: number;
}): TaxResult | null {
  const ofKind = (kind: PaymentKind) => input.payments.filter((p) => paymentCode(p.code)?.kind === kind);
  const centsOfKind = (kind: PaymentKind) => sumCents(ofKind(kind).map((p) => p.cents));
  const instructionByPerson = new Map<number, number>();
  for (const p of ofKind('instrucao'))
    instructionByPerson.set(p.person, (instructionByPerson.get(p.person) ?? 0) + p.cents);
  const officialPensionCents = sumCents(input.statements.map((s) => s.officialPensionCents));
  const withheldCents = sumCents(input.statements.map((s) => s.withheldCents));
  const carneLeaoPaidCents = input.carneLeaoPaidCents ?? input.carneLeaoDarfsCents;
  const taxableCents = input.taxable.cents;
  const result = declarationResult({
    year: input.year,
    taxableCents,
    officialPensionCents,
    dependents: input.dependents,
    instructionByPersonCents: [...instructionByPerson.values()],
    healthCents: centsOfKind('saude'),
    privatePensionCents: centsOfKind('previdencia'),
    contributesToOfficialPension: contributesToOfficialPension(input.statements),
    alimonyCents: centsOfKind('pensao'),
    bookCashCents: 0,
    bookCashIncomeCents: 0,
    incentiveDonationsCents: centsOfKind('doacao'),
    withheldCents,
    carneLeaoPaidCents,
  });
  if (!result) return null;
  const { parts } = result.complete;
  return {
    taxable: centsToReais(taxableCents),
    complete: {
      ...toReais(result.complete),
      parts: {
        officialPension: centsToReais(parts.officialPensionCents),
        dependents: centsToReais(parts.dependentsCents),
        instruction: centsToReais(parts.instructionCents),
        health: centsToReais(parts.healthCents),
        privatePension: centsToReais(parts.privatePensionCents),
        alimony: centsToReais(parts.alimonyCents),
      },
    },
    simplified: toReais(result.simplified),
    better: result.better,
    saving: centsToReais(result.savingCents),
    inputs: {
      taxableFromStatements: centsToReais(input.taxable.fromStatements),
      taxableFromRows: centsToReais(input.taxable.fromRows),
      carneLeaoIncome: centsToReais(input.taxable.carneLeaoCents),
      officialPension: centsToReais(officialPensionCents),
      withheld: centsToReais(withheldCents),
      carneLeaoPaid: centsToReais(carneLeaoPaidCents),
      carneLeaoPaidTyped: input.carneLeaoPaidCents !== null,
      dependents: input.dependents,
      contributesToOfficialPension: contributesToOfficialPension(input.statements),
    },
    source: result.source,
  };
}

/** The informes' 13º and PLR (tributação exclusiva) and exempt incomes, as the page's income items. */
export function statementItems(statements: readonly StatementRow[]) {
  const total = (pick: (s: StatementRow) => number) => sumCents(statements.map(pick));
  const item = (label: string, cents: number): TaxIncomeItem[] =>
    cents === 0 ? [] : [{ label, total: centsToReais(cents) }];
  return {
    exempt: item(
      'Rendimentos isentos informados pelas fontes pagadoras',
      total((s) => s.exemptCents),
    ),
    exclusive: [
      ...item(
        '13º salário',
        total((s) => s.thirteenthCents),
      ),
      ...item(
        'Participação nos lucros ou resultados (PLR)',
        total((s) => s.plrCents),
      ),
    ],
  };
}
