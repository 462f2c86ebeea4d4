import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import {
  BackupFormatError,
  type BackupHeader,
  BackupStructure,
  type FileRecord,
  type TableHeader,
} from './format';

/** Splits a byte stream into lines of UTF-8 text; a stream error (a cut gzip) is thrown to the reader. */
export async function* linesOf(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  for await (const chunk of stream) {
    const text = carry + decoder.write(chunk as Buffer);
    const lines = text.split('\n');
    carry = lines.pop() ?? '';
    for (const line of lines) yield line;
  }
  const rest = carry + decoder.end();
  if (rest !== '') yield rest;
}

export interface BackupFileWriter {
  /** Whole lines of text; resolves when the gzip stream can take more. */
  write(text: string): Promise<void>;
  /** Flushes, syncs to disk and gives the file its final name; answers its size in bytes. */
  finish(): Promise<number>;
  /** Removes the partial file. */
  abort(): Promise<void>;
}

/**
 * Writes a backup under a temporary name in the same folder and renames it only when complete, so a failed or
 * interrupted backup never leaves a file that looks whole. Mode 0600: the copy holds password hashes.
 */
export async function createBackupFile(target: string): Promise<BackupFileWriter> {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.parcial-${randomBytes(4).toString('hex')}`;
  const file = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  const gzip = createGzip();
  gzip.pipe(file);
  let failure: Error | undefined;
  const onError = (error: Error) => {
    failure ??= error;
  };
  gzip.on('error', onError);
  file.on('error', onError);
  const closed = new Promise<void>((resolve) => file.on('close', () => resolve()));

  return {
    async write(text) {
      if (failure) throw failure;
      if (!gzip.write(text)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            gzip.off('drain', done);
            file.off('error', done);
            resolve();
          };
          gzip.on('drain', done);
          file.on('error', done);
        });
      }
      if (failure) throw failure;
    },
    async finish() {
      gzip.end();
      await closed;
      if (failure) throw failure;
      const handle = await open(partial, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, target);
      return (await stat(target)).size;
    },
    async abort() {
      gzip.destroy();
      file.destroy();
      await closed.catch(() => {});
      await rm(partial, { force: true });
    },
  };
}

export type BackupEvent =
  | { kind: 'table'; table: TableHeader }
  | { kind: 'rows'; table: TableHeader; lines: string[] }
  | { kind: 'file'; file: FileRecord };

export interface BackupReader {
  header: BackupHeader;
  /** Tables and their rows in chunks; throws at the end if the copy is not whole. */
  events(chunk?: { rows: number; bytes: number }): AsyncGenerator<BackupEvent>;
  structure: BackupStructure;
  close(): void;
}

/** Reading errors of the file and of gzip, said in Portuguese. */
function readFailure(file: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupFormatError(`o arquivo ${file} não existe`);
  if (code === 'EISDIR') return new BackupFormatError(`${file} é uma pasta, não um arquivo`);
  if (code === 'Z_BUF_ERROR') return new BackupFormatError('a cópia está incompleta (o arquivo foi cortado)');
  if (code === 'Z_DATA_ERROR') {
    return new BackupFormatError('o arquivo não é uma cópia do Grana ou está danificado (gzip inválido)');
  }
  return error instanceof Error ? error : new Error(String(error));
}

async function* linesOfFile(file: string): AsyncGenerator<string> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  try {
    yield* linesOf(gunzip);
  } catch (error) {
    throw readFailure(file, error);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

/**
 * Reads the whole file once without loading it: gzip's checksum, the structure and the trailer. A cut or
 * damaged copy is refused before a restore creates or changes anything.
 */
export async function verifyBackupFile(file: string): Promise<BackupStructure> {
  const structure = new BackupStructure();
  let first = true;
  for await (const line of linesOfFile(file)) {
    structure.accept(line);
    first = false;
  }
  if (first) throw new BackupFormatError('o arquivo está vazio');
  structure.expectComplete();
  return structure;
}

/** Opens a backup file and reads its header (a file that is no Grana backup is refused here). */
export async function openBackupFile(file: string): Promise<BackupReader> {
  const lines = linesOfFile(file);
  const structure = new BackupStructure();
  const first = await lines.next();
  if (first.done) throw new BackupFormatError('o arquivo está vazio');
  structure.accept(first.value);
  const header = structure.header!;

  return {
    header,
    structure,
    async *events(chunk = { rows: 1000, bytes: 1 << 20 }) {
      let table: TableHeader | undefined;
      let pending: string[] = [];
      let bytes = 0;
      for await (const line of lines) {
        const kind = structure.accept(line);
        if (kind === 'row') {
          pending.push(line);
          bytes += line.length;
          if (pending.length >= chunk.rows || bytes >= chunk.bytes) {
            yield { kind: 'rows', table: table!, lines: pending };
            pending = [];
            bytes = 0;
          }
          continue;
        }
        if (pending.length > 0) {
          yield { kind: 'rows', table: table!, lines: pending };
          pending = [];
          bytes = 0;
        }
        if (kind === 'table') {
          table = structure.tables.at(-1)!;
          yield { kind: 'table', table };
        } else if (kind === 'file') {
          yield { kind: 'file', file: structure.file! };
        }
      }
      structure.expectComplete();
    },
    close() {
      void lines.return(undefined);
    },
  };
}
