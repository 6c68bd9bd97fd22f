import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, tz } from './columns';

export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    passwordHash: text('password_hash'),
    passwordChangedAt: tz('password_changed_at'),
    googleSub: text('google_sub'),
    isActive: boolean('is_active').notNull().default(true),
    /** The language the administrator chose (issue 33); null follows the studio's (the `language` setting). */
    language: text('language', { enum: ['en-CA', 'fr-CA'] }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('admins_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('admins_google_sub_uq').on(t.googleSub),
    check('admins_language_ck', sql`${t.language} in ('en-CA', 'fr-CA')`),
  ],
);

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    preferredName: text('preferred_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    birthday: date('birthday', { mode: 'string' }),
    paymentEmail: text('payment_email'),
    notificationEmail: text('notification_email'),
    emergencyContact: text('emergency_contact'),
    medicalNotes: text('medical_notes'),
    secondaryContactName: text('secondary_contact_name'),
    secondaryContactEmail: text('secondary_contact_email'),
    secondaryContactPhone: text('secondary_contact_phone'),
    status: text('status', { enum: ['active', 'inactive', 'pending'] })
      .notNull()
      .default('active'),
    passwordHash: text('password_hash'),
    passwordChangedAt: tz('password_changed_at'),
    /** Set when the password was generated for the student (signup, admin "send temporary password"). */
    passwordIsTemporary: boolean('password_is_temporary').notNull().default(false),
    googleSub: text('google_sub'),
    /** When the student last started a session (any sign-in path): Login Info shows it. */
    lastSignInAt: tz('last_sign_in_at'),
    /** Class and payment reminder e-mails (issue 14 §4); the student can turn them off. */
    emailReminders: boolean('email_reminders').notNull().default(true),
    /** The student's language for screens and e-mails (issue 33); null follows the studio's. */
    language: text('language', { enum: ['en-CA', 'fr-CA'] }),
    /** Soft delete keeps the money record intact; a deleted student can no longer sign in. */
    deletedAt: tz('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    // An archived (deleted) student's address may be used again by a new student (decision 005).
    uniqueIndex('students_email_lower_uq').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex('students_google_sub_uq').on(t.googleSub),
    index('students_name_lower_idx').on(sql`lower(${t.name})`),
    index('students_status_idx').on(t.status),
    check('students_status_ck', sql`${t.status} in ('active', 'inactive', 'pending')`),
    check('students_language_ck', sql`${t.language} in ('en-CA', 'fr-CA')`),
  ],
);

/** Sessions per the Lucia design: the id is the SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    principal: text('principal', { enum: ['student', 'admin'] }).notNull(),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    absoluteExpiresAt: tz('absolute_expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('sessions_student_idx').on(t.studentId),
    index('sessions_admin_idx').on(t.adminId),
    index('sessions_expires_idx').on(t.expiresAt),
    check(
      'sessions_principal_ck',
      sql`(${t.principal} = 'student' and ${t.studentId} is not null and ${t.adminId} is null)
        or (${t.principal} = 'admin' and ${t.adminId} is not null and ${t.studentId} is null)`,
    ),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_student_idx').on(t.studentId)],
);

export const studentNotes = pgTable(
  'student_notes',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdBy: text('created_by').notNull().default('admin'),
    createdByAdminId: integer('created_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('student_notes_student_idx').on(t.studentId, t.createdAt),
    check('student_notes_content_ck', sql`length(${t.content}) > 0`),
  ],
);

/** Append-only trail of administrator actions. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
