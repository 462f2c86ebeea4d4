/**
 * The imports' files and people: bank CSVs of invented rows, the rules a careful person has, a new person with one
 * empty account, and one timed POST /transactions/import-csv. The imports of engine-imports.ts are series of these.
 */
import { addDays } from '../../common/dates';
import { createRandom } from '../seed/random';
import { authHeaders, type LoadTarget } from './http-load';
import { createSession } from './server';
import { round } from './stats';

const WORDS = [
  'Mercadinho',
  'Padaria',
  'Posto',
  'Farmácia',
  'Restaurante',
  'Loja',
  'Açougue',
  'Feira',
  'Livraria',
  'Cafeteria',
  'Pet Shop',
  'Oficina',
];
const PLACES = ['Centro', 'Vila Nova', 'Jardim', 'Bela Vista', 'São José', 'Boa Vista', 'Santa Cruz'];

/** A bank CSV of invented rows (header Data,Descrição,Valor); each seed gives other rows. */
export function buildCsv(rows: number, today: string, years: number, seed: number): string {
  const random = createRandom(seed);
  const span = years * 365;
  const lines = ['Data,Descrição,Valor'];
  for (let i = 0; i < rows; i++) {
    const date = addDays(today, -random.int(0, span));
    const income = random.chance(0.1);
    const cents = income ? random.int(50_000, 900_000) : random.int(300, 60_000);
    const value = `${income ? '' : '-'}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    const description = `${random.pick(WORDS)} ${random.pick(PLACES)} ${random.int(1, 99_999)}`;
    lines.push(`${date},${description},${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** How many rules the measured person has when the imports run (the "import with 50 rules"). */
export const BENCH_RULES = 50;

/**
 * Gives the person BENCH_RULES rules, as a careful person might: most on words the statement never holds, a few
 * on its common words (so they match and set a category on many rows), with a condition on the amount or type.
 */
export async function createRules(target: LoadTarget): Promise<number> {
  const headers = { ...(await authHeaders(target)), 'content-type': 'application/json' };
  const categories = (await (await fetch(`${target.base}/api/v1/categories`, { headers })).json()) as {
    data: Array<{ id: number; type: string }>;
  };
  const expense = categories.data.find((c) => c.type === 'despesa');
  let created = 0;
  for (let i = 0; i < BENCH_RULES; i++) {
    const word = i < WORDS.length && i % 10 === 0 ? (WORDS[i] as string) : `regra${i}`;
    const conditions: unknown[] = [
      { field: 'description', operator: i % 3 === 0 ? 'starts_with' : 'contains', value: word },
    ];
    if (i % 4 === 1) conditions.push({ field: 'amount', min: 1, max: 5000 });
    if (i % 4 === 2) conditions.push({ field: 'type', value: 'DESPESA' });
    const res = await fetch(`${target.base}/api/v1/rules`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Regra ${i + 1}`,
        conditions,
        actions: expense ? { category_id: expense.id } : { description: `Regra ${i + 1}` },
      }),
    });
    if (res.ok) created++;
  }
  return created;
}

/**
 * A person with no transactions, as the import's other case: signs up, opens one checking account and gets the
 * same rules as the measured person (createRules). Answers who they are to the server and their account.
 */
export async function createEmptyPerson(
  target: LoadTarget,
  n: number,
): Promise<{ target: LoadTarget; accountId: number }> {
  const email = `vazio${n}@grana.local`;
  const password = 'bench-vazio-senha-123';
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${target.base}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: { id?: number } };
  };
  await post('/auth/register', { name: `Pessoa Vazia ${n}`, email, password });
  // In their own book: none of the target's headers.
  const person: LoadTarget = {
    base: target.base,
    session: createSession(target.base, email, password),
    cpuMs: target.cpuMs,
    rssMb: target.rssMb,
  };
  const account = await post(
    '/accounts',
    { name: 'Conta Corrente', type: 'checking' },
    await person.session.token(),
  );
  await createRules(person);
  return { target: person, accountId: Number(account.data.id) };
}

export interface ImportRun {
  seconds: number;
  /** The same time in ms, to a tenth (absent in results of earlier runs). */
  ms?: number;
  status: number;
  inserted: number | null;
  duplicates: number | null;
  errorCount: number | null;
  message?: string;
}

/** One POST /transactions/import-csv of a CSV, timed from sending to the complete answer. */
export async function importOnce(target: LoadTarget, accountId: number, csv: string): Promise<ImportRun> {
  const auth = await authHeaders(target);
  const form = new FormData();
  form.append(
    'settings',
    JSON.stringify({
      defaultAccountId: accountId,
      dateFormat: 'YYYY-MM-DD',
      delimiter: ',',
      amountFormat: 'dot',
    }),
  );
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'extrato-bench.csv');
  const started = process.hrtime.bigint();
  const res = await fetch(`${target.base}/api/v1/transactions/import-csv`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const text = await res.text();
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  const seconds = round(elapsedMs / 1000, 2);
  let body: {
    data?: { inserted: number; duplicates: number; errorCount: number };
    error?: { message: string };
  } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the status.
  }
  const run: ImportRun = {
    seconds,
    ms: round(elapsedMs, 1),
    status: res.status,
    inserted: body.data?.inserted ?? null,
    duplicates: body.data?.duplicates ?? null,
    errorCount: body.data?.errorCount ?? null,
  };
  if (body.error?.message) run.message = body.error.message;
  return run;
}
