import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('refuses to start in production without a real signing secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).isProduction).toBe(true);
  });

  it('has defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.defaultTimeZone).toBe('America/Sao_Paulo');
  });

  it('runs several API processes only on a PostgreSQL server', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://localhost/grana' }).workers).toBe(2);
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://localhost/grana' })).toThrow(
      ConfigError,
    );
  });

  it('sends the daily reminders at 08:00 unless REMINDERS_TIME says otherwise, as HH:MM', () => {
    expect(loadConfig({}).remindersTime).toBe('08:00');
    expect(loadConfig({ REMINDERS_TIME: '19:30' }).remindersTime).toBe('19:30');
    for (const bad of ['8:00', '24:00', '07:60', '0800', 'manhã']) {
      expect(() => loadConfig({ REMINDERS_TIME: bad }), bad).toThrow(/REMINDERS_TIME.*HH:MM/);
    }
  });

  it('refuses an unknown time zone', () => {
    expect(() => loadConfig({ TZ: 'Marte/Olimpo' })).toThrow(ConfigError);
  });

  it('reads bank sync: the key of at least 32 characters, the operator pair together, every 6 hours by default', () => {
    const defaults = loadConfig({}).sync;
    expect(defaults).toEqual({
      encryptionKey: undefined,
      operator: null,
      intervalHours: 6,
      checkSeconds: 300,
      runSeconds: 300,
    });
    expect(loadConfig({ SYNC_CHECK_SECONDS: '0' }).sync.checkSeconds).toBe(0);
    expect(() => loadConfig({ SYNC_CHECK_SECONDS: '-5' })).toThrow(/SYNC_CHECK_SECONDS/);
    // A run's deadline stays below a third of its 15-minute claim on the connection.
    expect(() => loadConfig({ SYNC_RUN_SECONDS: '301' })).toThrow(/SYNC_RUN_SECONDS/);
    expect(() => loadConfig({ SYNC_ENCRYPTION_KEY: 'curta' })).toThrow(/SYNC_ENCRYPTION_KEY.*32/);
    expect(loadConfig({ SYNC_ENCRYPTION_KEY: 'k'.repeat(32) }).sync.encryptionKey).toBe('k'.repeat(32));
    expect(loadConfig({ SYNC_INTERVAL_HOURS: '12' }).sync.intervalHours).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'seis', '169']) {
      expect(() => loadConfig({ SYNC_INTERVAL_HOURS: bad }), bad).toThrow(/SYNC_INTERVAL_HOURS/);
    }
    expect(
      loadConfig({ PLUGGY_CLIENT_ID: ' id-do-operador ', PLUGGY_CLIENT_SECRET: 'segredo-do-operador' }).sync
        .operator,
    ).toEqual({ clientId: 'id-do-operador', clientSecret: 'segredo-do-operador' });
    expect(() => loadConfig({ PLUGGY_CLIENT_ID: 'id-do-operador' })).toThrow(/PLUGGY_CLIENT_SECRET/);
    expect(() => loadConfig({ PLUGGY_CLIENT_SECRET: 'segredo' })).toThrow(/PLUGGY_CLIENT_ID/);
  });

  it("refuses to start in production with the operator's Pluggy pair but no SYNC_ENCRYPTION_KEY", () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    const pluggy = { PLUGGY_CLIENT_ID: 'id-do-operador', PLUGGY_CLIENT_SECRET: 'segredo-do-operador' };
    expect(() => loadConfig({ ...production, ...pluggy })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...pluggy })).toThrow(/SYNC_ENCRYPTION_KEY/);
    expect(
      loadConfig({ ...production, ...pluggy, SYNC_ENCRYPTION_KEY: 'k'.repeat(40) }).sync.operator,
    ).not.toBeNull();
    // Without the operator's pair a production server starts; people just cannot save credentials there.
    expect(loadConfig(production).sync.encryptionKey).toBeUndefined();
  });
});
