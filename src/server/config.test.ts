import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to embedded PGlite on 127.0.0.1:3000 with ./data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', databaseKind: 'pglite' });
    expect(c.googleEnabled).toBe(false);
    expect(c.smtpEnabled).toBe(false);
  });

  it('switches to PostgreSQL with DATABASE_URL and enables Google only with both credentials', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db', GOOGLE_CLIENT_ID: 'id' });
    expect(c.databaseKind).toBe('postgres');
    expect(c.googleEnabled).toBe(false);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).googleEnabled).toBe(true);
  });

  it('rejects a malformed environment with the variable named', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
