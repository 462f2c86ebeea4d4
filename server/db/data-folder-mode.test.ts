import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connect';

const parent = mkdtempSync(path.join(os.tmpdir(), 'grana-mode-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('the PGlite data folder', () => {
  it('is reachable by its owner only, whatever the modes of the files PGlite writes inside it', async () => {
    const dataDir = path.join(parent, 'data');
    const database = await openDatabase({ dataDir });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      await database.close();
    }
  }, 60_000);
});
