import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29 §3: each folder under src/client/features is one feature, and no two features import each other
 * (one of the two must own the shared piece, or it belongs in common/, lib/ or src/shared). Nor may a
 * feature import src/client/routes: routes import features, never the other way.
 */
const FEATURES = path.dirname(fileURLToPath(import.meta.url));
const ROUTES = path.join(FEATURES, '..', 'routes');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** Static imports, re-exports and dynamic import() with a relative path. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The feature folder a path lies in, or null outside src/client/features. */
function featureOf(file: string): string | null {
  const rel = path.relative(FEATURES, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first! : null;
}

interface Graph {
  /** "from -> to" → the imports that make the edge, "file: './specifier'". */
  edges: Map<string, string[]>;
  routeImports: string[];
}

function importGraph(): Graph {
  const edges = new Map<string, string[]>();
  const routeImports: string[] = [];
  for (const file of sourceFiles(FEATURES)) {
    const from = featureOf(file);
    if (!from) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const specifier = match[1]!;
      const target = path.resolve(path.dirname(file), specifier);
      const where = `${path.relative(FEATURES, file)}: '${specifier}'`;
      if (target === ROUTES || target.startsWith(ROUTES + path.sep)) routeImports.push(where);
      const to = featureOf(target);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), where]);
    }
  }
  return { edges, routeImports };
}

/** Each pair of features that import each other, once, with the imports on both sides. */
function mutualImports(edges: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [key, imports] of edges) {
    const [from, to] = key.split(' -> ') as [string, string];
    const back = edges.get(`${to} -> ${from}`);
    if (!back || from > to) continue;
    found.push(`${from} <-> ${to}\n    ${[...imports, ...back].join('\n    ')}`);
  }
  return found.sort();
}

describe('client feature folders', () => {
  it('finds the feature folders and their imports (the check is not blind)', () => {
    expect(existsSync(ROUTES) && statSync(ROUTES).isDirectory()).toBe(true);
    const { edges } = importGraph();
    expect(edges.size).toBeGreaterThan(10);
  });

  it('no two feature folders import each other', () => {
    expect(mutualImports(importGraph().edges)).toEqual([]);
  });

  it('no feature imports src/client/routes', () => {
    expect(importGraph().routeImports).toEqual([]);
  });

  it('names the pair when two features import each other', () => {
    const edges = new Map([
      ['a -> b', ["a/x.ts: '../b/y'"]],
      ['b -> a', ["b/y.ts: '../a/x'"]],
      ['a -> c', ["a/x.ts: '../c/z'"]],
    ]);
    expect(mutualImports(edges)).toEqual(["a <-> b\n    a/x.ts: '../b/y'\n    b/y.ts: '../a/x'"]);
  });
});
