import { describe, expect, it } from 'vitest';
import {
  carneLeaoDeductions,
  darfOfMonth,
  deductibleNote,
  deductibleText,
  mappingChoices,
  mappingText,
  monthText,
  moreText,
  pendingFixPath,
} from './income-tax-display';
import { defaultYear, yearChoices, yearFromParam, yearOptions } from './tax-years';

const figures = {
  instructionLimit: 3561.5,
  pensionShare: 12,
  dependentDeduction: 2275.08,
  simplifiedLimit: 16754.34,
  source: 'Receita Federal',
};

describe('the years', () => {
  it('offers this year and the three before, the last ended one by default', () => {
    expect(yearChoices('2026-11-28')).toEqual([2026, 2025, 2024, 2023]);
    expect(defaultYear('2026-11-28')).toBe(2025);
  });

  it('reads ?ano= when it is a year the server answers, the default otherwise', () => {
    expect(yearFromParam('2024', '2026-11-28')).toBe(2024);
    expect(yearFromParam(null, '2026-11-28')).toBe(2025);
    expect(yearFromParam('abc', '2026-11-28')).toBe(2025);
    expect(yearFromParam('1999', '2026-11-28')).toBe(2025);
  });

  it('keeps a linked older year among the choices, in its place', () => {
    expect(yearOptions('2026-11-28', 2020)).toEqual([2026, 2025, 2024, 2023, 2020]);
  });
});

describe('the codes', () => {
  it('offers the payment codes for an expense and the income kinds for a receita', () => {
    expect(mappingChoices('despesa')).toContainEqual({ value: '10', label: '10 · Médicos no Brasil' });
    expect(mappingChoices('receita')).toContainEqual({
      value: 'carne_leao',
      label: 'Carnê-Leão (pessoa física, exterior)',
    });
    expect(mappingChoices('receita').some((c) => c.value === '10')).toBe(false);
  });

  it('says a category left out as the select does', () => {
    expect(mappingText('despesa', null)).toBe('Fora da declaração');
    expect(mappingText('despesa', '26')).toBe('26 · Planos de saúde no Brasil');
  });
});

describe('what a group deducts', () => {
  it('explains the limit of instrução and PGBL', () => {
    expect(deductibleNote({ kind: 'instrucao' }, figures)).toBe('limite de R$ 3.561,50 por pessoa');
    expect(deductibleNote({ kind: 'previdencia' }, figures)).toBe('até 12% dos rendimentos tributáveis');
    expect(deductibleNote({ kind: 'saude' }, figures)).toBeNull();
    expect(deductibleNote({ kind: 'doacao' }, figures)).toBeNull();
    expect(deductibleNote({ kind: 'instrucao' }, null)).toBeNull();
  });

  it('says why a group has no deductible figure', () => {
    expect(deductibleText({ kind: 'saude', deductible: 1200 })).toBe('R$ 1.200,00');
    expect(deductibleText({ kind: 'instrucao', deductible: null })).toBe('sem os limites do ano');
    expect(deductibleText({ kind: 'doacao', deductible: null })).toBe('abatida do imposto, não da base');
  });
});

describe('the pendências', () => {
  const row = { date: '2025-03-12', description: 'Consulta Dr. Silva', payeeId: 7 };

  it('sends a missing CPF/CNPJ to Favorecidos, the rest to the row on Transações', () => {
    expect(pendingFixPath(row, 'documento')).toBe('/payees?editar=7');
    expect(pendingFixPath({ ...row, payeeId: null }, 'documento')).toBe('/payees');
    expect(pendingFixPath(row, 'favorecido')).toBe(
      '/transactions?q=Consulta+Dr.+Silva&from=2025-03-12&to=2025-03-12',
    );
    expect(pendingFixPath(row, 'comprovante')).toBe(
      '/transactions?q=Consulta+Dr.+Silva&from=2025-03-12&to=2025-03-12&comprovante=sem',
    );
  });

  it('counts those past the list', () => {
    expect(moreText(25, 20)).toBe('e mais 5');
    expect(moreText(3, 3)).toBeNull();
  });
});

describe('the months', () => {
  it('names a month of the year', () => {
    expect(monthText('2025-03')).toBe('Março');
  });

  it('says the Carnê-Leão deductions: the simplified discount, or dependents and pensão', () => {
    expect(carneLeaoDeductions({ dependents: 0, pension: 0, simplified: 607.2 })).toEqual({
      total: 607.2,
      detail: 'desconto simplificado',
    });
    expect(carneLeaoDeductions({ dependents: 189.59, pension: 500, simplified: 0 })).toEqual({
      total: 689.59,
      detail: 'dependentes R$ 189,59 + pensão R$ 500,00',
    });
    expect(carneLeaoDeductions({ dependents: 0, pension: 0, simplified: 0 })).toEqual({
      total: 0,
      detail: null,
    });
  });

  it("sums a month's DARFs of renda variável", () => {
    expect(
      darfOfMonth({
        darfs: [
          {
            code: '6015',
            label: '',
            taxOfMonth: 45,
            carriedIn: 0,
            irrfOfMonth: 0,
            irrfCarriedIn: 0,
            irrfUsed: 0,
            irrfCarriedOut: 0,
            pay: 45,
            carriedOut: 0,
            dueDate: '2025-04-30',
          },
          {
            code: '4600',
            label: '',
            taxOfMonth: 12,
            carriedIn: 0,
            irrfOfMonth: 0,
            irrfCarriedIn: 0,
            irrfUsed: 0,
            irrfCarriedOut: 0,
            pay: 12,
            carriedOut: 0,
            dueDate: '2025-04-30',
          },
        ],
      }),
    ).toEqual({ pay: 57, carried: 0, dueDate: '2025-04-30' });
  });
});
