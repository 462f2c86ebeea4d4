import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { AppImportJob, AppImportPreview, AppImportSettings } from '../../common/contract/app-import';
import type { TestUser } from './factories';
import { multipart } from './multipart';
import type { TestContext } from './test-app';

/** A sample export of another app (server/test/app-import-samples/). */
export const appSample = (file: string) =>
  readFileSync(fileURLToPath(new URL(`./app-import-samples/${file}`, import.meta.url)));

/** POST /import/apps/preview or /import/apps as the page sends it: `settings` (JSON), then `file`. */
export async function sendAppFile(
  ctx: TestContext,
  user: Pick<TestUser, 'token'>,
  path: '/import/apps/preview' | '/import/apps',
  file: { content: string | Buffer; filename: string },
  settings: AppImportSettings | string,
) {
  const body = multipart([
    { name: 'settings', data: typeof settings === 'string' ? settings : JSON.stringify(settings) },
    { name: 'file', filename: file.filename, contentType: 'application/octet-stream', data: file.content },
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: { ...body.headers, authorization: `Bearer ${user.token}` },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as any };
}

export async function previewAppFile(
  ctx: TestContext,
  user: Pick<TestUser, 'token'>,
  file: { content: string | Buffer; filename: string },
  settings: AppImportSettings,
): Promise<AppImportPreview> {
  const res = await sendAppFile(ctx, user, '/import/apps/preview', file, settings);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Starts the import (202) and follows it as the page does until it ends; answers the ended job. */
export async function importAppFile(
  ctx: TestContext,
  user: Pick<TestUser, 'token'>,
  file: { content: string | Buffer; filename: string },
  settings: AppImportSettings,
): Promise<AppImportJob> {
  const started = await sendAppFile(ctx, user, '/import/apps', file, settings);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return waitForAppImport(ctx, user, started.body.data.id);
}

export async function waitForAppImport(ctx: TestContext, user: Pick<TestUser, 'token'>, id: string) {
  for (let i = 0; i < 600; i++) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/import/apps/job?id=${id}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    const job = res.json().data as AppImportJob | null;
    if (job === null) throw new Error(`import ${id} not found`);
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not end in 30 s`);
}
