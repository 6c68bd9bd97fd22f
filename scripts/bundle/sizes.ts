import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface FileSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** A built file's size as it is stored, and gzipped and brotli'd at the strength the build precompresses at. */
export function sizesOf(file: string): FileSizes {
  const bytes = readFileSync(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
