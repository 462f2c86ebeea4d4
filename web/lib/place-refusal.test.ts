import { describe, expect, it, vi } from 'vitest';
import { DEBT_MESSAGES } from '../../common/contract/debts';
import { ApiError } from './api-client';
import { placeRefusal } from './place-refusal';

type Values = { installments: string; name: string };

describe("a server's refusal in a form (a debt's)", () => {
  it('goes to the field its reason names, leaving the form without its own error', () => {
    const setError = vi.fn();
    const refusal = new ApiError(400, DEBT_MESSAGES.shrinkBelowPaid(5), 'installments');
    expect(placeRefusal<Values>(refusal, ['installments', 'name'], setError, 'Erro ao salvar')).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'installments',
      { message: 'A parcela 5 já foi registrada: o número de parcelas não pode ficar menor que ela' },
      { shouldFocus: true },
    );
  });

  it("is the form's own error when it names no field of the form, or none at all", () => {
    const setError = vi.fn();
    const gone = new ApiError(400, DEBT_MESSAGES.installmentGone(10), 'number');
    expect(placeRefusal<Values>(gone, ['installments'], setError, 'Erro ao salvar')).toBe(
      'A parcela 10 não existe mais: a dívida foi quitada antes dela',
    );
    const paid = new ApiError(409, DEBT_MESSAGES.installmentPaid(1));
    expect(placeRefusal<Values>(paid, ['installments'], setError, 'Erro ao salvar')).toBe(
      'A parcela 1 já foi registrada',
    );
    expect(placeRefusal<Values>(new Error('boom'), ['installments'], setError, 'Erro ao salvar')).toBe(
      'Erro ao salvar',
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
