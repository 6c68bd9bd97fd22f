/**
 * The settings and policies API (spec 03 §7; issue 8 §2 and §6): every route over REST and the tRPC
 * procedures behind them; a bad value for each bounded key is 400 naming the key with the spec's message
 * and saves nothing; students cannot write and never read private keys; every change is audited;
 * concurrent saves leave a consistent set; the tax cascade and the cancellation cut-off stay in step.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, outboundEmails, policies, settings } from '../../src/server/db/schema';
import { POLICY_DEFAULTS, type TPolicy } from '../../src/shared/schemas/policies';
import { SETTING_DEFAULTS, SETTING_KEYS, STUDENT_SETTING_KEYS } from '../../src/shared/schemas/settings';
import { browserAt } from '../factories/browsers';
import { countOf, signedInAdmin, trpc } from '../factories/classes';
import { createTestApp } from '../setup/test-app';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student } = signInAdminAndStudent(t);
// Every test starts from a studio that has saved nothing.
afterEach(async () => {
  await db().delete(settings);
  await db().delete(policies);
  await db().delete(auditLog);
});

const db = t.db;
type Client = ReturnType<typeof browserAt>;
type Pair = { key: string; value: unknown };

const stored = async () =>
  new Map((await db().select().from(settings)).map((r) => [r.key, r.value] as [string, string]));
const storedObject = async () => Object.fromEntries(await stored());
const listed = (body: { key: string; value: string }[]) =>
  Object.fromEntries(body.map((s) => [s.key, s.value]));
const saveBulk = (browser: Client, pairs: Pair[]) => browser.post('/api/settings/bulk', pairs);
const settingAudits = () =>
  db().select().from(auditLog).where(eq(auditLog.action, 'setting.update')).orderBy(asc(auditLog.id));

async function everythingWritten() {
  return {
    settings: await storedObject(),
    policies: await db().select().from(policies),
    audit: await countOf(db(), 'audit_log'),
  };
}

const POLICY: TPolicy = {
  cancellationHours: 48,
  monthlyChangesAllowed: 3,
  weeklyChangesAllowed: 2,
  dailyChangesAllowed: 1,
  emergencyChangeHours: 2,
  emergencyChangesAllowed: 1,
  unlimitedChanges24Plus: true,
  refundPolicy: 'No refunds within 48 hours of class.',
  classChangePolicy: 'Three changes a month, free of charge.',
};

describe('GET /api/settings', () => {
  it('an administrator gets every key, defaults filled in; a student only the keys students read; no session 401', async () => {
    const asAdmin = await admin().browser.get('/api/settings');
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.map((s: Pair) => s.key)).toEqual(SETTING_KEYS);
    expect(listed(asAdmin.body)).toEqual(SETTING_DEFAULTS);
    expect(listed(asAdmin.body)).toMatchObject({
      country: 'Canada',
      region: 'British Columbia',
      currency: 'CAD',
      timezone: 'America/Vancouver',
      lateFeePercentage: '5',
      cancellationDeadlineHours: '24',
    });

    const asStudent = await student().browser.get('/api/settings');
    expect(asStudent.status).toBe(200);
    expect(asStudent.body.map((s: Pair) => s.key)).toEqual(STUDENT_SETTING_KEYS);
    expect(listed(asStudent.body)).toMatchObject({ payment_method: 'invoice', eTransferEnabled: 'true' });

    const none = await browserAt(t.app()).get('/api/settings');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: 'Please log in to access your dashboard.', code: 'UNAUTHORIZED' });
  });

  it('a student never reads a private key, whatever the administrator saved', async () => {
    const secrets: Pair[] = [
      { key: 'lateFeePercentage', value: '17' },
      { key: 'autoSuspendOverdueDays', value: '45' },
      { key: 'overdueReminderDays', value: '11' },
      { key: 'invoiceTemplate', value: 'detailed' },
      { key: 'custom_taxes', value: '[{"name":"Secret Tax","rate":0.0321,"isActive":true}]' },
      { key: 'eTransferEmail', value: 'pay@studio.example' },
    ];
    expect((await saveBulk(admin().browser, secrets)).status).toBe(200);
    const res = await student().browser.get('/api/settings');
    const map = listed(res.body);
    expect(map.eTransferEmail).toBe('pay@studio.example');
    for (const key of [
      'lateFeePercentage',
      'autoSuspendOverdueDays',
      'overdueReminderDays',
      'invoiceTemplate',
      'custom_taxes',
    ]) {
      expect(map, key).not.toHaveProperty(key);
    }
    const text = JSON.stringify(res.body);
    for (const value of ['17', '45', 'detailed', 'Secret Tax', '0.0321']) expect(text).not.toContain(value);
    const viaTrpc = await trpc(student().browser, 'settings.list', undefined, 'query');
    expect(viaTrpc.status).toBe(200);
    expect(Object.keys(viaTrpc.data)).toEqual(STUDENT_SETTING_KEYS);
    expect(JSON.stringify(viaTrpc.data)).not.toContain('Secret Tax');
  });
});

describe('POST /api/settings/bulk', () => {
  it('takes the bare list the spec sends, and { settings: [...] }; numbers and booleans become text', async () => {
    const bare = await saveBulk(admin().browser, [
      { key: 'businessName', value: '  Calm Studio ' },
      { key: 'currency', value: 'usd' },
    ]);
    expect(bare.status).toBe(200);
    expect(bare.body.success).toBe(true);
    expect(bare.body.settings.map((s: Pair) => s.key)).toEqual(SETTING_KEYS);
    expect(listed(bare.body.settings)).toMatchObject({ businessName: 'Calm Studio', currency: 'USD' });

    const wrapped = await admin().browser.post('/api/settings/bulk', {
      settings: [
        { key: 'reminderDays', value: 14 },
        { key: 'paypalEnabled', value: true },
        { key: 'paypalEmail', value: 'PayPal@Studio.Example' },
      ],
    });
    expect(wrapped.status).toBe(200);
    expect(await storedObject()).toEqual({
      businessName: 'Calm Studio',
      currency: 'USD',
      reminderDays: '14',
      paypalEnabled: 'true',
      paypalEmail: 'paypal@studio.example',
    });
    expect(listed((await admin().browser.get('/api/settings')).body)).toMatchObject({
      businessName: 'Calm Studio',
      reminderDays: '14',
      paypalEmail: 'paypal@studio.example',
    });
    const [row] = await db().select().from(settings).where(eq(settings.key, 'reminderDays'));
    expect(row!.updatedByAdminId).toBe(admin().admin.id);
  });

  it('the tRPC procedure saves the same way', async () => {
    const res = await trpc(
      admin().browser,
      'settings.saveBulk',
      { settings: [{ key: 'advanceBookingDays', value: '60' }] },
      'mutation',
    );
    expect(res.status, res.error).toBe(200);
    // tRPC answers typed values: a number, not the text "60".
    expect(res.data.advanceBookingDays).toBe(60);
    expect((await stored()).get('advanceBookingDays')).toBe('60');
  });

  it('an empty list, a body that is not a list, or a non-text value is 400 and saves nothing', async () => {
    const before = await everythingWritten();
    const cases: [unknown, string | RegExp][] = [
      [[], 'No settings to save'],
      [{ settings: [] }, 'No settings to save'],
      [{ businessName: 'Calm' }, /./],
      [[{ key: 'businessName' }], /./],
      [[{ key: 'businessName', value: { $ne: null } }], /./],
      [[{ key: 'businessName', value: null }], /./],
    ];
    for (const [body, error] of cases) {
      const res = await admin().browser.post('/api/settings/bulk', body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.error).toMatch(error);
    }
    expect(await everythingWritten()).toEqual(before);
  });

  it('an unknown key is 400 "Unknown setting: x", and the good keys beside it are not saved', async () => {
    const before = await everythingWritten();
    for (const key of ['x', 'smtpPassword', '__proto__', 'toString', 'BusinessName']) {
      const res = await saveBulk(admin().browser, [
        { key: 'businessName', value: 'Should Not Stick' },
        { key, value: '1' },
      ]);
      expect(res.status, key).toBe(400);
      expect(res.body).toEqual({ error: `Unknown setting: ${key}`, code: 'BAD_REQUEST' });
    }
    expect(await everythingWritten()).toEqual(before);
  });

  /** Each bounded key with the values its rule refuses and the message it must answer (spec 03 §5). */
  const BAD: [string, string, string][] = [
    ['reminderDays', '0', 'Reminder days must be between 1 and 30'],
    ['reminderDays', '31', 'Reminder days must be between 1 and 30'],
    ['reminderDays', '7.5', 'Reminder days must be a whole number'],
    ['reminderDays', 'seven', 'Reminder days must be a whole number'],
    ['lateFeePercentage', '-1', 'Late fee percentage must be between 0 and 100'],
    ['lateFeePercentage', '101', 'Late fee percentage must be between 0 and 100'],
    ['lateFeePercentage', '2.5', 'Late fee percentage must be a whole number'],
    ['lateFeePercentage', 'lots', 'Late fee percentage must be a whole number'],
    ['paymentDueDays', '0', 'Payment due days must be between 1 and 90'],
    ['paymentDueDays', '91', 'Payment due days must be between 1 and 90'],
    ['paymentDueDays', '1.5', 'Payment due days must be a whole number'],
    ['paymentDueDays', 'soon', 'Payment due days must be a whole number'],
    ['overdueReminderDays', '0', 'Overdue reminder days must be between 1 and 30'],
    ['overdueReminderDays', '31', 'Overdue reminder days must be between 1 and 30'],
    ['overdueReminderDays', '3.3', 'Overdue reminder days must be a whole number'],
    ['overdueReminderDays', 'x', 'Overdue reminder days must be a whole number'],
    ['autoSuspendOverdueDays', '6', 'Auto-suspend days must be between 7 and 365'],
    ['autoSuspendOverdueDays', '366', 'Auto-suspend days must be between 7 and 365'],
    ['autoSuspendOverdueDays', '30.1', 'Auto-suspend days must be a whole number'],
    ['autoSuspendOverdueDays', 'never', 'Auto-suspend days must be a whole number'],
    ['advanceBookingDays', '0', 'Advance booking days must be between 1 and 365'],
    ['advanceBookingDays', '366', 'Advance booking days must be between 1 and 365'],
    ['advanceBookingDays', '1.5', 'Advance booking days must be a whole number'],
    ['advanceBookingDays', 'a month', 'Advance booking days must be a whole number'],
    ['cancellationDeadlineHours', '0', 'Must be at least 1 hour'],
    ['cancellationDeadlineHours', '169', 'Cannot exceed 1 week'],
    ['cancellationDeadlineHours', '24.5', 'Cancellation deadline must be a whole number'],
    ['cancellationDeadlineHours', 'a day', 'Cancellation deadline must be a whole number'],
    ['classReminderDays', '4', 'Class reminder days must be 0, 1, 2, 3 or 7'],
    ['classReminderDays', '8', 'Class reminder days must be 0, 1, 2, 3 or 7'],
    ['gstRate', '1.5', 'GST rate must be a number between 0 and 1'],
    ['pstRate', '-0.07', 'PST rate must be a number between 0 and 1'],
    ['hstRate', '13', 'HST rate must be a number between 0 and 1'],
    ['salesTaxRate', 'abc', 'Sales tax rate must be a number between 0 and 1'],
    ['businessName', '   ', 'Business name is required'],
    ['country', '', 'Country is required'],
    ['region', ' ', 'State/Province is required'],
    ['currency', 'CA', 'Currency code must be 3 characters'],
    ['currency', 'DOLLARS', 'Currency code must be 3 characters'],
    ['timezone', '', 'Timezone is required'],
    ['timezone', 'Mars/Olympus_Mons', 'Timezone is not a known time zone'],
    ['businessEmail', 'not-an-email', 'Business email: Invalid email address'],
    ['eTransferEmail', 'pay@', 'e-Transfer email: Invalid email address'],
    ['paypalEmail', '@paypal.com', 'PayPal email: Invalid email address'],
    ['billingCycle', 'daily', 'Billing cycle must be one of monthly, weekly, per_class'],
    [
      'invoiceTiming',
      'whenever',
      'Invoice timing must be one of start_of_month, end_of_month, 5min_after_booking, 1hr_after_booking',
    ],
    ['invoiceTemplate', 'fancy', 'Invoice template must be one of standard, detailed, minimal'],
    ['emailProvider', 'outlook', 'Email provider must be one of gmail, sendgrid, mailgun'],
    ['payment_method', 'card', 'Booking payment mode must be one of invoice, prepayment'],
    ['require_payment_before_booking', 'yes', 'Require payment before booking must be true or false'],
    ['eTransferEnabled', 'on', 'e-Transfer must be true or false'],
  ];

  it('a bad value for any bounded key: 400 "<key>: <message>", and nothing of the batch is saved', async () => {
    // Something stored already, so "nothing saved" also means "nothing overwritten".
    expect((await saveBulk(admin().browser, [{ key: 'businessName', value: 'Before' }])).status).toBe(200);
    const before = await everythingWritten();
    const answers: string[] = [];
    for (const [key, value] of BAD) {
      const good = key === 'reminderDays' ? 'lateFeePercentage' : 'reminderDays';
      const res = await saveBulk(admin().browser, [
        { key: 'businessName', value: `After ${key}` },
        { key: good, value: '12' },
        { key, value },
      ]);
      answers.push(`${res.status} ${res.body.error}`);
      expect(res.body.code).toBe('BAD_REQUEST');
    }
    expect(answers).toEqual(BAD.map(([key, , message]) => `400 ${key}: ${message}`));
    expect(await everythingWritten()).toEqual(before);
  });

  it('the bounds themselves are accepted (min and max of every whole-number key)', async () => {
    const edges: Pair[][] = [
      [
        { key: 'reminderDays', value: '1' },
        { key: 'lateFeePercentage', value: '0' },
        { key: 'paymentDueDays', value: '1' },
        { key: 'overdueReminderDays', value: '1' },
        { key: 'autoSuspendOverdueDays', value: '7' },
        { key: 'advanceBookingDays', value: '1' },
        { key: 'cancellationDeadlineHours', value: '1' },
        { key: 'classReminderDays', value: '0' },
      ],
      [
        { key: 'reminderDays', value: '30' },
        { key: 'lateFeePercentage', value: '100' },
        { key: 'paymentDueDays', value: '90' },
        { key: 'overdueReminderDays', value: '30' },
        { key: 'autoSuspendOverdueDays', value: '365' },
        { key: 'advanceBookingDays', value: '365' },
        { key: 'cancellationDeadlineHours', value: '168' },
        { key: 'classReminderDays', value: '7' },
      ],
    ];
    for (const batch of edges) {
      const res = await saveBulk(admin().browser, batch);
      expect(res.status, res.body.error).toBe(200);
      expect(await storedObject()).toEqual(Object.fromEntries(batch.map((p) => [p.key, p.value])));
    }
  });

  it('a student cannot write settings (403), nor can a visitor (401); nothing is saved', async () => {
    const before = await everythingWritten();
    const batch = [{ key: 'eTransferEmail', value: 'thief@example.com' }];
    const asStudent = await saveBulk(student().browser, batch);
    expect(asStudent).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const viaTrpc = await trpc(student().browser, 'settings.saveBulk', { settings: batch }, 'mutation');
    expect(viaTrpc.status).toBe(403);
    // Refused before the input is looked at: a bad value from a student is still 403, not 400.
    expect((await saveBulk(student().browser, [{ key: 'x', value: '1' }])).status).toBe(403);
    const anonymous = await saveBulk(browserAt(t.app()), batch);
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect(await everythingWritten()).toEqual(before);
  });
});

