import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_KEY_FILE, loadConfig } from '../../config';
import { createSecretBox, deriveKey, SecretUnreadableError, secretBoxFor } from './secret-box';

const folder = mkdtempSync(path.join(os.tmpdir(), 'grana-sync-key-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const secret = '9d7e4b21-4c1a-4e2b-9f00-segredo-do-pluggy';

describe('sealed secrets', () => {
  it('open with the same key and owner only; each sealing differs (a random IV per value)', () => {
    const box = createSecretBox(deriveKey('a'.repeat(40)));
    const one = box.seal(secret, 'sync_credentials:1:pluggy');
    const two = box.seal(secret, 'sync_credentials:1:pluggy');
    expect(one).toMatch(/^v1:/);
    expect(one).not.toContain(secret);
    expect(one).not.toBe(two);
    expect(box.open(one, 'sync_credentials:1:pluggy')).toBe(secret);
    expect(box.open(two, 'sync_credentials:1:pluggy')).toBe(secret);

    // Copied onto another person's row, or opened with another key, or damaged: refused, never garbage.
    expect(() => box.open(one, 'sync_credentials:2:pluggy')).toThrow(SecretUnreadableError);
    const other = createSecretBox(deriveKey('b'.repeat(40)));
    expect(() => other.open(one, 'sync_credentials:1:pluggy')).toThrow(SecretUnreadableError);
    const [version, iv, tag, body] = one.split(':') as [string, string, string, string];
    const flipped = `${version}:${iv}:${tag}:${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => box.open(flipped, 'sync_credentials:1:pluggy')).toThrow(SecretUnreadableError);
    expect(() => box.open(`v9:${iv}:${tag}:${body}`, 'sync_credentials:1:pluggy')).toThrow(/unknown format/);
  });

  it('use SYNC_ENCRYPTION_KEY when set, and write no key file', () => {
    const dataDir = path.join(folder, 'configured');
    const box = secretBoxFor(loadConfig({ DATA_DIR: dataDir, SYNC_ENCRYPTION_KEY: 'c'.repeat(40) }))();
    expect(box?.open(box.seal(secret, 'x'), 'x')).toBe(secret);
    const same = createSecretBox(deriveKey('c'.repeat(40)));
    expect(same.open(box!.seal(secret, 'x'), 'x')).toBe(secret);
    expect(() => statSync(path.join(dataDir, DEV_KEY_FILE))).toThrow();
  });

  it('outside production without a key, generate one once in DATA_DIR/sync.key (0600) and keep using it', () => {
    const dataDir = path.join(folder, 'dev');
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = secretBoxFor(config)();
    const file = path.join(dataDir, DEV_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    const sealed = first!.seal(secret, 'x');
    // A restart reads the same file.
    expect(secretBoxFor(config)()!.open(sealed, 'x')).toBe(secret);
  });

  it('in production without SYNC_ENCRYPTION_KEY, have no box and write nothing', () => {
    const dataDir = path.join(folder, 'production');
    const box = secretBoxFor(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), DATA_DIR: dataDir }),
    )();
    expect(box).toBeNull();
    expect(() => statSync(dataDir)).toThrow();
  });
});
