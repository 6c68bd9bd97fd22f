import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(__dirname, '../..');
const BILLING = path.resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every way the code writes a row: drizzle's insert/update/delete and raw SQL. */
const WRITES = [
  /\.(insert|update|delete)\(\s*(ledgerEntries|studentCredits)\s*\)/,
  /\b(insert\s+into|update|delete\s+from)\s+(ledger_entries|student_credits)\b/i,
];

describe('the money record has one writer (design §3, decision 002)', () => {
  it('only the billing module writes ledger_entries and student_credits', () => {
    const offenders = sourceFiles(SERVER)
      .filter(
        (file) =>
          !file.startsWith(`${BILLING}${path.sep}`) && !file.includes(`${path.sep}db${path.sep}schema`),
      )
      .filter((file) => WRITES.some((pattern) => pattern.test(readFileSync(file, 'utf8'))))
      .map((file) => path.relative(SERVER, file));
    expect(offenders).toEqual([]);
  });

  it('the check itself finds a write', () => {
    expect(WRITES.some((p) => p.test('await tx.insert(ledgerEntries).values({})'))).toBe(true);
    expect(WRITES.some((p) => p.test('insert into ledger_entries (student_id)'))).toBe(true);
    expect(WRITES.some((p) => p.test('await tx.update(studentCredits).set({})'))).toBe(true);
  });
});
