import { beforeAll, describe, expect, it } from 'vitest';
import { actingAs, createAccount, createTransaction, createUser, type TestUser } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { setupTestApp } from '../../test/test-app';

// Files that once froze the server for everyone (issue 13), uploaded while another person uses the app.
const ctx = setupTestApp();

let attacker: TestUser;
let neighbour: TestUser;

beforeAll(async () => {
  attacker = await createUser(ctx, { name: 'Pessoa Hostil' });
  neighbour = await createUser(ctx, { name: 'Vizinha' });
  const account = await createAccount(ctx, neighbour);
  await createTransaction(ctx, neighbour, account.id, { description: 'Padaria' });
});

function upload(content: string, filename: string) {
  const body = multipart([{ name: 'file', filename, contentType: 'text/plain', data: content }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/transactions/import-csv',
    headers: { ...body.headers, authorization: `Bearer ${attacker.token}` },
    payload: body.payload,
  });
}

/**
 * Sends requests of each kind one after the other until `until` settles, and answers the slowest time each
 * took, counted from the end of the one before: a server stopped by the upload shows it in the request that
 * was waiting, or in the wait for the next one to start. (Each waits for the event loop's next turn before
 * starting: inject and PGlite can answer in microtasks alone, which would never let the upload progress.)
 */
async function slowestWhile(until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const probe = async (send: () => Promise<{ statusCode: number }>) => {
    let slowest = 0;
    let count = 0;
    do {
      const started = performance.now();
      await new Promise((resolve) => setImmediate(resolve));
      const res = await send();
      expect(res.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      count++;
    } while (!done);
    return { slowest, count };
  };
  const as = actingAs(ctx, neighbour);
  const [health, list] = await Promise.all([
    probe(() => ctx.app.inject({ method: 'GET', url: '/api/v1/health' })),
    probe(async () => {
      const res = await as.get('/transactions');
      const items = (res.body.data as { items: Array<{ description: string }> }).items;
      expect(items.map((t) => t.description)).toEqual(['Padaria']);
      return { statusCode: res.status };
    }),
  ]);
  return { health, list };
}

describe('hostile statement files', () => {
  const cases = [
    {
      name: 'an OFX of 40,000 nested tags and as many stray closing tags (280 KB)',
      filename: 'extrato.ofx',
      content: () => `<OFX>${'<A>'.repeat(40_000)}${'</B>'.repeat(40_000)}</A>`,
      message:
        'Linha 1: mais de 64 blocos abertos uns dentro dos outros; o arquivo não parece ser um extrato OFX.',
    },
    {
      name: 'a CSV of one 19 MB line of commas',
      filename: 'extrato.csv',
      content: () => ','.repeat(19_000_000),
      message:
        'Não encontramos o cabeçalho nas primeiras 30 linhas: o arquivo precisa de uma linha com as colunas de data e valor (por exemplo "Data" e "Valor").',
    },
    {
      name: 'a 20 MB CSV of 1.3 million short rows',
      filename: 'extrato.csv',
      content: () => `Data,Valor,Descrição\n${'01/10/2026,1,a\n'.repeat(1_300_000)}`,
      message: 'O arquivo tem mais de 200.000 linhas. Divida o extrato em arquivos menores.',
    },
  ];

  for (const file of cases) {
    it(`${file.name}: refused with a 400 while others are answered within a second`, async () => {
      const hostile = upload(file.content(), file.filename);
      const { health, list } = await slowestWhile(hostile);
      const answer = await hostile;

      expect(health.slowest).toBeLessThan(1_000);
      expect(list.slowest).toBeLessThan(1_000);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(file.message);
    });
  }
});
