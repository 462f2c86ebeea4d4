import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_MESSAGES } from '../../../../common/contract/export/restore';
import { memoryStorage } from '../../../test/memory-storage';
import { restoreBackup } from './export';

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const busy = () => answer(429, { error: { message: RESTORE_MESSAGES.busy, code: 'too_many_requests' } });
const backup = new Blob(['{"version":1}'], { type: 'application/json' });

describe('a restore while the server reads another person’s', () => {
  it('waits its turn and answers the restore, sending the file each time', async () => {
    const result = { accounts: 1, transactions: 1, categories: 26 };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(answer(200, { data: result }));
    vi.stubGlobal('fetch', fetch);
    const waits = vi.fn(async () => {});
    await expect(restoreBackup(backup, waits)).resolves.toEqual(result);
    expect(waits).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(3);
    for (const [url, init] of fetch.mock.calls) {
      expect(String(url)).toMatch(/\/api\/v1\/restore$/);
      expect((init as RequestInit).method).toBe('POST');
    }
  });

  it('gives up after about a minute with the server’s message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => busy()),
    );
    const waits = vi.fn(async () => {});
    await expect(restoreBackup(backup, waits)).rejects.toThrow(RESTORE_MESSAGES.busy);
    expect(waits).toHaveBeenCalledTimes(19);
  });

  it('does not ask again when refused for another reason', async () => {
    const fetch = vi.fn(async () => answer(400, { error: { message: RESTORE_MESSAGES.notBackup } }));
    vi.stubGlobal('fetch', fetch);
    await expect(
      restoreBackup(
        backup,
        vi.fn(async () => {}),
      ),
    ).rejects.toThrow(RESTORE_MESSAGES.notBackup);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
