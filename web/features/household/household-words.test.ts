import { describe, expect, it } from 'vitest';
import {
  acertosText,
  balanceParts,
  hasActivity,
  noDivisionText,
  paidByText,
  paymentSentence,
  redivisionNotice,
  settlementSentence,
} from './household-words';

const divided = { paid_by: 1, paid_by_name: 'Ana' };

describe('the words of a shared book’s money', () => {
  it('say who paid', () => {
    expect(paidByText(divided)).toBe('Pago por Ana');
    expect(paidByText({ paid_by: null, paid_by_name: null })).toBeNull();
  });

  it('say who pays whom, and who paid whom', () => {
    expect(paymentSentence({ fromName: 'Bia', toName: 'Ana', amount: 1234.5 })).toBe(
      'Bia paga R$ 1.234,50 a Ana',
    );
    expect(settlementSentence({ fromName: 'Bia', toName: 'Ana', amount: 20 })).toBe(
      'Bia pagou R$ 20,00 a Ana',
    );
  });

  it('read a balance and the acertos', () => {
    expect(balanceParts(20.01)).toEqual({ words: 'tem a receber', amount: 'R$ 20,01' });
    expect(balanceParts(-20.01)).toEqual({ words: 'deve', amount: 'R$ 20,01' });
    expect(balanceParts(0)).toEqual({ words: 'quite', amount: null });
    expect(acertosText(20, 0)).toBe('pagou R$ 20,00');
    expect(acertosText(10, 5)).toBe('pagou R$ 10,00 · recebeu R$ 5,00');
    expect(acertosText(0, 0)).toBe('—');
  });

  it('say plainly when the month has nothing divided', () => {
    expect(noDivisionText('2026-11-01')).toBe('Nenhuma despesa dividida em novembro de 2026.');
    const member = { userId: 1, name: 'Ana', paid: 0, owed: 0, sent: 0, received: 0, balance: 0 };
    expect(hasActivity({ members: [member], settlements: [] })).toBe(false);
    expect(hasActivity({ members: [{ ...member, paid: 10 }], settlements: [] })).toBe(true);
  });
});

describe('what a new amount does to a divided expense', () => {
  it('says the parts by values keep their proportion, other divisions are made again, and nothing when not divided', () => {
    expect(redivisionNotice({ share_mode: 'parts' })).toBe(
      'Esta despesa está dividida por valores: com o novo valor, as partes serão refeitas na mesma proporção.',
    );
    expect(redivisionNotice({ share_mode: 'equal' })).toBe(
      'Esta despesa está dividida entre pessoas: a divisão será refeita para o novo valor.',
    );
    expect(redivisionNotice({ share_mode: null })).toBeNull();
  });
});
