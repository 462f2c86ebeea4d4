import { randomBytes } from 'node:crypto';
import type { TestContext } from './test-app';
import { call } from './test-app';

export interface TestUser {
  id: number;
  name: string;
  email: string;
  password: string;
  token: string;
  refreshCookie: string;
}

let sequence = 0;
export function uniqueEmail(prefix = 'pessoa'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomBytes(3).toString('hex')}@teste.grana`;
}

/** Registers and signs in a user through the API; overrides pick the name, e-mail or password. */
export async function createUser(
  ctx: TestContext,
  overrides: Partial<Pick<TestUser, 'name' | 'email' | 'password'>> = {},
): Promise<TestUser> {
  const name = overrides.name ?? 'Maria da Silva';
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'segredo123';
  const registered = await call(ctx.app, 'POST', '/api/v1/auth/register', {
    body: { name, email, password },
  });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await call(ctx.app, 'POST', '/api/v1/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const refreshCookie = login.cookies.find((c) => c.name === 'grana_refresh')?.value ?? '';
  return {
    id: (registered.body.data as { id: number }).id,
    name,
    email,
    password,
    token: (login.body.data as { accessToken: string }).accessToken,
    refreshCookie,
  };
}
