import { expect } from 'vitest';
import type { TestClient } from '../setup/http';

/** A class pack's terms a property test varies. */
export interface PackVariant {
  validityCount: number;
  validityUnit: 'day' | 'week' | 'month';
  validityFrom: 'purchase' | 'first_use';
  /** Only class type `typeA` may use it. */
  typeAOnly: boolean;
}

/**
 * One $180 class pack per variant and class count, made through the API: the grid a property test
 * sells from, `grid[variant][count - 1]` being the product's id.
 */
export async function createPackGrid(
  admin: TestClient,
  o: { prefix: string; variants: readonly PackVariant[]; counts: readonly number[]; typeA: number },
): Promise<number[][]> {
  const grid: number[][] = [];
  for (const [v, variant] of o.variants.entries()) {
    const row: number[] = [];
    for (const count of o.counts) {
      const res = await admin.post('/api/products', {
        kind: 'pack',
        name: `${o.prefix} V${v} x${count}`,
        classCount: count,
        validityCount: variant.validityCount,
        validityUnit: variant.validityUnit,
        validityFrom: variant.validityFrom,
        price: '180.00',
        ...(variant.typeAOnly ? { classTypeIds: [o.typeA] } : {}),
      });
      expect(res.status, res.body?.error).toBe(201);
      row.push(res.body.id as number);
    }
    grid.push(row);
  }
  return grid;
}

/** A $180 10-class pack valid three months (or as `over` says), made through the API: its id. */
export async function packProduct(admin: TestClient, over: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.post('/api/products', {
    kind: 'pack',
    name: '10-Class Card',
    classCount: 10,
    validityCount: 3,
    validityUnit: 'month',
    price: '180.00',
    ...over,
  });
  expect(res.status, res.body?.error).toBe(201);
  return res.body.id as number;
}
