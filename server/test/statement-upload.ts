import type { TestUser } from './factories';
import { multipart } from './multipart';
import type { TestContext } from './test-app';

/** POST /transactions/import-csv as the wizard sends it: the settings (JSON, or raw text to test bad ones), then the file. */
export async function uploadStatement(
  ctx: TestContext,
  user: Pick<TestUser, 'token'>,
  file: { content: string | Buffer; filename?: string },
  settings?: Record<string, unknown> | string,
) {
  const parts: Parameters<typeof multipart>[0] = [];
  if (settings !== undefined) {
    parts.push({
      name: 'settings',
      data: typeof settings === 'string' ? settings : JSON.stringify(settings),
    });
  }
  parts.push({
    name: 'file',
    filename: file.filename ?? 'extrato.csv',
    contentType: 'text/csv',
    data: file.content,
  });
  const body = multipart(parts);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/transactions/import-csv',
    headers: { ...body.headers, authorization: `Bearer ${user.token}` },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

/** A statement as a bank's CSV: each line's date (yyyy-mm-dd, written dd/mm/yyyy), text and signed amount in reais. */
export const bankStatementCsv = (lines: Array<[string, string, number]>) =>
  [
    'Data;Descrição;Valor',
    ...lines.map(([date, text, value]) => {
      const [y, m, d] = date.split('-');
      return `${d}/${m}/${y};${text};${value.toFixed(2).replace('.', ',')}`;
    }),
  ].join('\n');
