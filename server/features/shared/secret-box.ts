import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Config, DEV_KEY_FILE } from '../../config';

/**
 * Secrets kept at rest (a person's Pluggy client secret, a webhook's signing secret), sealed with AES-256-GCM: a
 * random 12-byte IV per value, the 16-byte tag checked when opened, and the value's owner as associated data (the
 * caller's context: the person's or the book's id and what the value is), so a value copied onto another row does
 * not open. Stored as text: 'v1:<iv>:<tag>:<ciphertext>', each base64url; the
 * version says how to open it when the scheme changes.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

/** A sealed value that does not open: the key changed, or the text was damaged. Never shown as is to a person. */
export class SecretUnreadableError extends Error {
  constructor(reason: string) {
    super(
      `a sealed secret cannot be opened (${reason}): the server's key differs from the one that sealed it`,
    );
    this.name = 'SecretUnreadableError';
  }
}

export interface SecretBox {
  /** Seals `plain` for the value's owner (`context`, e.g. the book's id), as stored text. */
  seal(plain: string, context: string): string;
  /** Opens what `seal` wrote for the same context; SecretUnreadableError otherwise. */
  open(stored: string, context: string): string;
}

/**
 * The 32-byte AES key from the configured text by HKDF-SHA256 (RFC 5869) with a fixed salt and purpose: the text
 * is required to be random and at least 32 characters (config.ts), so a fast key derivation is enough; a password
 * typed by a person would need scrypt instead.
 */
export function deriveKey(material: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, 'grana-sync', 'sync-credentials-v1', 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the sync key must be 32 bytes');
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join(':');
    },
    open(stored, context) {
      const [version, iv, tag, sealed, ...rest] = stored.split(':');
      if (
        version !== VERSION ||
        iv === undefined ||
        tag === undefined ||
        sealed === undefined ||
        rest.length
      ) {
        throw new SecretUnreadableError('unknown format');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretUnreadableError('authentication failed');
      }
    },
  };
}

/**
 * The key text outside production when SYNC_ENCRYPTION_KEY is unset: read from DATA_DIR/sync.key, or generated
 * there once (mode 0600). Two processes starting at once both end with the file's one key: the first creates it
 * ('wx' fails when it exists), the other reads it.
 */
function devKeyMaterial(dataDir: string): string {
  const file = path.join(dataDir, DEV_KEY_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The box of this server, or null when it has no key (production without SYNC_ENCRYPTION_KEY: people cannot
 * save bank credentials nor create webhooks there). Resolved on first use and kept: a server that never seals
 * anything writes no key file. The key keeps its first purpose's derivation (bank sync's), so the values sealed
 * before it served webhooks too still open.
 */
export function secretBoxFor(
  config: Pick<Config, 'isProduction' | 'dataDir' | 'sync'>,
): () => SecretBox | null {
  let box: SecretBox | null | undefined;
  return () => {
    if (box !== undefined) return box;
    const material =
      config.sync.encryptionKey ?? (config.isProduction ? undefined : devKeyMaterial(config.dataDir));
    box = material === undefined ? null : createSecretBox(deriveKey(material));
    return box;
  };
}
