/**
 * The built client as the server sends it (issue 15 §1): an asset precompressed at build time goes out
 * brotli or gzip as Accept-Encoding allows, byte for byte the .br/.gz the build wrote, with Vary and the
 * immutable cache header; index.html is never cached; the Vite manifest is not served. Needs
 * `npm run build` first: without dist/client the tests are skipped, saying so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST, registerSpa } from '../../src/server/plugins/spa';

const built = existsSync(path.join(CLIENT_DIST, 'index.html'));
if (!built) console.warn(`spa-assets: skipped, no build at ${CLIENT_DIST} (run npm run build)`);

let app: FastifyInstance;
const entry = built
  ? readdirSync(path.join(CLIENT_DIST, 'assets')).find((f) => /^index-.*\.js$/.test(f))
  : '';

beforeAll(async () => {
  if (!built) return;
  app = Fastify({ logger: false });
  await registerSpa(app);
  await app.ready();
});

afterAll(() => app?.close());

describe.skipIf(!built)('the built client, served', () => {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    it(`sends an asset as the build's ${suffix} when ${encoding} is accepted`, async () => {
      const res = await app.inject({ url: `/assets/${entry}`, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(readFileSync(path.join(CLIENT_DIST, 'assets', `${entry}${suffix}`)))).toBe(
        true,
      );
    });
  }

  it('sends the asset as it is to a client that accepts no encoding', async () => {
    const res = await app.inject({ url: `/assets/${entry}`, headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(readFileSync(path.join(CLIENT_DIST, 'assets', entry!)))).toBe(true);
  });

  it('sends index.html for a client route, compressed and never cached', async () => {
    const res = await app.inject({ url: '/settings', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve the Vite manifest or the .br files as routes of their own', async () => {
    const manifest = await app.inject({
      url: '/.vite/manifest.json',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(manifest.headers['content-type']).toMatch(/^text\/html/);
    expect(manifest.body).not.toContain('"isEntry"');
    const br = await app.inject({ url: `/assets/${entry}.br`, headers: { 'accept-encoding': 'identity' } });
    expect(br.headers['content-type']).toMatch(/^text\/html/);
  });
});
