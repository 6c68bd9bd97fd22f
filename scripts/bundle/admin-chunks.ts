/**
 * Which built files belong to the admin area, read from Vite's manifest (dist/client/.vite/manifest.json).
 *
 * An admin root is a module only an administrator reaches: anything under src/client/features/admin/
 * (the lazily loaded shell, page and login), any client module named …Admin… (an admin view a shared
 * route loads lazily), the admin catalogues (src/client/locales/<locale>/admin.po) and every route file
 * guarded by <AdminOnly>. A file is an
 * admin chunk when it is reachable from an admin root and NOT reachable from the app's entry without
 * passing through an admin root. Code shared with student screens is therefore never called admin, and
 * a student chunk that starts importing admin code makes that code reachable for a student, which the
 * budget check then sees loaded in the browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The source file a manifest key stands for, without the router plugin's `?tsr-split=…` query. */
function sourceOf(key: string, chunk: ManifestChunk): string | undefined {
  return (chunk.src ?? key).split('?')[0];
}

export function isAdminRoot(source: string | undefined, projectRoot: string): boolean {
  if (!source) return false;
  if (source.startsWith('src/client/features/admin/')) return true;
  // The admin area's texts (decision 041): loaded with the area, never on a student's page.
  if (/^src\/client\/locales\/[^/]+\/admin\.po$/.test(source)) return true;
  // The server's texts the admin screens show as they came (tr()): loaded with the admin area too.
  if (/^src\/locales\/[^/]+\/server\.po$/.test(source)) return true;
  // Admin views lazily loaded by a route students share, e.g. ClassSignupAdmin on /class-signup/$id.
  if (source.startsWith('src/client/') && /Admin/.test(path.basename(source))) return true;
  if (!source.startsWith('src/client/routes/')) return false;
  const file = path.join(projectRoot, source);
  return existsSync(file) && /<AdminOnly\b/.test(readFileSync(file, 'utf8'));
}

/** Every key reachable from `starts`, following static and dynamic imports, never entering `stop` keys. */
function reachable(manifest: Manifest, starts: string[], stop: (key: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = starts.filter((k) => manifest[k]);
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key]!;
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      if (!seen.has(next) && manifest[next] && !stop(next)) queue.push(next);
    }
  }
  return seen;
}

/** The built files (e.g. "assets/AdminShell-x.js", CSS included) that only the admin area can load. */
export function adminOnlyFiles(manifest: Manifest, projectRoot: string): Set<string> {
  const roots = Object.keys(manifest).filter((k) => isAdminRoot(sourceOf(k, manifest[k]!), projectRoot));
  if (roots.length === 0)
    throw new Error('No admin module found in the Vite manifest: the check would be blind');
  const rootSet = new Set(roots);
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const studentSide = reachable(manifest, entries, (k) => rootSet.has(k));
  const adminSide = reachable(manifest, roots, () => false);
  const studentFiles = new Set([...studentSide].flatMap((k) => filesOf(manifest[k]!)));
  const files = new Set<string>();
  for (const key of adminSide) {
    if (studentSide.has(key)) continue;
    for (const file of filesOf(manifest[key]!)) if (!studentFiles.has(file)) files.add(file);
  }
  return files;
}

function filesOf(chunk: ManifestChunk): string[] {
  return [chunk.file, ...(chunk.css ?? [])];
}
