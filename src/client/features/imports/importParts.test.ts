import { describe, expect, it } from 'vitest';
import type { TImportReport } from '../../../shared/schemas/imports';
import { addImportPart } from './importParts';

const part = (over: Partial<TImportReport>): TImportReport => ({
  fileId: 1,
  dryRun: false,
  total: 12000,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  problems: [],
  message: '',
  processed: 0,
  next: null,
  resumedFrom: 0,
  ...over,
});

describe('addImportPart', () => {
  it('adds up the parts, keeps problems in file order and says the totals', () => {
    let report = addImportPart(
      'students',
      null,
      part({
        created: 4990,
        skipped: 1,
        problems: [{ line: 7, reason: 'No name' }],
        processed: 5000,
        next: 5000,
      }),
    );
    report = addImportPart(
      'students',
      report,
      part({ created: 4000, updated: 1000, problems: [], processed: 10000, next: 10000 }),
    );
    report = addImportPart(
      'students',
      report,
      part({
        unchanged: 1998,
        skipped: 2,
        problems: [{ line: 11002, reason: 'Bad e-mail' }],
        processed: 12000,
      }),
    );
    expect(report).toMatchObject({
      created: 8990,
      updated: 1000,
      unchanged: 1998,
      skipped: 3,
      processed: 12000,
      next: null,
    });
    expect(report.problems.map((p) => p.line)).toEqual([7, 11002]);
    expect(report.message).toBe(
      'Imported: 8990 created, 1000 updated, 1998 unchanged, 3 skipped. No e-mail was sent.',
    );
  });

  it('says that it went on from where a stopped import left off', () => {
    const report = addImportPart('bookings', null, part({ created: 1, resumedFrom: 5000, processed: 5001 }));
    expect(report.message).toBe(
      'Imported: 1 booking recorded, 0 unchanged, 0 skipped. No e-mail was sent. An earlier import of this file had written its first 5,000 rows; this one went on from there.',
    );
  });
});
