import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, stampedNow, timestamps, tz } from './columns';
import { admins, students } from './people';

export const classTypes = pgTable(
  'class_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    priceCents: integer('price_cents').notNull().default(2000),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('class_types_duration_ck', sql`${t.durationMinutes} between 15 and 240`),
    check('class_types_price_ck', sql`${t.priceCents} >= 0`),
  ],
);

/** A recurring weekly slot. Times are studio wall-clock times (settings.timezone). */
export const classSchedules = pgTable(
  'class_schedules',
  {
    id: serial('id').primaryKey(),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'restrict' }),
    customName: text('custom_name'),
    description: text('description'),
    dayOfWeek: integer('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    location: text('location').notNull(),
    maxStudents: integer('max_students').notNull().default(15),
    isRecurring: boolean('is_recurring').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The first studio date the current weekly pattern runs from (set on creation and when the day,
     * activity or recurrence changes), so materialisation never invents past classes. Null: the
     * creation date in the studio's timezone.
     */
    effectiveFrom: date('effective_from', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    index('class_schedules_type_idx').on(t.classTypeId),
    check('class_schedules_dow_ck', sql`${t.dayOfWeek} between 0 and 6`),
    check('class_schedules_capacity_ck', sql`${t.maxStudents} between 1 and 50`),
    check('class_schedules_times_ck', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * One dated occurrence. Recurring ones are materialised from their schedule (unique schedule + date);
 * single classes have no schedule. Price is copied from the class type when the instance is created.
 */
export const classInstances = pgTable(
  'class_instances',
  {
    id: serial('id').primaryKey(),
    classScheduleId: integer('class_schedule_id').references(() => classSchedules.id, {
      onDelete: 'restrict',
    }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'restrict' }),
    classDate: date('class_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    location: text('location'),
    customName: text('custom_name'),
    notes: text('notes'),
    maxStudents: integer('max_students').notNull(),
    priceCents: integer('price_cents').notNull(),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    cancelledAt: tz('cancelled_at'),
    cancellationReason: text('cancellation_reason'),
    /**
     * Raised by a trigger on every change of the row and of its bookings' status, so the calendar's
     * ETag is one sum over the window (decision 018).
     */
    version: integer('version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('class_instances_schedule_date_uq').on(t.classScheduleId, t.classDate),
    index('class_instances_window_idx').on(t.classDate, t.startTime),
    index('class_instances_type_idx').on(t.classTypeId),
    check('class_instances_capacity_ck', sql`${t.maxStudents} between 1 and 50`),
    check('class_instances_price_ck', sql`${t.priceCents} >= 0`),
    check('class_instances_times_ck', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * A window whose classes were all materialised while the schedules, class types and timezone had this
 * fingerprint (decision 018): a window inside one with the current fingerprint skips materialising.
 */
export const classMaterialisedWindows = pgTable(
  'class_materialised_windows',
  {
    fingerprint: text('fingerprint').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fingerprint, t.fromDate, t.toDate] })],
);

export const classCancellations = pgTable(
  'class_cancellations',
  {
    id: serial('id').primaryKey(),
    classScheduleId: integer('class_schedule_id').references(() => classSchedules.id, {
      onDelete: 'set null',
    }),
    classInstanceId: integer('class_instance_id')
      .notNull()
      .references(() => classInstances.id, { onDelete: 'cascade' }),
    cancelledDate: date('cancelled_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    notifyStudents: boolean('notify_students').notNull().default(true),
    issueCredits: boolean('issue_credits').notNull().default(true),
    notificationSent: boolean('notification_sent').notNull().default(false),
    createdByAdminId: integer('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('class_cancellations_instance_uq').on(t.classInstanceId),
    check('class_cancellations_reason_ck', sql`length(trim(${t.reason})) > 0`),
  ],
);

/** "Student-class" enrolment in a class type (spec 02 §3). */
export const studentClassEnrollments = pgTable(
  'student_class_enrollments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
    enrollmentDate: date('enrollment_date', { mode: 'string' }).notNull().defaultNow(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('student_class_enrollments_active_uq')
      .on(t.studentId, t.classTypeId)
      .where(sql`${t.status} = 'active'`),
    index('student_class_enrollments_type_idx').on(t.classTypeId),
    check('student_class_enrollments_status_ck', sql`${t.status} in ('active', 'inactive')`),
  ],
);

/** A student's place in one class instance. The price is fixed when the booking is made. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    classInstanceId: integer('class_instance_id')
      .notNull()
      .references(() => classInstances.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled'] })
      .notNull()
      .default('confirmed'),
    priceCents: integer('price_cents').notNull(),
    bookedAt: stampedNow('booked_at'),
    cancelledAt: tz('cancelled_at'),
    cancellationReason: text('cancellation_reason'),
    cancelledBy: text('cancelled_by', { enum: ['student', 'admin', 'system'] }),
    bookedByAdminId: integer('booked_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    overCapacity: boolean('over_capacity').notNull().default(false),
    /** Registered at the door by an administrator checking the class in (issue 14 §3). */
    isWalkIn: boolean('is_walk_in').notNull().default(false),
    /** Who came: set at check-in; null until the administrator marks it. */
    attendance: text('attendance', { enum: ['attended', 'no_show'] }),
    attendanceMarkedAt: tz('attendance_marked_at'),
    attendanceMarkedByAdminId: integer('attendance_marked_by_admin_id').references(() => admins.id, {
      onDelete: 'set null',
    }),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    uniqueIndex('bookings_active_student_instance_uq')
      .on(t.studentId, t.classInstanceId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('bookings_instance_status_idx').on(t.classInstanceId, t.status),
    index('bookings_student_idx').on(t.studentId, t.bookedAt),
    check('bookings_status_ck', sql`${t.status} in ('pending', 'confirmed', 'cancelled')`),
    check('bookings_price_ck', sql`${t.priceCents} >= 0`),
    check('bookings_cancelled_ck', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check(
      'bookings_attendance_ck',
      sql`${t.attendance} is null or ${t.attendance} in ('attended', 'no_show')`,
    ),
  ],
);

/**
 * A student waiting for a seat in a full class (issue 14 §1). First come, first served by id. A
 * waiting entry ends promoted (with the booking it became), left, removed by an administrator,
 * skipped (the student could not be booked: the reason is kept), or closed (the class started
 * soon, or was cancelled).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    classInstanceId: integer('class_instance_id')
      .notNull()
      .references(() => classInstances.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['waiting', 'promoted', 'left', 'removed', 'skipped', 'closed'] })
      .notNull()
      .default('waiting'),
    joinedAt: stampedNow('joined_at'),
    resolvedAt: tz('resolved_at'),
    /** Why it ended, as the student is told (a skip's reason, a class cancellation). */
    resolution: text('resolution'),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('waitlist_entries_waiting_uq')
      .on(t.studentId, t.classInstanceId)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_queue_idx').on(t.classInstanceId, t.status, t.id),
    index('waitlist_entries_student_idx').on(t.studentId, t.status),
    check(
      'waitlist_entries_status_ck',
      sql`${t.status} in ('waiting', 'promoted', 'left', 'removed', 'skipped', 'closed')`,
    ),
  ],
);
