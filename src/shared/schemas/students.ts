/** The student profile (spec 01 §3, §2 "Settings tab"; spec 02 §3). */
import { z } from 'zod';
import { PENDING_ACCOUNT_MESSAGE } from '../account-status-messages';
import { en } from '../i18n/msg';
import { isPhoneNumber, PHONE_MESSAGE } from '../phone';
import { ZNewPassword } from './auth';
import { MAX_SHORT_TEXT, MAX_TEXT, mustBeAtMost, zId, zPageNumber, zPageSize, zSearchText } from './common';

export const ZStudentProfile = z.object({
  id: z.number(),
  name: z.string(),
  preferredName: z.string().nullable(),
  /** The login e-mail: read-only for the student. */
  email: z.string(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  paymentEmail: z.string().nullable(),
  notificationEmail: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  medicalNotes: z.string().nullable(),
  secondaryContactName: z.string().nullable(),
  secondaryContactEmail: z.string().nullable(),
  secondaryContactPhone: z.string().nullable(),
  status: z.string(),
  isActive: z.boolean(),
  /** Class and payment reminder e-mails (issue 14 §4): on unless the student turned them off. */
  emailReminders: z.boolean(),
  createdAt: z.string(),
});
export type TStudentProfile = z.infer<typeof ZStudentProfile>;

const optionalText = (max = MAX_SHORT_TEXT) =>
  z
    .string({ error: en('Must be text') })
    .trim()
    .max(max, { error: mustBeAtMost(max) })
    .nullable()
    .transform((v) => v || null);

/** An optional phone: blank is none; anything else must be a phone number (issue 28). */
const optionalPhone = () =>
  optionalText(40).refine((v) => v === null || isPhoneNumber(v), { error: PHONE_MESSAGE });

const optionalEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, { error: message })
    .nullable()
    .transform((v) => v || null)
    .pipe(z.email({ error: message }).nullable());

/**
 * PUT /api/students/{id} from the student's own settings: each field is saved on its own when the
 * person leaves it, so every field is optional and only what is sent changes. `password` is the
 * spec's other use of this path. The primary e-mail is not accepted.
 */
export const ZStudentProfileUpdate = z
  .object({
    id: zId,
    name: z
      .string({ error: en('Name is required') })
      .trim()
      .min(1, { error: en('Name is required') })
      .max(MAX_SHORT_TEXT, { error: mustBeAtMost(MAX_SHORT_TEXT) })
      .optional(),
    preferredName: optionalText().optional(),
    phone: optionalPhone().optional(),
    birthday: z
      .string({ error: en('Invalid date') })
      .trim()
      .nullable()
      .transform((v) => v || null)
      .pipe(
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: en('Invalid date') })
          .nullable(),
      )
      .optional(),
    paymentEmail: optionalEmail(en('Invalid payment email')).optional(),
    notificationEmail: optionalEmail(en('Invalid notification email')).optional(),
    emergencyContact: optionalText().optional(),
    medicalNotes: optionalText(MAX_TEXT).optional(),
    emailReminders: z.boolean({ error: en('emailReminders must be true or false') }).optional(),
    password: ZNewPassword.optional(),
    email: z.unknown().optional(),
  })
  .strict();
export type TStudentProfileUpdate = z.input<typeof ZStudentProfileUpdate>;

/** A student as the admin's pickers need them (Register Student, enrolment lists): GET /api/students. */
export const ZStudentOption = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
});
export type TStudentOption = z.infer<typeof ZStudentOption>;

// ---------- administrator: Student Management (spec 02 §2, §3, §5, §7, §8) ----------

export const STUDENT_STATUS_VALUES = ['active', 'inactive', 'pending'] as const;
export type TStudentStatus = (typeof STUDENT_STATUS_VALUES)[number];
export const STUDENT_STATUS_FILTERS = ['all', ...STUDENT_STATUS_VALUES] as const;
export type TStudentStatusFilter = (typeof STUDENT_STATUS_FILTERS)[number];

/** The spec's texts (02 §5, §8) and ours where it is silent. */
export const STUDENT_MESSAGES = {
  nameRequired: en('Name is required'),
  invalidEmail: en('Invalid email address'),
  invalidPaymentEmail: en('Invalid payment email'),
  invalidNotificationEmail: en('Invalid notification email'),
  invalidSecondaryEmail: en('Invalid secondary contact email'),
  passwordRequiredTitle: en('Password required'),
  passwordRequired: en('Please enter a password for the student'),
  invalidStatus: en('Status must be active, inactive or pending'),
  invalidPasswordOption: en('Password option must be create or email'),
  emailTaken: en('A student with this email address already exists.'),
  notFound: en('Student not found'),
  emailReadOnly: en('The primary e-mail cannot be changed here'),
  statusReadOnly: en('Your account status can only be changed by the studio.'),
  inactiveSignIn: en('This account is inactive. Please contact the studio.'),
  pendingBooking: PENDING_ACCOUNT_MESSAGE,
  inactiveRegistration: en('This student is inactive. Activate them before registering them for a class.'),
  noteRequired: en('Please enter a note'),
  noPassword: en('This student needs a password to be set.'),
} as const;

