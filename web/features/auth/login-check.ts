/**
 * The sign-in form's own checks, with the same messages as the login contract. Written without Zod on
 * purpose: the sign-in page is the first page people load, and Zod alone would add ~50 kB of JavaScript to it.
 * The server validates the same fields with the shared schema (common/contract/auth.ts).
 */
export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export type LoginErrors = Partial<Record<'email' | 'password', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Informe o e-mail';
  else if (!EMAIL.test(email)) errors.email = 'Informe um e-mail válido';
  if (!values.password) errors.password = 'Informe a senha';
  return errors;
}
