import { describe, expect, it } from 'vitest';
import { fileSlug, openExportFileName, openExportQuery } from './open-exports';

describe('open exports’ names and query', () => {
  it('names the file by the account, without accents, spaces or anything a file system minds', () => {
    expect(openExportFileName('Conta Corrente Itaú', '2026-11-28', 'ofx')).toBe(
      'grana-conta-corrente-itau-2026-11-28.ofx',
    );
    expect(fileSlug('Cartão / Nubank (Roxinho) ✨')).toBe('cartao-nubank-roxinho');
    expect(fileSlug('💳')).toBe('conta');
    expect(fileSlug('a'.repeat(80))).toHaveLength(40);
  });

  it('asks for the account in Portuguese and refuses a period that ends before it starts', () => {
    expect(openExportQuery.safeParse({}).error?.issues[0]?.message).toBe(
      'Escolha a conta do extrato: OFX e QIF têm uma conta por arquivo.',
    );
    expect(openExportQuery.safeParse({ accountId: '' }).success).toBe(false);
    expect(openExportQuery.safeParse({ accountId: '7', from: '', to: '' }).data).toEqual({ accountId: 7 });
    expect(
      openExportQuery.safeParse({ accountId: 7, from: '2026-10-10', to: '2026-10-01' }).error?.issues[0]
        ?.message,
    ).toBe('O período do extrato termina antes de começar.');
  });
});
