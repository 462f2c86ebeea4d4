import { describe, expect, it } from 'vitest';
import { loginBody } from '../../../common/contract/auth';
import { checkLogin } from './login-check';

describe('sign-in form checks', () => {
  it('asks for the e-mail and the password with the contract messages', () => {
    expect(checkLogin({ email: '', password: '', remember: true })).toEqual({
      email: 'Informe o e-mail',
      password: 'Informe a senha',
    });
    expect(checkLogin({ email: 'ana@', password: 'x', remember: true })).toEqual({
      email: 'Informe um e-mail válido',
    });
    expect(checkLogin({ email: ' ana@exemplo.com ', password: 'x', remember: false })).toEqual({});
  });

  it('accepts what the server schema accepts, and refuses what it refuses', () => {
    for (const email of ['ana@exemplo.com', 'a.b+c@d.com.br', 'sem-arroba', 'a@b', 'a b@c.com']) {
      const client = Object.keys(checkLogin({ email, password: 'x', remember: true })).length === 0;
      const server = loginBody.safeParse({ email, password: 'x' }).success;
      expect(client, email).toBe(server);
    }
  });
});
