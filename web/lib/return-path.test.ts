import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath, withReturnPath } from './return-path';

describe('the way back after signing in', () => {
  it("is an invitation's page of this app, with its token", () => {
    expect(safeReturnPath('/convite?token=abc_123')).toBe('/convite?token=abc_123');
    expect(withReturnPath('/login', '/convite?token=abc')).toBe('/login?next=%2Fconvite%3Ftoken%3Dabc');
    expect(returnPathOf(new URLSearchParams('next=%2Fconvite%3Ftoken%3Dabc'))).toBe('/convite?token=abc');
  });

  it('never leads to another site, however the address is written', () => {
    for (const value of [
      'https://evil.example/convite',
      '//evil.example/convite',
      '/\\evil.example/convite',
      'javascript:alert(1)',
      'convite?token=abc',
      ' /convite',
    ])
      expect(safeReturnPath(value), value).toBeNull();
  });

  it('brings back the files shared into the installed app, and no other address of the transactions', () => {
    expect(safeReturnPath('/transactions?compartilhado=1')).toBe('/transactions?compartilhado=1');
    expect(safeReturnPath('/transactions?compartilhado=1&q=x')).toBe('/transactions?compartilhado=1');
    expect(withReturnPath('/login', '/transactions?compartilhado=1')).toBe(
      '/login?next=%2Ftransactions%3Fcompartilhado%3D1',
    );
    expect(safeReturnPath('/transactions?compartilhado=0')).toBeNull();
    expect(safeReturnPath('https://evil.example/transactions?compartilhado=1')).toBeNull();
  });

  it('leaves every other page to the plain sign-in, as before', () => {
    expect(safeReturnPath('/transactions')).toBeNull();
    expect(safeReturnPath('/login?next=/convite')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(withReturnPath('/login', '/accounts')).toBe('/login');
    expect(withReturnPath('/register', undefined)).toBe('/register');
  });
});
