import { hash, verify } from '@node-rs/argon2';
import { createHashingQueue } from './hashing-queue';

// Argon2id with OWASP's recommended minimum (19 MiB, 2 passes): about 30 ms here, slow enough for guessing.
const options = {
  algorithm: 2 /* Argon2id; the package's enum is an ambient const enum */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * One line per process for every hash and verification: two at a time leave libuv's four threads free for
 * file access, and 16 waiting means at most 8 hashes' wait before a turn: a quarter of a second here, about half a
 * second on a machine twice as slow (32 waiting held a sign-in 1 s on CI's machine during a flood).
 */
const queue = createHashingQueue({ concurrency: 2, maxWaiting: 16 });

export function hashPassword(password: string): Promise<string> {
  return queue.run(() => hash(password, options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return queue.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** A hash of a random password, verified against when the e-mail is unknown so both paths take as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  // Made once, outside the line: a refusal from a full line must not be remembered as the decoy.
  decoyHash ??= hash(`decoy-${Math.random()}`, options);
  return decoyHash;
}
