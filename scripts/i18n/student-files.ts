import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const CLIENT = path.resolve(import.meta.dirname, '../../src/client');
/** Dynamic imports a student never follows: the admin area and the two admin screens on public routes. */
const ADMIN_ONLY = /[\\/]features[\\/]admin[\\/]|[\\/]lazyScreens\.ts$|ClassSignupAdmin|CheckInPage/;
/** `import … from './x'` and `export … from './x'` (not `import type`): what a module needs before it runs. */
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'";]*?\bfrom\s*'(\.{1,2}\/[^']+)'/g;
/** `import('./x')`: what a module loads later, in its own chunk. */
const DYNAMIC_IMPORT = /\bimport\(\s*'(\.{1,2}\/[^']+)'/g;

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

const relative = (files: Set<string>) =>
  [...files].map((file) => path.relative(process.cwd(), file).replaceAll('\\', '/')).sort();

const SHARED = path.resolve(import.meta.dirname, '../../src/shared');

/** Every module reachable from `roots` inside `within` (the client by default), skipping the admin area. */
function closure(
  roots: string[],
  follow: { dynamic: boolean; skip?: (file: string) => boolean; within?: string },
): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || ADMIN_ONLY.test(file) || /\.test\.tsx?$/.test(file) || follow.skip?.(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const patterns = follow.dynamic ? [STATIC_IMPORT, DYNAMIC_IMPORT] : [STATIC_IMPORT];
    for (const pattern of patterns)
      for (const match of code.matchAll(pattern)) {
        const target = resolveModule(file, match[1]!);
        if (target?.startsWith(follow.within ?? CLIENT)) visit(target);
      }
  };
  for (const root of roots) visit(root);
  return seen;
}

const routeFiles = (): string[] => {
  const routes = path.join(CLIENT, 'routes');
  return readdirSync(routes, { recursive: true, encoding: 'utf8' })
    .filter((entry) => /\.tsx?$/.test(entry))
    .map((entry) => path.join(routes, entry));
};

/**
 * Every client module a student (or anyone not signed in) can load: from main.tsx and each route,
 * following static and dynamic imports, but not into the admin area (decision 041).
 */
export function studentFiles(): string[] {
  return relative(closure([path.join(CLIENT, 'main.tsx'), ...routeFiles()], { dynamic: true }));
}

/**
 * What a student's first load runs: the entry, the home route, the login screen and the dashboard with
 * what they import statically. Other routes are split off by the router (routeTree.gen.ts is not
 * followed) and the dashboard's tabs and dialogs are lazy. Their texts make the `student` catalogue, the
 * only one the first load carries; the rest of the student side is `account`, loaded with those parts.
 */
export function firstLoadFiles(): string[] {
  const roots = [
    'main.tsx',
    'routes/__root.tsx',
    'routes/index.tsx',
    'features/student/StudentDashboard.tsx',
  ];
  return relative(
    closure(
      roots.map((root) => path.join(CLIENT, root)),
      { dynamic: false, skip: (file) => file.endsWith('routeTree.gen.ts') },
    ),
  );
}

/**
 * The src/shared modules the first load runs (sign-in and booking messages…): their texts make the
 * `shared-first` catalogue, which a French first paint needs; the rest of src/shared is `shared`.
 */
export function sharedFirstLoadFiles(): string[] {
  const roots = firstLoadFiles().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)]
      .map((match) => resolveModule(path.resolve(file), match[1]!))
      .filter((target): target is string => Boolean(target?.startsWith(SHARED))),
  );
  return relative(closure(roots, { dynamic: false, within: SHARED }));
}
