import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connect';
import { runMigrations } from '../db/migrate';
import { partitionBookTables } from './partitioned-layout';
import { adminUrl, databaseUrlFor } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    testDbKind: 'pglite' | 'postgres';
    pgliteTemplateFile: string;
    postgresTemplateDb: string;
  }
}

/**
 * Migrates one template database per run; each test file then starts from a copy of it, which is much faster
 * than migrating (or running initdb for) a database per file.
 */
export default async function setup(project: TestProject) {
  const url = project.config.env?.GRANA_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (url) {
    const name = `grana_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(url, name), poolSize: 1 });
    await runMigrations(database);
    await database.close();
    if (project.config.env?.GRANA_TEST_PARTITIONED === '1') {
      // The partitioned layout: every copy starts with the largest book tables partitioned by book (docs/SCALE.md).
      const template = new pg.Client({ connectionString: databaseUrlFor(url, name) });
      await template.connect();
      await partitionBookTables(template).finally(() => template.end());
    }
    project.provide('testDbKind', 'postgres');
    project.provide('postgresTemplateDb', name);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      // Drop the template and every copy this run made (copies are named after the template).
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${name.replace('_tpl_', '_t_')}%`],
      );
      for (const row of [...rows, { datname: name }]) {
        await admin.query(`drop database if exists ${row.datname} with (force)`).catch(() => {});
      }
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'grana-test-'));
  const database = await openDatabase({});
  await runMigrations(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDbKind', 'pglite');
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplateDb', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
