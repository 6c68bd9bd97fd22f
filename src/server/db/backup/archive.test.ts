import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { packBackup, unpackBackup } from './archive';
import { readTar, writeTar } from './tar';

describe('the backup archive', () => {
  it('reads back the files it wrote, of any size', () => {
    const entries = [
      { name: 'empty', data: Buffer.alloc(0) },
      { name: 'block', data: randomBytes(512) },
      { name: 'odd.bin', data: randomBytes(70_001) },
    ];
    expect(readTar(writeTar(entries))).toEqual(entries);
  });

  it('keeps the manifest, the database and the app secret, and refuses other files', () => {
    const backup = {
      manifest: {
        format: 'studio-pglite-backup' as const,
        version: 1 as const,
        createdAt: 'now',
        postgres: 'PG',
      },
      pgliteTar: randomBytes(2000),
      appSecret: 'secret-key',
    };
    expect(unpackBackup(packBackup(backup))).toEqual(backup);
    expect(unpackBackup(packBackup({ ...backup, appSecret: null })).appSecret).toBeNull();
    expect(() => unpackBackup(Buffer.from('not a backup'))).toThrow('Not a studio backup');
    expect(() => unpackBackup(packBackup(backup).subarray(0, 100))).toThrow('Not a studio backup');
  });
});
