/**
 * JSON answers over real HTTP: above COMPRESS_MIN_BYTES they come back brotli or gzip as the request's
 * Accept-Encoding allows, with Vary: Accept-Encoding, and decode to the same JSON; small ones and
 * clients that accept no encoding get them as they are; the ledger CSV still streams uncompressed.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../src/server/db/schema';
import { COMPRESS_MIN_BYTES } from '../../src/server/plugins/compression';
import { createAdmin } from '../factories/people';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
let base = '';
let token = '';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes exactly as the server sent them (fetch would decode them). */
function rawGet(path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  const db = t.db();
  await db.insert(students).values(
    Array.from({ length: 40 }, (_, i) => ({
      name: `Compression Student ${i}`,
      email: `compression.${i}@example.com`,
      phone: '604-555-0100',
    })),
  );
  const admin = await createAdmin(db, { password: 'compress-pass-1' });
  base = await t.app().listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: admin.email, password: 'compress-pass-1' }),
  });
  token = ((await login.json()) as { sessionToken: string }).sessionToken;
});

describe('JSON answers above the threshold', () => {
  it('come back brotli when accepted, with Vary, and decode to the same JSON', async () => {
    const plain = await rawGet('/api/students', '');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await rawGet('/api/students', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(Number(br.headers['content-length'] ?? br.body.length)).toBe(br.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('come back gzip when brotli is not accepted (or refused with q=0)', async () => {
    const plain = await rawGet('/api/students');
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const gz = await rawGet('/api/students', accept);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('tRPC answers too (the client reads everything through tRPC), with their status and headers', async () => {
    const path = `/trpc/students.list?input=${encodeURIComponent(JSON.stringify({}))}`;
    const plain = await rawGet(path, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);

    const br = await rawGet(path, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const refused = await rawGet(
      `/trpc/students.list?input=${encodeURIComponent('{"status":"nope"}')}`,
      'br',
    );
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ error: { data: { code: 'BAD_REQUEST' } } });
  });

  it('come back as they are to a client that accepts neither', async () => {
    const res = await rawGet('/api/students', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toHaveLength(40);
  });
});

describe('what is not compressed', () => {
  it('a JSON answer below the threshold', async () => {
    const res = await rawGet('/healthz', 'br, gzip');
    expect(res.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toMatchObject({ ok: true });
  });

  it('the streamed ledger CSV: sent as it is, whole', async () => {
    const res = await rawGet('/api/payments/ledger.csv', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString().split('\n')[0]).toMatch(/date/i);
  });
});
