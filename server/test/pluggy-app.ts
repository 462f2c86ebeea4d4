import { afterAll, beforeAll } from 'vitest';
import { pluggyProvider } from '../features/sync/providers/pluggy';
import { type FakePluggy, startFakePluggy } from './fake-pluggy';
import { setupTestApp } from './test-app';

/**
 * The test app whose bank sync is the real pluggy-sdk pointed at a local server that speaks Pluggy's API
 * (fake-pluggy.ts), started before the file's tests and closed after them: `pluggy()` is that server.
 */
export function setupTestAppWithPluggy(envOverrides: Record<string, string> = {}) {
  let fake: FakePluggy | undefined;
  const pluggy = (): FakePluggy => {
    if (!fake) throw new Error('the local Pluggy starts in beforeAll');
    return fake;
  };
  const ctx = setupTestApp(envOverrides, {
    syncProviderFor: (c) => pluggyProvider(c, { apiUrl: pluggy().url, retryBaseMs: 1 }),
  });
  beforeAll(async () => {
    fake = await startFakePluggy();
  });
  afterAll(async () => {
    await fake?.close();
  });
  return { ctx, pluggy };
}
