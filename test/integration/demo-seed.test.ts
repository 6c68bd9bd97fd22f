/**
 * The demo studio is what a new user sees first: its bookings must be possible ones. A booking is
 * made before its class and never in the future (issue 7, defect 1).
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/db/seed/demo';
import { getSettings, getStudioTaxes } from '../../src/server/kernel/settings/read';
import { executeRows } from '../../src/server/kernel/sql-rows';
import { dashboardStats } from '../../src/server/modules/billing/dashboard.queries';
import { getPolicies } from '../../src/server/modules/settings/policies.service';
import { renderPolicyText } from '../../src/shared/policy-text';
import { DEFAULT_SETTINGS } from '../../src/shared/schemas/settings';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe('the demo studio', () => {
  it('has class packs and memberships in use: sold, billed, and upcoming bookings on them', async () => {
    const [row] = await executeRows<{
      passes: number;
      memberships: number;
      periods: number;
      pass_uses: number;
      member_uses: number;
      charged_on_passes: number;
    }>(
      t.database.db,
      sql`
      select (select count(*) from student_passes)::int as passes,
             (select count(*) from student_memberships)::int as memberships,
             (select count(*) from membership_periods where charge_entry_id is not null)::int as periods,
             (select count(*) from pass_uses where returned_at is null)::int as pass_uses,
             (select count(*) from membership_uses where returned_at is null)::int as member_uses,
             (select count(*) from ledger_entries l join pass_uses u on u.booking_id = l.booking_id
               where l.entry_type = 'charge')::int as charged_on_passes`,
    );
    expect(row!.passes).toBeGreaterThanOrEqual(3);
    expect(row!.memberships).toBeGreaterThanOrEqual(2);
    expect(row!.periods).toBeGreaterThanOrEqual(2);
    expect(row!.pass_uses).toBeGreaterThanOrEqual(3);
    expect(row!.member_uses).toBeGreaterThanOrEqual(3);
    expect(row!.charged_on_passes).toBe(0);
  });

  it('has people to manage: secondary contacts, notes, a few pending and inactive students', async () => {
    const [row] = await executeRows<{ secondary: number; notes: number; pending: number; inactive: number }>(
      t.database.db,
      sql`
      select (select count(*) from students where secondary_contact_name is not null)::int as secondary,
             (select count(*) from student_notes)::int as notes,
             (select count(*) from students where status = 'pending')::int as pending,
             (select count(*) from students where status = 'inactive')::int as inactive`,
    );
    expect(row!.secondary).toBeGreaterThanOrEqual(3);
    expect(row!.notes).toBeGreaterThanOrEqual(5);
    expect(row!.pending).toBeGreaterThanOrEqual(2);
    expect(row!.inactive).toBeGreaterThanOrEqual(2);
  });

  it('has bookings, past and upcoming', async () => {
    const [row] = await executeRows<{ past: number; upcoming: number }>(
      t.database.db,
      sql`
      select count(*) filter (where ci.class_date < current_date)::int as past,
             count(*) filter (where ci.class_date >= current_date)::int as upcoming
      from bookings b join class_instances ci on ci.id = b.class_instance_id`,
    );
    expect(row!.past).toBeGreaterThan(100);
    expect(row!.upcoming).toBeGreaterThan(100);
  });

  it('was checked in at the door (a few no-shows) and has one sold-out class with Amelia first on its waitlist', async () => {
    const [marks] = await executeRows<{ attended: number; noShows: number; futureMarks: number }>(
      t.database.db,
      sql`
      select count(*) filter (where b.attendance = 'attended')::int as "attended",
             count(*) filter (where b.attendance = 'no_show')::int as "noShows",
             count(*) filter (where b.attendance is not null and ci.class_date >= current_date)::int as "futureMarks"
      from bookings b join class_instances ci on ci.id = b.class_instance_id`,
    );
    expect(marks!.attended).toBeGreaterThan(100);
    expect(marks!.noShows).toBeGreaterThan(5);
    expect(marks!.noShows).toBeLessThan(marks!.attended / 5);
    expect(marks!.futureMarks).toBe(0);
    const queue = await executeRows<{ email: string; full: boolean }>(
      t.database.db,
      sql`
      select s.email, (select count(*) from bookings b where b.class_instance_id = w.class_instance_id
                        and b.status = 'confirmed') >= ci.max_students as "full"
      from waitlist_entries w join students s on s.id = w.student_id
      join class_instances ci on ci.id = w.class_instance_id
      where w.status = 'waiting' order by w.id`,
    );
    expect(queue.map((q) => q.email)[0]).toBe('amelia.chen@example.com');
    expect(queue).toHaveLength(2);
    expect(queue.every((q) => q.full)).toBe(true);
  });

  it('has a believable money history: payments, a few late payers, a bounced cheque, refunds as credit', async () => {
    const stats = (await dashboardStats(t.database.db)) as Record<string, unknown>;
    const [row] = await executeRows<{ payments: number; future: number; removed: number; refunds: number }>(
      t.database.db,
      sql`
      select (select count(*) from payments where status = 'paid')::int as payments,
             (select count(*) from payments where payment_date > now())::int as future,
             (select count(*) from payments where status = 'cancelled')::int as removed,
             (select count(*) from refunds)::int as refunds`,
    );
    expect(row!.payments).toBeGreaterThan(10);
    expect(row!.future).toBe(0);
    expect(row!.removed).toBe(1);
    expect(row!.refunds).toBe(2);
    expect(Number(stats.paidThisMonth)).toBeGreaterThan(0);
    expect(Number(stats.outstanding)).toBeGreaterThan(0);
    expect(Number(stats.overdue)).toBeGreaterThan(0);
    // Most students are paid up to last month: the overdue list is a handful of names.
    expect(stats.studentsOverdue as number).toBeLessThan(stats.activeStudents as number);
  });

  it('never books in the future, nor after the class day', async () => {
    const rows = await executeRows<{ id: number }>(
      t.database.db,
      sql`
      select b.id from bookings b join class_instances ci on ci.id = b.class_instance_id
      where b.booked_at > now() or b.booked_at::date > ci.class_date`,
    );
    expect(rows).toEqual([]);
  });

  it('charges each booking on the day it was booked', async () => {
    const rows = await executeRows<{ id: number }>(
      t.database.db,
      sql`
      select l.id from ledger_entries l join bookings b on b.id = l.booking_id
      where l.entry_type = 'charge' and l.occurred_at <> b.booked_at`,
    );
    expect(rows).toEqual([]);
  });

  it('is a British Columbia studio that takes e-Transfers, with its own policy', async () => {
    const s = await getSettings(t.database.db);
    expect(s).toMatchObject({
      country: 'Canada',
      region: 'British Columbia',
      enableGst: true,
      enablePst: false,
      gstRate: 0.05,
      eTransferEnabled: true,
      eTransferEmail: 'payments@kitsmovement.example',
    });
    expect(s.businessName).not.toBe(DEFAULT_SETTINGS.businessName);
    const tax = await getStudioTaxes(t.database.db);
    expect(tax.taxes.map((x) => x.kind)).toEqual(['GST']);
    const policy = await getPolicies(t.database.db);
    // The cut-off in force where the text means it (issue 28).
    expect(renderPolicyText(policy.refundPolicy, policy.cancellationHours)).toContain('24 hours');
    expect(policy.refundPolicy).toContain('{{cancellation_hours}} hours');
  });
});
