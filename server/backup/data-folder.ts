import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { BucketConfig } from '../storage/bucket-config';
import { linesOf } from './backup-file';
import { dumpDatabase } from './dump';
import { inPgliteTransaction } from './sql-session';

/**
 * A PGlite data folder can be opened by one process only, and PGlite does not lock it. The process that owns
 * the folder (the server, or a backup or restore run while the server is stopped) says so with a control file
 * inside the folder, `.grana-control.json` (mode 0600): its pid and a loopback TCP port with a random token.
 * Whoever wants the folder reads the file and asks that port; a live owner answers, a killed one leaves a file
 * whose port refuses (or whose pid is gone) and is taken over.
 *
 * The running server also answers `backup` on that port, streaming the copy from its own PGlite, so
 * `npm run backup` never opens a folder the server holds. Only someone who can read the 0600 file knows the
 * token. (A Unix socket would be the obvious channel, but a socket file inside the folder makes PGlite's
 * dumpDataDir fail, and socket paths are limited to 107 bytes.)
 */

export const CONTROL_FILE = '.grana-control.json';

export type FolderRole = 'server' | 'backup' | 'restore' | 'seed' | 'move';

export interface FolderOwner {
  pid: number;
  port: number;
  token: string;
  role: FolderRole;
  since: string;
}

/** Someone else owns the folder; the message says who and what to do, in Portuguese. */
export class FolderBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: FolderOwner,
    readonly answered: boolean,
  ) {
    const who =
      owner.role === 'server'
        ? `Um servidor do Grana (processo ${owner.pid}) está usando a pasta de dados ${dataDir}`
        : owner.role === 'backup'
          ? `Uma cópia de segurança (processo ${owner.pid}) está lendo a pasta de dados ${dataDir}`
          : owner.role === 'seed'
            ? `O gerador de dados (processo ${owner.pid}) está escrevendo na pasta de dados ${dataDir}`
            : owner.role === 'move'
              ? `Uma cópia de comprovantes (processo ${owner.pid}) está lendo a pasta de dados ${dataDir}`
              : `Uma restauração (processo ${owner.pid}) está escrevendo na pasta de dados ${dataDir}`;
    super(
      answered
        ? `${who}.`
        : `${who}, mas não respondeu. Se esse processo não existe mais, apague ${path.join(dataDir, CONTROL_FILE)}.`,
    );
  }
}

/** How long an owner whose port accepted the connection may take to answer (PGlite can block its process). */
const ANSWER_TIMEOUT_MS = 15_000;

/** How long the server waits for a backup client that stopped reading before it gives the copy up. */
const STALLED_CLIENT_MS = 30_000;

/** The request line of a connection, at most 4 KB: anyone on this machine can connect to the port. */
function firstLine(socket: net.Socket): Promise<string | undefined> {
  return new Promise((resolve) => {
    let buffer = '';
    const done = (line: string | undefined) => {
      socket.off('data', onData);
      // Anything after the request line is ignored; reading on lets a closed connection be noticed.
      socket.resume();
      resolve(line);
    };
    const onData = (data: Buffer) => {
      buffer += data.toString('utf8');
      const end = buffer.indexOf('\n');
      if (end >= 0) done(buffer.slice(0, end));
      else if (buffer.length > 4096) done(undefined);
    };
    socket.on('data', onData);
    socket.once('end', () => done(undefined));
    socket.once('close', () => done(undefined));
  });
}

type Answer = { kind: 'answered'; reply: Record<string, unknown> } | { kind: 'refused' } | { kind: 'silent' };

