/** The student profile (spec 01 §3, §2 "Settings tab"; spec 02 §3). */
import { z } from 'zod';
import { ZNewPassword } from './auth';
import { MAX_SHORT_TEXT, MAX_TEXT, zId } from './common';

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
  createdAt: z.string(),
});
export type TStudentProfile = z.infer<typeof ZStudentProfile>;

const optionalText = (max = MAX_SHORT_TEXT) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullable()
    .transform((v) => v || null);

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
      .string({ error: 'Name is required' })
      .trim()
      .min(1, { error: 'Name is required' })
      .max(MAX_SHORT_TEXT, { error: `Must be at most ${MAX_SHORT_TEXT} characters` })
      .optional(),
    preferredName: optionalText().optional(),
    phone: optionalText(40).optional(),
    birthday: z
      .string({ error: 'Invalid date' })
      .trim()
      .nullable()
      .transform((v) => v || null)
      .pipe(
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Invalid date' })
          .nullable(),
      )
      .optional(),
    paymentEmail: optionalEmail('Invalid payment email').optional(),
    notificationEmail: optionalEmail('Invalid notification email').optional(),
    emergencyContact: optionalText().optional(),
    medicalNotes: optionalText(MAX_TEXT).optional(),
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
