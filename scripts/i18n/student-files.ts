import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const CLIENT = path.resolve(import.meta.dirname, '../../src/client');
/** Dynamic imports a student never follows: the admin area and the two admin screens on public routes. */
const ADMIN_ONLY = /[\\/]features[\\/]admin[\\/]|[\\/]lazyScreens\.ts$|ClassSignupAdmin|CheckInPage/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/**
 * Every client module a student (or anyone not signed in) can load: from main.tsx and each route,
 * following static and dynamic imports, but not into the admin area. Their texts make the "student"
 * catalogue, which a student's first load carries; the rest make the "admin" catalogue (decision 041).
 */
export function studentFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || ADMIN_ONLY.test(file) || file.endsWith('.test.ts') || file.endsWith('.test.tsx'))
      return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveModule(file, match[1]!);
      if (target?.startsWith(CLIENT)) visit(target);
    }
  };
  visit(path.join(CLIENT, 'main.tsx'));
  const routes = path.join(CLIENT, 'routes');
  for (const entry of readdirSync(routes, { recursive: true, encoding: 'utf8' }))
    if (/\.tsx?$/.test(entry)) visit(path.join(routes, entry));
  return [...seen].map((file) => path.relative(process.cwd(), file).replaceAll('\\', '/')).sort();
}
