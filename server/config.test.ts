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
});
