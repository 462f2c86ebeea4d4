import { describe, expect, it } from 'vitest';
import type { LoginBody } from '../../../common/contract/auth';
import { signInAfterSignUp } from './sign-in-after-sign-up';

describe('signing in right after the sign-up', () => {
  it('signs in with the e-mail and password just typed, remembered, and answers the session', async () => {
    const calls: LoginBody[] = [];
    const token = await signInAfterSignUp(
      { email: ' Carla@Exemplo.com ', password: 'segredo1' },
      async (body) => {
        calls.push(body);
        return { accessToken: 'token-da-carla' };
      },
    );
    expect(token).toBe('token-da-carla');
    expect(calls).toEqual([{ email: 'carla@exemplo.com', password: 'segredo1', remember: true }]);
  });

  it('answers no session when the sign-in is refused (the e-mail had an account with another password)', async () => {
    const refused = await signInAfterSignUp({ email: 'ana@exemplo.com', password: 'outra1' }, async () => {
      throw new Error('E-mail ou senha inválidos');
    });
    expect(refused).toBeNull();
    expect(await signInAfterSignUp({ email: 'ana@exemplo.com', password: 'x' }, async () => ({}))).toBeNull();
  });
});