/** What each status allows (decision 005), shown beside the status field. */
export const STUDENT_STATUS_MEANING: Record<TStudentStatus, string> = {
  active: en('Signs in and books classes.'),
  pending: en('Signs in and sees classes, balance and how to pay, but cannot book until activated.'),
  inactive: en('Cannot sign in; signed-in devices are signed out. Bookings and payments are kept.'),
};

const requiredName = z
  .string({ error: STUDENT_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: STUDENT_MESSAGES.nameRequired })
  .max(MAX_SHORT_TEXT, { error: en('Name must be at most 200 characters') });

const loginEmail = z
  .string({ error: STUDENT_MESSAGES.invalidEmail })
  .trim()
  .min(1, { error: STUDENT_MESSAGES.invalidEmail })
  .max(254, { error: STUDENT_MESSAGES.invalidEmail })
  .pipe(z.email({ error: STUDENT_MESSAGES.invalidEmail }));

const zStatus = z.enum(STUDENT_STATUS_VALUES, { error: STUDENT_MESSAGES.invalidStatus });

/** The Add / Edit Student form's fields, shared by create and edit (spec 02 §2 "Add / Edit Student"). */
const studentFields = {
  name: requiredName,
  email: loginEmail,
  phone: optionalPhone().optional(),
  paymentEmail: optionalEmail(STUDENT_MESSAGES.invalidPaymentEmail).optional(),
  notificationEmail: optionalEmail(STUDENT_MESSAGES.invalidNotificationEmail).optional(),
  secondaryContactName: optionalText().optional(),
  secondaryContactEmail: optionalEmail(STUDENT_MESSAGES.invalidSecondaryEmail).optional(),
  secondaryContactPhone: optionalPhone().optional(),
  status: zStatus.optional(),
};

export const PASSWORD_OPTIONS = ['create', 'email'] as const;
export type TPasswordOption = (typeof PASSWORD_OPTIONS)[number];

/**
 * POST /api/students: the form plus the Student Login Setup. "create" (the default) needs
 * `customPassword`; "email" generates a temporary password and e-mails it (the welcome e-mail).
 */
export const ZStudentCreateInput = z
  .object({
    ...studentFields,
    passwordOption: z
      .enum(PASSWORD_OPTIONS, { error: STUDENT_MESSAGES.invalidPasswordOption })
      .default('create'),
    customPassword: z.string({ error: STUDENT_MESSAGES.passwordRequired }).max(256).optional().nullable(),
    password: z.unknown().optional(),
    isActive: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.passwordOption !== 'create') return;
    const password = v.customPassword ?? '';
    if (password === '') {
      ctx.addIssue({ code: 'custom', message: STUDENT_MESSAGES.passwordRequired, path: ['customPassword'] });
    } else if (!ZNewPassword.safeParse(password).success) {
      ctx.addIssue({
        code: 'custom',
        message: ZNewPassword.safeParse(password).error!.issues[0]!.message,
        path: ['customPassword'],
      });
    }
  });
export type TStudentCreateInput = z.input<typeof ZStudentCreateInput>;

/**
 * PUT /api/students/{id}, one contract for both callers. A student sends their own profile fields
 * (one at a time from Settings); an administrator sends the Add / Edit form (e-mail, status and the
 * secondary contact included). The server refuses `email` and `status` from a student. The create-only
 * `passwordOption` / `customPassword` are accepted and ignored, since the form sends "the same shape".
 */
export const ZStudentUpdateInput = ZStudentProfileUpdate.omit({ email: true })
  .extend({
    email: z.unknown().optional(),
    status: z.unknown().optional(),
    secondaryContactName: optionalText().optional(),
    secondaryContactEmail: optionalEmail(STUDENT_MESSAGES.invalidSecondaryEmail).optional(),
    secondaryContactPhone: optionalPhone().optional(),
    passwordOption: z.unknown().optional(),
    customPassword: z.unknown().optional(),
    isActive: z.unknown().optional(),
    id: zId,
    createdAt: z.unknown().optional(),
  })
  .strict();
export type TStudentUpdateInput = z.input<typeof ZStudentUpdateInput>;

/** The administrator's checks of the fields only they may send. */
export const ZAdminOnlyFields = z.object({
  email: loginEmail.optional(),
  status: zStatus.optional(),
});

export const STUDENT_PAGE_SIZES = [12, 24, 48, 96] as const;

/** Student Management: searched (name or e-mail, any case), filtered and paged on the server. */
export const ZStudentPageInput = z.object({
  search: zSearchText.optional(),
  status: z
    .enum(STUDENT_STATUS_FILTERS, { error: en('status must be all, active, inactive or pending') })
    .default('all'),
  page: zPageNumber,
  pageSize: zPageSize(STUDENT_PAGE_SIZES, 24),
});
export type TStudentPageInput = z.input<typeof ZStudentPageInput>;

/** A card of Student Management (and a row of GET /api/students). */
export const ZStudentSummary = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(STUDENT_STATUS_VALUES),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TStudentSummary = z.infer<typeof ZStudentSummary>;

