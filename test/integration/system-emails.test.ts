/**
 * The system e-mails as queued (issue 9 §3): every message has an HTML and a text body with the
 * studio's name and contact. A student's booking queues a confirmation, a student's own cancellation a
 * "booking cancelled" with the credit, both in the transaction of the change (a refused booking or
 * cancel queues nothing), to the student's notification address when they set one.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails } from '../../src/server/db/schema';
import { SECRET_MARKER } from '../../src/server/kernel/outbox';
import { formatDate, formatTimeRange } from '../../src/shared/dates';
import { classIn, grantCredit, receivePayment, setSetting } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { insertClassType, signedInStudent } from '../factories/classes';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
beforeAll(async () => {
  await setSetting(db(), 'businessName', 'Lotus & Light');
  await setSetting(db(), 'businessPhone', '604-555-0199');
  await setSetting(db(), 'businessEmail', 'hello@lotus.test');
  await setSetting(db(), 'eTransferEmail', 'pay@lotus.test');
});

const db = t.db;
const mailOf = (studentId: number, kind: string) =>
  db()
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.studentId, studentId), eq(outboundEmails.kind, kind)));

describe('booking confirmation', () => {
  it('a student books: one confirmation, to their notification address, in both bodies', async () => {
    const me = await signedInStudent(t.app(), db(), {
      name: 'Mia Booker',
      preferredName: 'Mia',
      notificationEmail: 'mia.classes@example.com',
    });
    const type = await insertClassType(db(), { name: 'Yoga <Flow>', priceCents: 2000 });
    const instance = await classIn(db(), type.id, 48, { priceCents: 2200, location: 'Studio B' });
    const res = await me.browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: instance.id,
    });
    expect(res.status).toBe(201);

    const mail = await mailOf(me.student.id, 'booking_confirmation');
    expect(mail).toHaveLength(1);
    const [m] = mail as [(typeof mail)[number]];
    expect(m).toMatchObject({
      toEmail: 'mia.classes@example.com',
      toName: 'Mia',
      senderType: 'system',
      status: 'queued',
      subject: `Booking confirmed: Yoga <Flow> on ${formatDate(instance.classDate)}`,
    });
    for (const line of [
      'Hello Mia,',
      'Class: Yoga <Flow>',
      `Date: ${formatDate(instance.classDate)}`,
      `Time: ${formatTimeRange(instance.startTime, instance.endTime)}`,
      'Location: Studio B',
      'Price: $22.00',
      'How to pay: Interac e-Transfer (e-Transfer Email: pay@lotus.test); Cash',
      'Lotus & Light',
      '604-555-0199',
    ])
      expect(m.bodyText).toContain(line);
    expect(m.bodyHtml).toContain('Yoga &lt;Flow&gt;');
    expect(m.bodyHtml).toContain('Lotus &amp; Light');
    expect(m.bodyHtml).toContain('$22.00');
  });

  it('a refused booking queues nothing; an administrator booking for a student sends no confirmation', async () => {
    const me = await signedInStudent(t.app(), db());
    const type = await insertClassType(db(), { name: 'Hot Yoga' });
    const started = await classIn(db(), type.id, -1);
    const refused = await me.browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: started.id,
    });
    expect(refused.status).toBe(409);
    const open = await classIn(db(), type.id, 72);
    const byAdmin = await admin().browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: open.id,
    });
    expect(byAdmin.status).toBe(201);
    expect(await mailOf(me.student.id, 'booking_confirmation')).toEqual([]);
  });

  it('with pre-payment, says the class was paid from credits instead of how to pay', async () => {
    const me = await signedInStudent(t.app(), db());
    await grantCredit(db(), me.student.id, 5000);
    await setSetting(db(), 'bookingRequiresCredit', 'true');
    try {
      const type = await insertClassType(db(), { name: 'Prepaid Pilates' });
      const instance = await classIn(db(), type.id, 48, { priceCents: 2000 });
      const res = await me.browser.post('/api/student-bookings', {
        studentId: me.student.id,
        classInstanceId: instance.id,
      });
      expect(res.status).toBe(201);
    } finally {
      await setSetting(db(), 'bookingRequiresCredit', 'false');
    }
    const [m] = await mailOf(me.student.id, 'booking_confirmation');
    expect(m!.bodyText).toContain('Paid from your account credit');
    expect(m!.bodyText).not.toContain('How to pay');
  });
});

describe('booking cancelled', () => {
  it('a student cancels: one e-mail with the credit; a refused cancel queues nothing', async () => {
    const me = await signedInStudent(t.app(), db(), { name: 'Cal Canceller' });
    const type = await insertClassType(db(), { name: 'Barre' });
    const instance = await classIn(db(), type.id, 48, { priceCents: 2200, location: 'Studio A' });
    const booked = await me.browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: instance.id,
    });
    expect(booked.status).toBe(201);
    const soon = await classIn(db(), type.id, 2);
    const late = await admin().browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: soon.id,
    });
    expect((await me.browser.post(`/api/student-bookings/${late.body.id}/cancel`)).status).toBe(409);
    expect(await mailOf(me.student.id, 'booking_cancelled')).toEqual([]);

    // Paid at the desk: the cancel gives the payment back as a credit (decision 027).
    await receivePayment(db(), me.student.id, 10_000);
    const res = await me.browser.post(`/api/student-bookings/${booked.body.id}/cancel`);
    expect(res.status).toBe(200);
    const mail = await mailOf(me.student.id, 'booking_cancelled');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      toEmail: me.student.email,
      subject: `Booking cancelled: Barre on ${formatDate(instance.classDate)}`,
    });
    expect(mail[0]!.bodyText).toContain('A credit of $22.00 has been added to your account');
    expect(mail[0]!.bodyText).toContain('Location: Studio A');
    expect(mail[0]!.bodyHtml).toContain('$22.00');
  });
});

describe('account and class e-mails carry both bodies', () => {
  it('signup and reset: the secret is the marker in both stored bodies, never the password', async () => {
    const email = 'hana.html@example.com';
    const signup = await browserAt(t.app()).post('/api/auth/student/signup', {
      name: 'Hana <Html>',
      email,
      phone: '604-555-0100',
    });
    expect(signup.status).toBe(201);
    const studentId = signup.body.student.id as number;
    await browserAt(t.app()).post('/api/auth/student/forgot-password', { email });
    for (const kind of ['temporary_password', 'password_reset']) {
      const [m] = await mailOf(studentId, kind);
      expect(m!.bodyHtml).toContain(SECRET_MARKER);
      expect(m!.bodyText).toContain(SECRET_MARKER);
      expect(m!.secretCiphertext).not.toBeNull();
      expect(m!.bodyHtml).toContain('Hello Hana &lt;Html&gt;,');
      expect(m!.bodyText).toContain('Hello Hana <Html>,');
      expect(m!.bodyHtml).toContain('Lotus &amp; Light');
      expect(m!.bodyText).toContain('hello@lotus.test');
    }
    const [welcome] = await mailOf(studentId, 'temporary_password');
    expect(welcome!.bodyHtml).not.toContain(signup.body.temporaryPassword);
    expect(welcome!.bodyText).not.toContain(signup.body.temporaryPassword);
  });

  it("class cancelled and an administrator's notice: HTML escapes what was typed and keeps line breaks", async () => {
    const type = await insertClassType(db(), { name: 'Yin' });
    const instance = await classIn(db(), type.id, 48, { priceCents: 1800 });
    const me = await signedInStudent(t.app(), db(), { name: 'Nia Notified' });
    await me.browser.post('/api/student-bookings', {
      studentId: me.student.id,
      classInstanceId: instance.id,
    });
    const notify = await admin().browser.post('/api/class-instances/notify', {
      classInstanceId: instance.id,
      subject: 'Room <change>',
      message: 'Studio C today.\n<b>Bring</b> a mat & water.',
    });
    expect(notify.status).toBe(200);
    const [notice] = await mailOf(me.student.id, 'class_notification');
    expect(notice!.subject).toBe('Room <change>');
    expect(notice!.bodyHtml).toContain('Studio C today.<br/>&lt;b&gt;Bring&lt;/b&gt; a mat &amp; water.');
    expect(notice!.bodyText).toContain('Studio C today.\n<b>Bring</b> a mat & water.');

    await receivePayment(db(), me.student.id, 10_000);
    const cancel = await admin().browser.post(`/api/class-instances/${instance.id}/cancel`, {
      reason: 'Flooded <basement>',
      notifyStudents: true,
    });
    expect(cancel.status).toBe(200);
    const [cancelled] = await mailOf(me.student.id, 'class_cancelled');
    expect(cancelled!.bodyHtml).toContain('Reason: Flooded &lt;basement&gt;');
    expect(cancelled!.bodyText).toContain('Reason: Flooded <basement>');
    expect(cancelled!.bodyText).toContain('A credit of $18.00 has been added to your account');
    expect(cancelled!.bodyHtml).toContain('$18.00');
  });
});