/** Sends one command line to an owner and reads its first line of answer. */
function ask(owner: FolderOwner, command: string, timeoutMs = ANSWER_TIMEOUT_MS): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: owner.port });
    let connected = false;
    let buffer = '';
    const finish = (answer: Answer) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish(connected ? { kind: 'silent' } : { kind: 'refused' }), timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ token: owner.token, command })}\n`);
    });
    socket.on('data', (data: string) => {
      buffer += data;
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      try {
        finish({ kind: 'answered', reply: JSON.parse(buffer.slice(0, end)) });
      } catch {
        finish({ kind: 'refused' });
      }
    });
    // Refused, reset, or closed without a line: nobody of ours listens there any more.
    socket.on('error', () => finish({ kind: 'refused' }));
    socket.on('close', () => finish({ kind: 'refused' }));
  });
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(file: string): Promise<FolderOwner | 'none' | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'none';
    throw error;
  }
  try {
    const owner = JSON.parse(text) as FolderOwner;
    if (Number.isInteger(owner.pid) && Number.isInteger(owner.port) && typeof owner.token === 'string') {
      return owner;
    }
  } catch {}
  return 'unreadable';
}

/** Removes a stale control file, unless it changed meanwhile (someone just claimed the folder). */
async function removeIfUnchanged(file: string, token: string | undefined): Promise<void> {
  const now = await readOwner(file);
  if (now === 'none') return;
  if (typeof now === 'object' && now.token !== token) return;
  await rm(file, { force: true });
}

/**
 * Who owns the folder now: undefined when nobody does (no control file, or a stale one, which is removed).
 * `answered` is false for an owner that accepted the connection but stayed silent: treated as alive.
 */
export async function folderOwner(
  dataDir: string,
): Promise<{ owner: FolderOwner; answered: boolean } | undefined> {
  const file = path.join(dataDir, CONTROL_FILE);
  const owner = await readOwner(file);
  if (owner === 'none') return undefined;
  if (owner === 'unreadable') {
    await removeIfUnchanged(file, undefined);
    return undefined;
  }
  if (owner.pid !== process.pid && !pidAlive(owner.pid)) {
    await removeIfUnchanged(file, owner.token);
    return undefined;
  }
  const answer = await ask(owner, 'hello');
  if (answer.kind === 'answered' && answer.reply.grana === true) return { owner, answered: true };
  if (answer.kind === 'silent') return { owner, answered: false };
  await removeIfUnchanged(file, owner.token);
  return undefined;
}

export interface FolderClaim {
  readonly dataDir: string;
  /**
   * The server: answer `backup` requests from this PGlite (until then they are told to wait), the comprovantes
   * read from where the server keeps them (its folder, or its bucket).
   */
  serveBackups(
    pglite: PGlite,
    log?: { error(obj: unknown, msg: string): void },
    bucket?: BucketConfig | undefined,
  ): void;
  /** Stops answering and removes the control file (from `dataDir`, or from where the folder was moved). */
  release(fileDir?: string): Promise<void>;
}

/**
 * Claims the folder for this process, waiting up to `waitMs` while another owner holds it (a server restarting,
 * a backup finishing). Throws FolderBusyError when it is still held. Creates the folder when missing.
 */
export async function claimDataFolder(
  dataDir: string,
  role: FolderRole,
  options: { waitMs?: number } = {},
): Promise<FolderClaim> {
  mkdirSync(dataDir, { recursive: true });
  const deadline = Date.now() + (options.waitMs ?? 0);
  for (;;) {
    const current = await folderOwner(dataDir);
    if (!current) {
      const claim = await tryClaim(dataDir, role);
      if (claim) return claim;
      continue;
    }
    if (Date.now() >= deadline) throw new FolderBusyError(dataDir, current.owner, current.answered);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Writes the control file only if none exists (a hard link is atomic and exclusive); undefined if beaten to it. */
async function tryClaim(dataDir: string, role: FolderRole): Promise<FolderClaim | undefined> {
  const token = randomBytes(32).toString('hex');
  let pglite: PGlite | undefined;
  let bucket: BucketConfig | undefined;
  let log: { error(obj: unknown, msg: string): void } | undefined;
  const server = net.createServer((socket) => handle(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: 0 }, () => resolve());
  });
  server.unref();
  const port = (server.address() as net.AddressInfo).port;
  const owner: FolderOwner = { pid: process.pid, port, token, role, since: new Date().toISOString() };

  const file = path.join(dataDir, CONTROL_FILE);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, JSON.stringify(owner), { mode: 0o600 });
  let claimed = false;
  try {
    await link(draft, file);
    claimed = true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST') {
      // A file system without hard links: exclusive create instead (its content appears in two steps).
      try {
        await writeFile(file, JSON.stringify(owner), { flag: 'wx', mode: 0o600 });
        claimed = true;
      } catch (inner) {
        if ((inner as NodeJS.ErrnoException).code !== 'EEXIST') throw inner;
      }
    }
  } finally {
    await rm(draft, { force: true });
  }
  if (!claimed) {
    server.close();
    return undefined;
  }

  function handle(socket: net.Socket) {
    socket.on('error', () => {});
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy());
    void (async () => {
      const line = await firstLine(socket);
      socket.setTimeout(0);
      let request: { token?: unknown; command?: unknown };
      try {
        request = JSON.parse(line ?? '');
      } catch {
        socket.destroy();
        return;
      }
      const given = Buffer.from(typeof request.token === 'string' ? request.token : '');
      const expected = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        socket.destroy();
        return;
      }
      if (request.command === 'hello') {
        socket.end(`${JSON.stringify({ grana: true, role, pid: process.pid })}\n`);
      } else if (request.command === 'backup') {
        await streamBackup(socket);
      } else {
        socket.end(`${JSON.stringify({ error: 'comando desconhecido' })}\n`);
      }
    })();
  }

  async function streamBackup(socket: net.Socket) {
    if (!pglite) {
      const error =
        role === 'server'
          ? 'o servidor ainda está iniciando; tente de novo em instantes'
          : 'a pasta está ocupada por outra cópia ou restauração';
      socket.end(`${JSON.stringify({ error })}\n`);
      return;
    }
    let gone = false;
    socket.on('close', () => {
      gone = true;
    });
    // The dump holds PGlite, and so every request, until it ends: a client that stops reading (a suspended
    // script) must not hold it for long.
    const write = async (text: string) => {
      if (gone) throw new Error('the backup client went away');
      if (socket.write(text)) return;
      let timer: NodeJS.Timeout | undefined;
      const drained = await new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), STALLED_CLIENT_MS);
        socket.once('drain', () => resolve(true));
        socket.once('close', () => resolve(true));
      });
      clearTimeout(timer);
      if (!drained) throw new Error('the backup client stopped reading');
    };
    try {
      await inPgliteTransaction(pglite, 'snapshot', (session) =>
        dumpDatabase(session, 'pglite', write, { dataDir, attachmentsBucket: bucket }),
      );
      socket.end();
    } catch (error) {
      log?.error({ err: error }, 'backup over the control channel failed');
      // The client sees the stream stop before the trailer and refuses the copy.
      socket.destroy();
    }
  }

  return {
    dataDir,
    serveBackups(instance, logger, attachmentsBucket) {
      [pglite, log, bucket] = [instance, logger, attachmentsBucket];
    },
    async release(fileDir = dataDir) {
      server.close();
      await removeIfUnchanged(path.join(fileDir, CONTROL_FILE), token).catch(() => {});
    },
  };
}

/** Asks the server that owns the folder for a backup: the copy's lines, as they come. */
export async function* backupFromOwner(owner: FolderOwner): AsyncGenerator<string> {
  const socket = net.connect({ host: '127.0.0.1', port: owner.port });
  socket.on('error', () => {});
  // A server busy with a long import answers late, but one silent for minutes is not going to.
  socket.setTimeout(5 * 60_000, () => socket.destroy(new Error('o servidor parou de responder')));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(`${JSON.stringify({ token: owner.token, command: 'backup' })}\n`);
  try {
    let first = true;
    for await (const line of linesOf(socket)) {
      if (first && line.startsWith('{"error"')) {
        throw new Error((JSON.parse(line) as { error: string }).error);
      }
      first = false;
      yield line;
    }
  } finally {
    socket.destroy();
  }
}
