import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** JSON answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** application/json and its +json kinds: the answers that are compressed (and read whole first). */
export const isJsonType = (contentType: string): boolean =>
  /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);

/** The encoding to answer in: brotli, else gzip, among those the client accepts (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const weight = (e: string) => accepted.get(e) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Compressed forms of Buffer bodies, by the Buffer itself: a body sent again as the same object (a
 * tagged REST answer, decision 022) is compressed once per encoding. Nothing keeps a body alive.
 */
const keptCompressions = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses JSON answers above COMPRESS_MIN_BYTES in brotli or gzip, as the request's Accept-Encoding
 * allows. Only whole JSON bodies (strings or buffers) are touched: streamed answers such as the CSV
 * exports, files sent by @fastify/static (already precompressed at build time) and anything that already
 * has a Content-Encoding pass through unchanged.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || req.method === 'HEAD') return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!isJsonType(type)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    addVary(reply);
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const kept = Buffer.isBuffer(payload) ? keptCompressions.get(payload) : undefined;
    let compressed = kept?.[encoding];
    if (!compressed) {
      compressed = await compress(body, encoding);
      if (Buffer.isBuffer(payload)) keptCompressions.set(payload, { ...kept, [encoding]: compressed });
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  // Brotli at quality 4: close to gzip -9 in size at a fraction of the CPU of quality 11, per request.
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}
