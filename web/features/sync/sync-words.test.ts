import { describe, expect, it } from 'vitest';
import {
  bankAccountKind,
  cardTermsText,
  createdText,
  differenceNote,
  investmentCounts,
  linkChoices,
  linkedText,
  nextSyncText,
  runCounts,
  syncedRowsPath,
  syncToast,
  unlinkedText,
  unlinkQuestion,
} from './sync-words';

const run = { fetched: 620, inserted: 620, matched: 0, updated: 0, removed: 0 };

describe("a run's words", () => {
  it('counts what the bank sent and what became of it, one and many', () => {
    expect(runCounts(run)).toBe(
      '620 lançamentos lidos · 620 novos · 0 combinados · 0 atualizados · 0 removidos',
    );
    expect(runCounts({ fetched: 1, inserted: 1, matched: 1, updated: 1, removed: 1 })).toBe(
      '1 lançamento lido · 1 novo · 1 combinado · 1 atualizado · 1 removido',
    );
    expect(runCounts({ ...run, fetched: 1500 })).toMatch(/^1\.500 lançamentos lidos/);
  });

  it("toasts the counts after Sincronizar agora, or the server's message when the run failed", () => {
    expect(syncToast({ ...run, outcome: 'ok', error: null })).toEqual({
      message:
        'Sincronização concluída: 620 lançamentos lidos · 620 novos · 0 combinados · 0 atualizados · 0 removidos',
      tone: 'success',
    });
    const error = 'O Pluggy não respondeu. A sincronização tenta de novo sozinha em alguns minutos.';
    expect(syncToast({ ...run, outcome: 'failed', error })).toEqual({ message: error, tone: 'error' });
  });
});

describe("a run's investments", () => {
  it("says what became of the bank's investments, and nothing when none was touched", () => {
    expect(investmentCounts({ investments_new: 1, investments_updated: 3 })).toBe(
      'Investimentos: 3 atualizados, 1 novo',
    );
    expect(investmentCounts({ investments_new: 2, investments_updated: 0 })).toBe('Investimentos: 2 novos');
    expect(investmentCounts({ investments_new: 0, investments_updated: 0 })).toBeNull();
  });

  it('adds them to the toast after Sincronizar agora', () => {
    expect(
      syncToast({ ...run, outcome: 'ok', error: null, investments_new: 1, investments_updated: 1 }).message,
    ).toBe(
      'Sincronização concluída: 620 lançamentos lidos · 620 novos · 0 combinados · 0 atualizados · 0 removidos. Investimentos: 1 atualizado, 1 novo',
    );
  });
});

describe("a connection's next run", () => {
  const now = new Date('2026-11-25T17:03:00.000Z');
  const zone = 'America/Sao_Paulo';

  it("says when it is scheduled, in the person's time zone", () => {
    expect(nextSyncText('2026-11-25T23:03:00.000Z', now, zone)).toBe('25/11/2026 20:03');
  });

  it("says it comes soon when its time is now or gone (a new connection's first run, one due)", () => {
    expect(nextSyncText(now.toISOString(), now, zone)).toBe('em alguns minutos');
    expect(nextSyncText('2026-11-25T16:00:00.000Z', now, zone)).toBe('em alguns minutos');
  });

  it('waits for the credentials when there is no time', () => {
    expect(nextSyncText(null, now, zone)).toBe('Aguardando suas credenciais');
  });
});

describe("a bank account's words", () => {
  it('agrees the link with the kind: an account is linked to a conta, a card to a cartão', () => {
    expect(linkedText('bank', 'Carteira')).toBe('Ligada à conta Carteira no Grana');
    expect(linkedText('card', 'Nubank Platinum')).toBe('Ligado ao cartão Nubank Platinum no Grana');
    expect(createdText('bank', 'Conta Corrente')).toBe('Conta criada no Grana: Conta Corrente');
    expect(createdText('card', 'Nubank Platinum')).toBe('Cartão criado no Grana: Nubank Platinum');
    expect(unlinkedText('bank', 'Conta Corrente')).toBe('Conta do banco desligada: Conta Corrente');
    expect(unlinkedText('card', 'Platinum')).toBe('Cartão do banco desligado: Platinum');
  });

  it('asks before unlinking, saying where the rows already brought stay', () => {
    expect(unlinkQuestion('bank', 'Carteira')).toBe(
      'Os lançamentos já trazidos ficam na conta Carteira. Os próximos só chegam depois de ligar de novo.',
    );
    expect(unlinkQuestion('card', 'Platinum')).toMatch(
      /^Os lançamentos já trazidos ficam no cartão Platinum\./,
    );
  });

  it('says which side shows more when the balances differ (bank less Grana)', () => {
    expect(differenceNote(5000)).toBe('o banco mostra mais que o Grana');
    expect(differenceNote(-12.34)).toBe('o banco mostra menos que o Grana');
  });

  it("names the kind with the number, and a card's limit and bill dates", () => {
    expect(bankAccountKind({ kind_label: 'Conta', number: '12345-6' })).toBe('Conta · 12345-6');
    expect(bankAccountKind({ kind_label: 'Conta', number: null })).toBe('Conta');
    const card = {
      kind: 'card' as const,
      credit_limit: 8000,
      bill_closing_date: '2026-12-03',
      bill_due_date: '2026-12-10',
    };
    expect(cardTermsText(card)).toBe('Limite R$ 8.000,00 · fecha em 03/12/2026 · vence em 10/12/2026');
    expect(cardTermsText({ ...card, credit_limit: null, bill_closing_date: null })).toBe(
      'vence em 10/12/2026',
    );
    expect(cardTermsText({ ...card, kind: 'bank' })).toBeNull();
  });

  it('offers a card only credit cards and an account the rest, leaving out those linked elsewhere', () => {
    const accounts = [
      { id: 1, type: 'checking' as const },
      { id: 2, type: 'savings' as const },
      { id: 3, type: 'credit_card' as const },
      { id: 4, type: 'credit_card' as const },
    ];
    expect(linkChoices(accounts, 'bank', new Set([2])).map((a) => a.id)).toEqual([1]);
    expect(linkChoices(accounts, 'card', new Set()).map((a) => a.id)).toEqual([3, 4]);
    // The bank's investments go to an investment account only.
    const investment = { id: 5, type: 'investment' as const };
    expect(linkChoices([...accounts, investment], 'investment', new Set()).map((a) => a.id)).toEqual([5]);
  });

  it('opens Transações on the account, from the first day a sync reads to today', () => {
    expect(syncedRowsPath(7, '2026-11-25')).toBe('/transactions?accountId=7&from=2026-08-27&to=2026-11-25');
  });
});