describe('the audit log', () => {
  it('each changed key writes one row (who, key, old and new); an unchanged key writes none', async () => {
    const first = await saveBulk(admin().browser, [
      { key: 'reminderDays', value: '14' },
      { key: 'businessName', value: 'Calm Studio' },
    ]);
    expect(first.status).toBe(200);
    const afterFirst = await settingAudits();
    // Before the first save nothing was stored: the old value is null (or the default in force).
    expect(
      afterFirst.map((a) => [a.entityType, a.entityId, a.adminId, (a.details as { new: string }).new]),
    ).toEqual([
      ['setting', 'reminderDays', admin().admin.id, '14'],
      ['setting', 'businessName', admin().admin.id, 'Calm Studio'],
    ]);
    expect((afterFirst[0]!.details as { old: unknown }).old).toBeOneOf([null, '7']);
    expect((afterFirst[1]!.details as { old: unknown }).old).toBeOneOf([null, 'Studio']);
    expect(afterFirst[0]!.details).toMatchObject({ key: 'reminderDays' });
    for (const row of afterFirst) expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);

    // The same values again (one written differently but normalised to the same text): nothing new.
    await saveBulk(admin().browser, [
      { key: 'reminderDays', value: ' 14 ' },
      { key: 'businessName', value: 'Calm Studio' },
    ]);
    expect(await settingAudits()).toHaveLength(2);

    // One changed, one not: one row, with the old value.
    await saveBulk(admin().browser, [
      { key: 'reminderDays', value: '14' },
      { key: 'businessName', value: 'Quiet Studio' },
    ]);
    const rows = await settingAudits();
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({
      action: 'setting.update',
      adminId: admin().admin.id,
      entityId: 'businessName',
      details: { key: 'businessName', old: 'Calm Studio', new: 'Quiet Studio' },
    });
  });

  it('a refused batch writes no audit row', async () => {
    const before = await countOf(db(), 'audit_log');
    await saveBulk(admin().browser, [
      { key: 'reminderDays', value: '20' },
      { key: 'lateFeePercentage', value: '500' },
    ]);
    expect(await countOf(db(), 'audit_log')).toBe(before);
  });
});

