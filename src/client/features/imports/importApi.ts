import type { TImportFile } from '../../../shared/schemas/imports';
import { RestError } from '../../lib/restGet';

/** The file's bytes as base64, in slices (a spread of a whole large file would overflow the stack). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Uploads a CSV through POST /api/imports (the tRPC path keeps the app's 256 KiB limit; this one takes
 * a file of up to 25 MB). Its bytes go as they are: the server reads the encoding.
 */
export async function uploadCsv(file: File): Promise<TImportFile> {
  const content = toBase64(new Uint8Array(await file.arrayBuffer()));
  let res: Response;
  try {
    res = await fetch('/api/imports', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ fileName: file.name, content }),
    });
  } catch {
    throw new RestError('');
  }
  const body = (await res.json().catch(() => null)) as (TImportFile & { error?: string }) | null;
  if (!res.ok) throw new RestError(body?.error ?? '', res.status);
  return body as TImportFile;
}
