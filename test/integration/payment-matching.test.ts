/**
 * Who paid (issue 13 §2 "Matching"): payment e-mail, then sign-in e-mail, then secondary contact
 * e-mail, then the exact name only when one student has it; several at one rule are ambiguous, and
 * an archived student is never matched.
 */
import { describe, expect, it } from 'vitest';
import { matchPayer, normaliseName } from '../../src/server/modules/payment-intake/match-payer';
import { createStudent } from '../factories/people';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const db = t.db;
const tag = () => Math.random().toString(36).slice(2, 8);

describe('matchPayer', () => {
  it('payment e-mail first, then the sign-in e-mail, then the secondary contact, in any case', async () => {
    const k = tag();
    const parent = `Parent.${k}@Example.com`;
    const byPayment = await createStudent(db(), { name: `Mia ${k}`, paymentEmail: parent });
    // Another student signs in with that address: the payment e-mail still wins.
    await createStudent(db(), { name: `Other ${k}`, email: `parent.${k}@example.com` });
    expect(await matchPayer(db(), { email: ` PARENT.${k}@example.com `, name: 'Nobody' })).toEqual({
      kind: 'matched',
      by: 'payment_email',
      studentId: byPayment.id,
      studentName: `Mia ${k}`,
    });

    const own = await createStudent(db(), { name: `Own ${k}`, email: `own.${k}@example.com` });
    expect(await matchPayer(db(), { email: `OWN.${k}@example.com`, name: null })).toMatchObject({
      kind: 'matched',
      by: 'email',
      studentId: own.id,
    });

    const kid = await createStudent(db(), {
      name: `Kid ${k}`,
      secondaryContactEmail: `mum.${k}@example.com`,
    });
    expect(await matchPayer(db(), { email: `mum.${k}@example.com`, name: null })).toMatchObject({
      kind: 'matched',
      by: 'secondary_email',
      studentId: kid.id,
    });
  });

  it('two students behind one address are ambiguous: nobody is picked', async () => {
    const k = tag();
    const a = await createStudent(db(), {
      name: `Twin A ${k}`,
      secondaryContactEmail: `family.${k}@example.com`,
    });
    const b = await createStudent(db(), {
      name: `Twin B ${k}`,
      secondaryContactEmail: `family.${k}@example.com`,
    });
    const match = await matchPayer(db(), { email: `family.${k}@example.com`, name: `Twin A ${k}` });
    expect(match).toEqual({
      kind: 'ambiguous',
      by: 'secondary_email',
      candidates: [
        { studentId: a.id, studentName: `Twin A ${k}` },
        { studentId: b.id, studentName: `Twin B ${k}` },
      ],
    });
  });

  it('the exact name (case and spacing aside) only when unique; never a partial name', async () => {
    const k = tag();
    const jane = await createStudent(db(), { name: `Jane Q${k} Doe` });
    expect(
      await matchPayer(db(), { email: `unknown.${k}@example.com`, name: `  JANE   q${k} DOE ` }),
    ).toMatchObject({
      kind: 'matched',
      by: 'name',
      studentId: jane.id,
    });
    expect(await matchPayer(db(), { email: null, name: `Jane Q${k}` })).toEqual({ kind: 'unmatched' });
    await createStudent(db(), { name: `jane q${k} doe` });
    expect(await matchPayer(db(), { email: null, name: `Jane Q${k} Doe` })).toMatchObject({
      kind: 'ambiguous',
      by: 'name',
    });
  });

  it('an archived student is not matched; nothing given matches nobody', async () => {
    const k = tag();
    await createStudent(db(), { name: `Gone ${k}`, email: `gone.${k}@example.com`, deletedAt: new Date() });
    expect(await matchPayer(db(), { email: `gone.${k}@example.com`, name: `Gone ${k}` })).toEqual({
      kind: 'unmatched',
    });
    expect(await matchPayer(db(), { email: null, name: null })).toEqual({ kind: 'unmatched' });
    expect(await matchPayer(db(), { email: '  ', name: '' })).toEqual({ kind: 'unmatched' });
  });

  it('normaliseName folds case and spacing only', () => {
    expect(normaliseName('  Ana   María  LÓPEZ ')).toBe('ana maría lópez');
    expect(normaliseName('Ana-María')).not.toBe(normaliseName('Ana María'));
  });
});