describe('concurrent saves', () => {
  it('20 bulk saves at once, each a consistent set of keys: the final set is one of them, every save audited', async () => {
    const n = 20;
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        saveBulk(admin().browser, [
          { key: 'businessName', value: `Studio ${i}` },
          { key: 'eTransferEmail', value: `pay${i}@studio.example` },
          { key: 'advanceBookingDays', value: String(i + 1) },
          { key: 'bankAccount', value: `ACC-${i}` },
        ]),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(n).fill(200));
    const final = await storedObject();
    const i = Number(/^Studio (\d+)$/.exec(final.businessName!)?.[1]);
    expect(final).toEqual({
      businessName: `Studio ${i}`,
      eTransferEmail: `pay${i}@studio.example`,
      advanceBookingDays: String(i + 1),
      bankAccount: `ACC-${i}`,
    });
    // Every save changed every key, and each change is recorded once.
    const audits = await settingAudits();
    expect(audits.filter((a) => a.entityId === 'businessName')).toHaveLength(n);
    // The audit's old values chain: each save read what the one before it wrote (saves did not overlap).
    const chain = audits
      .filter((a) => a.entityId === 'businessName')
      .map((a) => a.details as { old: string | null; new: string });
    expect(chain[0]!.old).toBe(SETTING_DEFAULTS.businessName);
    for (let k = 1; k < n; k++) expect(chain[k]!.old, `save ${k}`).toBe(chain[k - 1]!.new);
    expect(chain[n - 1]!.new).toBe(final.businessName);
    expect(new Set(chain.map((d) => d.new)).size).toBe(n);
  });

  it('country/region saves racing saves of the region alone: the final pair is valid and every tax key matches it', async () => {
    const FULL: Record<string, Pair[]> = {
      quebec: [
        { key: 'country', value: 'Canada' },
        { key: 'region', value: 'Quebec' },
      ],
      texas: [
        { key: 'country', value: 'United States' },
        { key: 'region', value: 'Texas' },
      ],
      // Valid only while the stored country is Canada, or the United States.
      ontario: [{ key: 'region', value: 'Ontario' }],
      florida: [{ key: 'region', value: 'Florida' }],
    };
    const order = ['quebec', 'texas', 'ontario', 'florida'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => saveBulk(admin().browser, FULL[order[i % 4]!]!)),
    );
    for (const [i, a] of answers.entries()) {
      if (i % 4 < 2) expect(a.status, a.body.error).toBe(200);
      else if (a.status !== 200) {
        expect(a.status).toBe(400);
        expect(a.body.error).toMatch(/^region: (Ontario|Florida) is not a state or province of /);
      }
    }
    const final = await storedObject();
    const EXPECTED: Record<string, Record<string, string>> = {
      'Canada/Quebec': { gstRate: '0.05', pstRate: '0.09975', hstRate: '0', salesTaxRate: '0' },
      'Canada/Ontario': { gstRate: '0', pstRate: '0', hstRate: '0.13', salesTaxRate: '0' },
      'United States/Texas': { gstRate: '0', pstRate: '0', hstRate: '0', salesTaxRate: '0.0625' },
      'United States/Florida': { gstRate: '0', pstRate: '0', hstRate: '0', salesTaxRate: '0.06' },
    };
    const pair = `${final.country}/${final.region}`;
    expect(Object.keys(EXPECTED)).toContain(pair);
    expect(final).toMatchObject({
      ...EXPECTED[pair],
      tax_country: final.country,
      tax_region: final.region,
    });
    const custom = JSON.parse(final.custom_taxes!) as { rate: number; isActive: boolean }[];
    const total = Object.values(EXPECTED[pair]!).reduce((sum, r) => sum + Number(r), 0);
    expect(custom.filter((c) => c.isActive).reduce((sum, c) => sum + c.rate, 0)).toBeCloseTo(total, 9);
  });

  it('PUT /api/policies racing bulk saves of the cut-off: the policy and the setting agree at the end', async () => {
    const work = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? admin().browser.put('/api/policies', { ...POLICY, cancellationHours: 10 + i })
        : saveBulk(admin().browser, [{ key: 'cancellationDeadlineHours', value: String(10 + i) }]),
    );
    expect((await Promise.all(work)).map((r) => r.status)).toEqual(Array(10).fill(200));
    const setting = listed((await admin().browser.get('/api/settings')).body).cancellationDeadlineHours;
    expect((await admin().browser.get('/api/policies')).body.cancellationHours).toBe(Number(setting));
  });
});

