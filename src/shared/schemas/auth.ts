import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { LOCALES } from '../i18n/locales';
import { en } from '../i18n/msg';
import { isPhoneNumber, PHONE_MESSAGE } from '../phone';
import { zEmail, zPassword, zShortText } from './common';

export const ZStudentSignupInput = z.object({
  name: zShortText(en('Name is required'), en('Name must be at most 200 characters')),
  email: zEmail,
  phone: zShortText(en('Phone is required'), en('Phone must be at most 40 characters'), 40).refine(
    isPhoneNumber,
    { error: PHONE_MESSAGE },
  ),
});
export type TStudentSignupInput = z.infer<typeof ZStudentSignupInput>;

export const ZLoginInput = z.object({ email: zEmail, password: zPassword });
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZForgotPasswordInput = z.object({ email: zEmail });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const ZNewPassword = z
  .string({ error: en('Password is required') })
  .min(MIN_PASSWORD_LENGTH, { error: en('Password must be at least 6 characters long.') })
  .max(256, { error: en('Password is too long') });

export const INVALID_RESET_TOKEN = en('This password reset link is invalid or has expired.');

export const ZResetPasswordInput = z.object({
  token: z
    .string({ error: INVALID_RESET_TOKEN })
    .min(16, { error: INVALID_RESET_TOKEN })
    .max(200, { error: INVALID_RESET_TOKEN }),
  newPassword: ZNewPassword,
});
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

export const ZChangePasswordInput = z.object({
  currentPassword: z
    .string({ error: en('Current password must be text') })
    .max(256, { error: en('Password is too long') })
    .optional(),
  newPassword: ZNewPassword,
});
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

/** What the browser may know about the signed-in student. Never includes a password or hash. */
/** A language the app speaks (issue 33). */
export const ZLanguage = z.enum(LOCALES);

export const ZSetLanguageInput = z.object({ language: ZLanguage.nullable() });

export const ZSessionStudent = z.object({
  id: z.number(),
  name: z.string(),
  preferredName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  /** The language the student chose; null follows the studio's (issue 33). */
  language: ZLanguage.nullable(),
});
export type TSessionStudent = z.infer<typeof ZSessionStudent>;

export const ZSessionAdmin = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  language: ZLanguage.nullable(),
});
export type TSessionAdmin = z.infer<typeof ZSessionAdmin>;

export const ZStudentSessionOutput = z.object({
  authenticated: z.boolean(),
  student: ZSessionStudent.nullable(),
});
export const ZAdminSessionOutput = z.object({
  authenticated: z.boolean(),
  admin: ZSessionAdmin.nullable(),
});
export const ZStudentLoginOutput = z.object({ success: z.literal(true), student: ZSessionStudent });
export const ZAdminLoginOutput = z.object({ sessionToken: z.string(), admin: ZSessionAdmin });
export const ZSignupOutput = z.object({
  student: ZSessionStudent,
  /** Present only when no SMTP server is configured, so the new student can still sign in. */
  temporaryPassword: z.string().optional(),
  message: z.string(),
});
export const ZNeutralMessage = z.object({ success: z.literal(true), message: z.string() });
export const ZGoogleConfigOutput = z.object({ enabled: z.boolean() });

export const FORGOT_PASSWORD_NEUTRAL = en(
  "If an account exists with this email, you'll receive a password reset email shortly.",
);

/** The REST path /api/students/{id}/change-password names the student; it must be the caller. */
export const ZStudentChangePasswordInput = ZChangePasswordInput.extend({
  studentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
