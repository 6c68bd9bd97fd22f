import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverImports } from './import-graph';
import { ALLOWED_BACK_UP, rankOf, UNITS, unitOf } from './layers';

const root = fileURLToPath(new URL('..', import.meta.url));
const edges = serverImports(root);
const named = edges.map((e) => ({ ...e, fromUnit: unitOf(e.from), toUnit: unitOf(e.to) }));
const allowed = (from: string, to: string) => ALLOWED_BACK_UP.some((a) => a.from === from && a.to === to);

describe('the server layers (docs/architecture.md)', () => {
  it('reads the imports', () => {
    expect(edges.length).toBeGreaterThan(500);
  });

  it('places every file in a unit', () => {
    const lost = [...new Set(named.flatMap((e) => [e.from, e.to]).filter((f) => unitOf(f) === null))];
    expect(lost).toEqual([]);
  });

  it('has no import that runs back up a floor, except the listed ones', () => {
    const up = named
      .filter((e) => rankOf(e.toUnit!) > rankOf(e.fromUnit!) && !allowed(e.from, e.to))
      .map((e) => `${e.from} (${e.fromUnit}) imports ${e.to} (${e.toUnit})`);
    expect(up).toEqual([]);
  });

  it('lists only exceptions still in use, at most ten', () => {
    const unused = ALLOWED_BACK_UP.filter((a) => !edges.some((e) => e.from === a.from && e.to === a.to));
    expect(unused).toEqual([]);
    expect(ALLOWED_BACK_UP.length).toBeLessThanOrEqual(10);
  });

  it('has no two units that import each other', () => {
    const pairs = new Set(
      named
        .filter((e) => e.fromUnit !== e.toUnit && !allowed(e.from, e.to))
        .map((e) => `${e.fromUnit} ${e.toUnit}`),
    );
    const mutual = [...pairs].filter((p) => {
      const [a, b] = p.split(' ');
      return a! < b! && pairs.has(`${b} ${a}`);
    });
    expect(mutual).toEqual([]);
  });

  it('names each unit once', () => {
    expect(new Set(UNITS.map((u) => u.name)).size).toBe(UNITS.length);
  });
});