describe('the tax cascade on save (spec 03 §4; decision 003)', () => {
  it('Canada/Quebec stores GST 5 % and QST 9.975 %, both on, no HST, and the older keys in step', async () => {
    const res = await saveBulk(admin().browser, [
      { key: 'country', value: 'Canada' },
      { key: 'region', value: 'Quebec' },
    ]);
    expect(res.status, res.body.error).toBe(200);
    const s = await storedObject();
    expect(s).toMatchObject({
      country: 'Canada',
      region: 'Quebec',
      gstRate: '0.05',
      pstRate: '0.09975',
      hstRate: '0',
      salesTaxRate: '0',
      enableGst: 'true',
      enablePst: 'true',
      enableHst: 'false',
      enableSalesTax: 'false',
      tax_country: 'Canada',
      tax_region: 'Quebec',
      include_tax_in_prices: 'true',
    });
    expect(JSON.parse(s.custom_taxes!)).toEqual([
      { name: 'GST', rate: 0.05, isActive: true },
      { name: 'QST', rate: 0.09975, isActive: true },
    ]);
    // The answer is what GET /api/settings now says.
    expect(listed(res.body.settings)).toEqual(listed((await admin().browser.get('/api/settings')).body));
  });

  it('moving to Ontario turns GST and PST off and HST on; a later taxInclusive change rewrites the older key', async () => {
    await saveBulk(admin().browser, [
      { key: 'country', value: 'Canada' },
      { key: 'region', value: 'Quebec' },
    ]);
    await saveBulk(admin().browser, [{ key: 'region', value: 'Ontario' }]);
    expect(await storedObject()).toMatchObject({
      region: 'Ontario',
      gstRate: '0',
      pstRate: '0',
      hstRate: '0.13',
      enableGst: 'false',
      enablePst: 'false',
      enableHst: 'true',
      tax_region: 'Ontario',
    });
    expect(JSON.parse((await stored()).get('custom_taxes')!)).toEqual([
      { name: 'HST', rate: 0.13, isActive: true },
    ]);
    await saveBulk(admin().browser, [{ key: 'taxInclusive', value: 'false' }]);
    expect(await storedObject()).toMatchObject({ taxInclusive: 'false', include_tax_in_prices: 'false' });
  });

  it('rates are read-only for a region of the table: a sent rate is replaced by the table’s', async () => {
    const res = await saveBulk(admin().browser, [
      { key: 'country', value: 'Canada' },
      { key: 'region', value: 'British Columbia' },
      { key: 'gstRate', value: '0.5' },
      { key: 'pstRate', value: '0.01' },
    ]);
    expect(res.status).toBe(200);
    expect(await storedObject()).toMatchObject({ gstRate: '0.05', pstRate: '0.07' });
  });

  it('a switched-off tax stays off and leaves the older custom_taxes entry inactive', async () => {
    await saveBulk(admin().browser, [
      { key: 'country', value: 'Canada' },
      { key: 'region', value: 'British Columbia' },
      { key: 'enablePst', value: 'false' },
    ]);
    const s = await storedObject();
    expect(s).toMatchObject({ enableGst: 'true', enablePst: 'false' });
    expect(JSON.parse(s.custom_taxes!)).toEqual([
      { name: 'GST', rate: 0.05, isActive: true },
      { name: 'PST', rate: 0.07, isActive: false },
    ]);
  });

  it('a region not in the country, or an unknown country: 400 naming the key, nothing saved', async () => {
    const before = await everythingWritten();
    const cases: [Pair[], string][] = [
      [
        [
          { key: 'country', value: 'United States' },
          { key: 'region', value: 'Quebec' },
        ],
        'region: Quebec is not a state or province of United States',
      ],
      // The stored country is the default, Canada.
      [[{ key: 'region', value: 'Texas' }], 'region: Texas is not a state or province of Canada'],
      [[{ key: 'region', value: 'Atlantis' }], 'region: Atlantis is not a state or province of Canada'],
      // The country changes and the region is left behind.
      [
        [{ key: 'country', value: 'United States' }],
        'region: British Columbia is not a state or province of United States',
      ],
      [
        [
          { key: 'country', value: 'Mexico' },
          { key: 'region', value: 'Jalisco' },
        ],
        'country: Mexico is not a supported country',
      ],
    ];
    for (const [batch, error] of cases) {
      const res = await saveBulk(admin().browser, [{ key: 'businessName', value: 'Not Saved' }, ...batch]);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error });
    }
    expect(await everythingWritten()).toEqual(before);
  });

  it('saving only the older keys (an older client) is translated into the new keys', async () => {
    const res = await saveBulk(admin().browser, [
      { key: 'tax_country', value: 'Canada' },
      { key: 'tax_region', value: 'Ontario' },
      { key: 'custom_taxes', value: JSON.stringify([{ name: 'HST', rate: 13, isActive: true }]) },
      { key: 'include_tax_in_prices', value: 'false' },
    ]);
    expect(res.status, res.body.error).toBe(200);
    expect(await storedObject()).toMatchObject({
      country: 'Canada',
      region: 'Ontario',
      hstRate: '0.13',
      gstRate: '0',
      pstRate: '0',
      enableHst: 'true',
      enableGst: 'false',
      enablePst: 'false',
      enableSalesTax: 'false',
      taxInclusive: 'false',
      tax_country: 'Canada',
      tax_region: 'Ontario',
      include_tax_in_prices: 'false',
    });
  });

  it('older keys for British Columbia with GST only: the new keys say GST on, PST off', async () => {
    await saveBulk(admin().browser, [
      { key: 'tax_country', value: 'Canada' },
      { key: 'tax_region', value: 'British Columbia' },
      { key: 'custom_taxes', value: JSON.stringify([{ name: 'GST', rate: 0.05, isActive: true }]) },
    ]);
    expect(await storedObject()).toMatchObject({
      country: 'Canada',
      region: 'British Columbia',
      gstRate: '0.05',
      enableGst: 'true',
      enablePst: 'false',
      taxInclusive: 'true',
    });
  });
});

