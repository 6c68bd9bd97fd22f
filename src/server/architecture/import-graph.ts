import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface ImportEdge {
  /** Both below src/server, with their extension. */
  from: string;
  to: string;
}

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

function resolveFile(files: Set<string>, base: string): string | null {
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (files.has(base + ext)) return base + ext;
  return null;
}

/** Every relative import between the server's own files (tests left out), static and dynamic. */
export function serverImports(root: string): ImportEdge[] {
  const files = sourceFiles(root);
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of [...text.matchAll(SPECIFIER), ...text.matchAll(DYNAMIC)]) {
      const target = resolveFile(known, resolve(dirname(file), match[1]!));
      if (target) edges.push({ from: relative(root, file), to: relative(root, target) });
    }
  }
  return edges;
}
