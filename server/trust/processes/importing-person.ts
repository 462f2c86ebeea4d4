/**
 * A person with an account and the statement's categories (from the starter set sign-up gives), and what they
 * see after importing.
 */
import { addDays, todayIn } from '../../../common/dates';
import type { TestUser } from '../../test/factories';
import { as, expectData, signUp } from './http-client';

export interface Person extends TestUser {
  accountId: number;
}

/** Expense categories every new person has (server/features/categories/starter-set.ts). */
export const STATEMENT_CATEGORIES = ['Mercado', 'Transporte', 'Moradia'];

export async function importingPerson(origin: string): Promise<Person> {
  const user = await signUp(origin);
  const api = as(origin, user);
  const account = await expectData(api.post('/accounts', { name: 'Conta Corrente', type: 'checking' }), 201);
  const categories = await expectData<Array<{ name: string }>>(api.get('/categories'));
  const missing = STATEMENT_CATEGORIES.filter((name) => !categories.some((c) => c.name === name));
  if (missing.length > 0) throw new Error(`sign-up gave no starter category ${missing.join(', ')}`);
  return { ...user, accountId: account.id };
}

/** What the person sees: how many transactions the list counts over the statement's dates, and the balance. */
export async function seenBy(origin: string, person: Person) {
  const today = todayIn();
  const api = as(origin, person);
  const page = await expectData(api.get(`/transactions?from=${addDays(today, -800)}&to=${today}&limit=1`));
  const accounts = await expectData<Array<{ id: number; balance: number }>>(api.get('/accounts'));
  return {
    count: page.totals.count as number,
    balance: accounts.find((a) => a.id === person.accountId)?.balance,
  };
}