describe('GET /api/policies, PUT /api/policies', () => {
  it('the spec’s defaults before the first save; students read them too; no session 401', async () => {
    const asAdmin = await admin().browser.get('/api/policies');
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual(POLICY_DEFAULTS);
    const asStudent = await student().browser.get('/api/policies');
    expect(asStudent).toMatchObject({ status: 200, body: POLICY_DEFAULTS });
    expect((await browserAt(t.app()).get('/api/policies')).status).toBe(401);
    expect((await trpc(student().browser, 'settings.policies', undefined, 'query')).data).toEqual(
      POLICY_DEFAULTS,
    );
  });

  it('an administrator saves the nine fields; GET answers them; audited once with what changed', async () => {
    const res = await admin().browser.put('/api/policies', POLICY);
    expect(res.status, res.body.error).toBe(200);
    expect(res.body).toEqual(POLICY);
    expect((await student().browser.get('/api/policies')).body).toEqual(POLICY);
    // The row keeps the eight fields of its own; the cut-off is the setting's (decision 037).
    const [row] = await db().select().from(policies);
    const { cancellationHours, ...ownFields } = POLICY;
    expect(row).toMatchObject(ownFields);
    expect(row).not.toHaveProperty('cancellationHours');
    expect((await stored()).get('cancellationDeadlineHours')).toBe(String(cancellationHours));

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policies.update'), eq(auditLog.adminId, admin().admin.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({
      cancellationHours: { old: 24, new: 48 },
      monthlyChangesAllowed: { old: 1, new: 3 },
      unlimitedChanges24Plus: { old: false, new: true },
    });
    expect(audit[0]!.details).not.toHaveProperty('weeklyChangesAllowed');

    // The same policy again: no new policies.update row.
    await admin().browser.put('/api/policies', POLICY);
    expect(await countOf(db(), 'audit_log', "action = 'policies.update'")).toBe(1);
  });

  it('PUT cancellationHours 48 → the cancellationDeadlineHours setting is 48; bulk 12 → the policy says 12', async () => {
    await admin().browser.put('/api/policies', { ...POLICY, cancellationHours: 48 });
    expect(listed((await admin().browser.get('/api/settings')).body).cancellationDeadlineHours).toBe('48');
    expect(listed((await student().browser.get('/api/settings')).body).cancellationDeadlineHours).toBe('48');
    expect(
      (await trpc(student().browser, 'bookings.policy', undefined, 'query')).data.cancellationDeadlineHours,
    ).toBe(48);

    const res = await saveBulk(admin().browser, [{ key: 'cancellationDeadlineHours', value: '12' }]);
    expect(res.status).toBe(200);
    const policy = (await admin().browser.get('/api/policies')).body;
    // The cut-off follows; the rest of the saved policy is kept.
    expect(policy).toEqual({ ...POLICY, cancellationHours: 12 });
    expect(
      (await trpc(student().browser, 'bookings.policy', undefined, 'query')).data.cancellationDeadlineHours,
    ).toBe(12);
  });

  it('a bulk cut-off saved before any policy row exists: GET /api/policies still says it', async () => {
    await saveBulk(admin().browser, [{ key: 'cancellationDeadlineHours', value: '72' }]);
    expect((await admin().browser.get('/api/policies')).body).toEqual({
      ...POLICY_DEFAULTS,
      cancellationHours: 72,
    });
  });

  it('bounds of spec 03 §5: 400 with the spec’s message; nothing saved', async () => {
    await admin().browser.put('/api/policies', POLICY);
    const before = await everythingWritten();
    const cases: [Partial<Record<keyof TPolicy, unknown>>, string][] = [
      [{ cancellationHours: 0 }, 'Must be at least 1 hour'],
      [{ cancellationHours: 169 }, 'Cannot exceed 1 week'],
      [{ monthlyChangesAllowed: -1 }, 'Cannot be negative'],
      [{ monthlyChangesAllowed: 21 }, 'Cannot exceed 20 changes'],
      [{ weeklyChangesAllowed: -1 }, 'Cannot be negative'],
      [{ weeklyChangesAllowed: 11 }, 'Cannot exceed 10 changes'],
      [{ dailyChangesAllowed: -1 }, 'Cannot be negative'],
      [{ dailyChangesAllowed: 6 }, 'Cannot exceed 5 changes'],
      [{ emergencyChangeHours: -1 }, 'Cannot be negative'],
      [{ emergencyChangeHours: 25 }, 'Cannot exceed 24 hours'],
      [{ emergencyChangesAllowed: -1 }, 'Cannot be negative'],
      [{ emergencyChangesAllowed: 6 }, 'Cannot exceed 5 changes'],
      [{ cancellationHours: 2.5 }, 'Must be a whole number'],
      [{ monthlyChangesAllowed: 'many' }, 'Must be a number'],
      [{ refundPolicy: 'Too short' }, 'Policy must be at least 10 characters'],
      [{ classChangePolicy: '         ' }, 'Policy must be at least 10 characters'],
    ];
    for (const [change, error] of cases) {
      const res = await admin().browser.put('/api/policies', { ...POLICY, ...change });
      expect({ change, status: res.status, error: res.body.error }).toEqual({ change, status: 400, error });
    }
    // The edges are accepted.
    for (const edge of [
      { cancellationHours: 1, monthlyChangesAllowed: 0, emergencyChangeHours: 0 },
      { cancellationHours: 168, monthlyChangesAllowed: 20, weeklyChangesAllowed: 10, dailyChangesAllowed: 5 },
    ]) {
      expect((await admin().browser.put('/api/policies', { ...POLICY, ...edge })).status).toBe(200);
    }
    await admin().browser.put('/api/policies', POLICY);
    expect((await everythingWritten()).policies.map(({ updatedAt: _, ...p }) => p)).toEqual(
      before.policies.map(({ updatedAt: _, ...p }) => p),
    );
  });

  it('a policy missing a field is 400 and saves nothing', async () => {
    const { refundPolicy: _gone, ...partial } = POLICY;
    const res = await admin().browser.put('/api/policies', partial);
    expect(res.status).toBe(400);
    expect(await db().select().from(policies)).toEqual([]);
  });

  it('a student cannot write policies (403), nor can a visitor (401)', async () => {
    const before = await everythingWritten();
    expect(await student().browser.put('/api/policies', POLICY)).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect((await trpc(student().browser, 'settings.savePolicies', POLICY, 'mutation')).status).toBe(403);
    expect(await browserAt(t.app()).put('/api/policies', POLICY)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
    expect(await everythingWritten()).toEqual(before);
  });
});