export const ZStudentPage = z.object({
  rows: z.array(ZStudentSummary),
  /** How many match the search and filter. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Students matching the search, by status (whatever the status filter). */
  counts: z.object({ all: z.number(), active: z.number(), inactive: z.number(), pending: z.number() }),
});
export type TStudentPage = z.infer<typeof ZStudentPage>;

/** GET /api/students: every student by name, optionally searched and filtered (no paging). */
export const ZStudentListInput = ZStudentPageInput.pick({ search: true, status: true }).partial().optional();

export const ZStudentSaveResult = z.object({
  success: z.literal(true),
  /** "{name} has been added …" / "{name}'s information has been updated" (spec 02 §8). */
  message: z.string(),
  student: ZStudentProfile,
  /** The welcome e-mail with the temporary password, when "Send temporary password via email". */
  email: z
    .object({ id: z.number(), status: z.string(), statusText: z.string(), mailConfigured: z.boolean() })
    .nullable(),
});
export type TStudentSaveResult = z.infer<typeof ZStudentSaveResult>;

/** DELETE /api/students/{id} (decision 005). */
export const ZStudentDeleteResult = z.object({
  success: z.literal(true),
  /** "deleted": no history, removed outright; "archived": kept for the records, hidden and signed out. */
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
  /** Future bookings cancelled (no charge, credit for what was paid by credit). */
  cancelledBookings: z.number(),
});
export type TStudentDeleteResult = z.infer<typeof ZStudentDeleteResult>;

/** What deleting would do, for the confirmation dialog. */
export const ZStudentDeletePlan = z.object({
  hasHistory: z.boolean(),
  futureBookings: z.number(),
});
export type TStudentDeletePlan = z.infer<typeof ZStudentDeletePlan>;

// ---------- notes ----------

export const ZStudentNoteInput = z.object({
  studentId: zId,
  content: z
    .string({ error: STUDENT_MESSAGES.noteRequired })
    .trim()
    .min(1, { error: STUDENT_MESSAGES.noteRequired })
    .max(MAX_TEXT, { error: en('A note must be at most 2000 characters') }),
  /** The server writes the signed-in administrator's name, whatever is sent. */
  createdBy: z.unknown().optional(),
});
export type TStudentNoteInput = z.input<typeof ZStudentNoteInput>;

export const ZStudentNote = z.object({
  id: z.number(),
  studentId: z.number(),
  content: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TStudentNote = z.infer<typeof ZStudentNote>;

// ---------- Login Info (spec 03 §2.2 with design §4) ----------

export const ZLoginInfoInput = z.object({
  search: z
    .string({ error: en('search must be text') })
    .trim()
    .max(254, { error: en('search must be at most 254 characters') })
    .default(''),
});

export const LOGIN_INFO_LIMIT = 50;

export const ZLoginInfo = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  status: z.enum(STUDENT_STATUS_VALUES),
  hasPassword: z.boolean(),
  /** The password was generated (signup, "send temporary password", Login Info) and not yet changed. */
  passwordIsTemporary: z.boolean(),
  passwordChangedAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  googleLinked: z.boolean(),
  activeSessions: z.number(),
});
export type TLoginInfo = z.infer<typeof ZLoginInfo>;

export const ZLoginInfoPage = z.object({
  rows: z.array(ZLoginInfo),
  /** Matches in all; only the first LOGIN_INFO_LIMIT are listed. */
  total: z.number(),
});
export type TLoginInfoPage = z.infer<typeof ZLoginInfoPage>;

export const ZTemporaryPasswordInput = z.object({
  studentId: zId,
  /** "show": shown once to the administrator; "email": e-mailed only; "both". */
  delivery: z.enum(['show', 'email', 'both'], { error: en('delivery must be show, email or both') }),
});
export type TTemporaryPasswordInput = z.input<typeof ZTemporaryPasswordInput>;

export const ZTemporaryPasswordResult = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Present only when delivery is show or both: shown once, never stored in clear. */
  temporaryPassword: z.string().nullable(),
  email: z
    .object({ id: z.number(), status: z.string(), statusText: z.string(), mailConfigured: z.boolean() })
    .nullable(),
  /** Sessions ended. */
  endedSessions: z.number(),
});
export type TTemporaryPasswordResult = z.infer<typeof ZTemporaryPasswordResult>;

/**
 * A student read from an import file (issue 32): the Add Student form's rules for what the file can
 * fill, a birth date as YYYY-MM-DD, and admin notes. No password: an imported student signs in once
 * the administrator sends login invitations.
 */
export const ZImportedStudent = z.object({
  name: requiredName,
  email: loginEmail,
  phone: optionalPhone(),
  birthday: z
    .string()
    .nullable()
    .refine((v) => v === null || /^\d{4}-\d{2}-\d{2}$/.test(v), { error: en('Invalid birth date') }),
  secondaryContactName: optionalText(),
  secondaryContactEmail: optionalEmail(STUDENT_MESSAGES.invalidSecondaryEmail),
  secondaryContactPhone: optionalPhone(),
  status: zStatus,
  notes: optionalText(5000),
});
export type TImportedStudent = z.output<typeof ZImportedStudent>;