describe('tRPC: settings.profile, settings.paymentOptions, settings.mailStatus', () => {
  it('settings.profile is public: name, contact, currency, timezone and language', async () => {
    await saveBulk(admin().browser, [
      { key: 'businessName', value: 'Calm Studio' },
      { key: 'businessPhone', value: '604-555-0199' },
      { key: 'currency', value: 'EUR' },
      { key: 'lateFeePercentage', value: '17' },
    ]);
    const res = await trpc(browserAt(t.app()), 'settings.profile', undefined, 'query');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      businessName: 'Calm Studio',
      businessEmail: '',
      businessPhone: '604-555-0199',
      businessAddress: '',
      currency: 'EUR',
      timezone: 'America/Vancouver',
      language: 'en-CA',
    });
  });

  it('settings.paymentOptions: signed-in users only', async () => {
    expect((await trpc(student().browser, 'settings.paymentOptions', undefined, 'query')).status).toBe(200);
    expect((await trpc(admin().browser, 'settings.paymentOptions', undefined, 'query')).status).toBe(200);
    expect((await trpc(browserAt(t.app()), 'settings.paymentOptions', undefined, 'query')).status).toBe(401);
  });

  it('settings.mailStatus: administrators only; without SMTP_URL or IMAP_URL nothing is configured', async () => {
    const res = await trpc(admin().browser, 'settings.mailStatus', undefined, 'query');
    expect(res.status, res.error).toBe(200);
    expect(res.data).toEqual({
      provider: { name: 'gmail', smtpHost: 'smtp.gmail.com', matchesSmtpUrl: null },
      outgoing: {
        configured: false,
        server: null,
        from: null,
        lastSentAt: null,
        lastError: null,
        lastErrorAt: null,
        waiting: 0,
        failed: 0,
      },
      incoming: {
        configured: false,
        server: null,
        lastScanAt: null,
        lastError: null,
        lastErrorAt: null,
        recentSkips: [],
      },
    });
    expect((await trpc(student().browser, 'settings.mailStatus', undefined, 'query')).status).toBe(403);
    expect((await trpc(browserAt(t.app()), 'settings.mailStatus', undefined, 'query')).status).toBe(401);
  });

  it('settings.mailStatus with SMTP_URL and IMAP_URL: host and port, the last failure, never the password', async () => {
    const mail = await createTestApp({
      SMTP_URL: 'smtp://user:secret@mail.example:2525',
      SMTP_FROM: 'Studio <studio@mail.example>',
      IMAP_URL: 'imaps://box:hunter2@imap.example:993',
    });
    try {
      const { browser } = await signedInAdmin(mail.app, mail.database.db);
      const first = await trpc(browser, 'settings.mailStatus', undefined, 'query');
      expect(first.status, first.error).toBe(200);
      expect(first.data).toEqual({
        provider: { name: 'gmail', smtpHost: 'smtp.gmail.com', matchesSmtpUrl: false },
        outgoing: {
          configured: true,
          server: 'mail.example:2525',
          from: 'Studio <studio@mail.example>',
          lastSentAt: null,
          lastError: null,
          lastErrorAt: null,
          waiting: 0,
          failed: 0,
        },
        incoming: {
          configured: true,
          server: 'imap.example:993',
          lastScanAt: null,
          lastError: null,
          lastErrorAt: null,
          recentSkips: [],
        },
      });

      const sentAt = new Date('2026-01-02T03:04:05.000Z');
      await mail.database.db.insert(outboundEmails).values([
        {
          kind: 'test',
          toEmail: 'a@example.com',
          subject: 'Hello',
          bodyText: 'Hi',
          status: 'sent',
          sentAt,
        },
        {
          kind: 'test',
          toEmail: 'b@example.com',
          subject: 'Hello',
          bodyText: 'Hi',
          status: 'failed',
          lastError: 'Connection refused',
        },
      ]);
      const after = await trpc(browser, 'settings.mailStatus', undefined, 'query');
      expect(after.data.outgoing).toMatchObject({
        lastSentAt: sentAt.toISOString(),
        lastError: 'Connection refused',
        waiting: 0,
        failed: 1,
      });
      expect(Date.now() - Date.parse(after.data.outgoing.lastErrorAt)).toBeLessThan(60_000);
      const text = JSON.stringify(after.data);
      for (const secret of ['secret', 'hunter2', 'user:', 'box:']) expect(text).not.toContain(secret);

      // The emailProvider setting names the server mail should go through.
      expect((await saveBulk(browser, [{ key: 'emailProvider', value: 'mailgun' }])).status).toBe(200);
      expect((await trpc(browser, 'settings.mailStatus', undefined, 'query')).data.provider).toEqual({
        name: 'mailgun',
        smtpHost: 'smtp.mailgun.org',
        matchesSmtpUrl: false,
      });
    } finally {
      await mail.close();
    }
  });

  it('settings.mailStatus: SMTP_URL through the chosen provider’s server matches it', async () => {
    const mail = await createTestApp({ SMTP_URL: 'smtps://apikey:SG.secret@smtp.sendgrid.net:465' });
    try {
      const { browser } = await signedInAdmin(mail.app, mail.database.db);
      const read = async () => (await trpc(browser, 'settings.mailStatus', undefined, 'query')).data;
      expect((await read()).provider).toEqual({
        name: 'gmail',
        smtpHost: 'smtp.gmail.com',
        matchesSmtpUrl: false,
      });
      await saveBulk(browser, [{ key: 'emailProvider', value: 'sendgrid' }]);
      const status = await read();
      expect(status.provider).toEqual({
        name: 'sendgrid',
        smtpHost: 'smtp.sendgrid.net',
        matchesSmtpUrl: true,
      });
      expect(status.outgoing.server).toBe('smtp.sendgrid.net:465');
      expect(JSON.stringify(status)).not.toContain('SG.secret');
    } finally {
      await mail.close();
    }
  });
});
