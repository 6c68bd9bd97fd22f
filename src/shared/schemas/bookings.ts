/**
 * Contracts of bookings (spec 01 §3–§7, spec 02 "Booking Management" and the booking rows of §7).
 * Used by the bookings tRPC procedures, their REST adapters and the React screens. What a student owes
 * and holds in credits is in ./billing.
 */
import { z } from 'zod';
import { BOOKING_MESSAGES } from '../booking-messages';
import { PAYMENT_METHODS } from '../constants';
import { en } from '../i18n/msg';
import { decimalToCents, MONEY_PATTERN } from '../money';
import { MAX_REFUND_CENTS } from './billing';
import { MAX_TEXT, mustBeAtMost, pageSizeMessage, zId, zStudentId } from './common';

export { BOOKING_MESSAGES, cannotCancelMessage, tooFarAheadMessage } from '../booking-messages';

/** `message`: what a value that is not an amount is told ("price must be an amount such as 20.00"). */
const zMoney = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .pipe(z.string().regex(MONEY_PATTERN, { error: message }));

const zOptionalReason = z
  .string({ error: en('reason must be text') })
  .trim()
  .max(MAX_TEXT, { error: mustBeAtMost(MAX_TEXT) })
  .nullish()
  .transform((v) => v || null);

// ---------- creating and cancelling ----------

/**
 * POST /api/student-bookings. A student books for themselves (studentId must be their own; the
 * booking is confirmed and the price comes from the class). An administrator may also set the price
 * and the booking date (spec 02 §7), and book over capacity only when asked.
 */
export const ZCreateBookingInput = z.object({
  studentId: zStudentId,
  classInstanceId: zId,
  bookingStatus: z
    .literal('confirmed', { error: BOOKING_MESSAGES.invalidBookingStatus })
    .default('confirmed'),
  price: zMoney(en('price must be an amount such as 20.00')).optional(),
  /** "YYYY-MM-DD" (a studio date) or an ISO date-time. */
  bookingDate: z
    .string({ error: BOOKING_MESSAGES.invalidBookingDate })
    .trim()
    .max(40, { error: BOOKING_MESSAGES.invalidBookingDate })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: BOOKING_MESSAGES.invalidBookingDate })
    .optional(),
  allowOverCapacity: z.boolean({ error: en('allowOverCapacity must be true or false') }).default(false),
});
export type TCreateBookingInput = z.input<typeof ZCreateBookingInput>;

/** Student cancel: POST /api/student-bookings/{id}/cancel, or PUT /api/student-bookings/{id}. */
export const ZStudentCancelInput = z.object({
  id: zId,
  bookingStatus: z.literal('cancelled', { error: BOOKING_MESSAGES.onlyCancelled }).optional(),
  reason: zOptionalReason.optional(),
});
export type TStudentCancelInput = z.input<typeof ZStudentCancelInput>;

/**
 * Admin cancel: PUT /api/admin/bookings/{id}/cancel (reason, chargeStudent, refundAmount) and the
 * refund variant PUT /api/student-bookings/{id}/cancel (reason "Admin refund: …", refundable true).
 * chargeStudent keeps the class charged (no credit); otherwise the charge is reversed and a credit of
 * refundAmount (default: the booking's price) is granted.
 */
export const ZAdminCancelInput = z.object({
  id: zId,
  reason: zOptionalReason.optional(),
  chargeStudent: z.boolean({ error: en('chargeStudent must be true or false') }).default(false),
  refundAmount: zMoney(en('refundAmount must be an amount such as 20.00'))
    .refine((v) => (decimalToCents(v) ?? Infinity) <= MAX_REFUND_CENTS, {
      error: BOOKING_MESSAGES.refundTooLarge,
    })
    .optional(),
  refundable: z.boolean({ error: en('refundable must be true or false') }).optional(),
  /**
   * How what was paid comes back (decision 030): "credit" (the default, account credit) or the method
   * the studio pays the money back by (cash, e_transfer, …), recorded as a refunded payment.
   */
  refundMethod: z
    .enum(PAYMENT_METHODS, {
      error: en(
        'refundMethod must be one of cash, e_transfer, credit, debit, card, cheque, bank_transfer, paypal, stripe, square, other',
      ),
    })
    .default('credit'),
  /** With refundable: e-mail the student the refund notice (the Refunds screen's switch). */
  emailNotify: z.boolean({ error: en('emailNotify must be true or false') }).default(false),
});
export type TAdminCancelInput = z.input<typeof ZAdminCancelInput>;

export const BOOKING_LIST_LIMIT = { default: 500, max: 2000 } as const;

const zListStatus = z.enum(['all', 'active', 'cancelled'], {
  error: en('status must be all, active or cancelled'),
});
const zListSearch = z
  .string({ error: en('search must be text') })
  .trim()
  .max(200, { error: en('search must be at most 200 characters') });

/** Newest class first; `limit` and `offset` page through long histories. */
export const ZBookingListInput = z
  .object({
    studentId: zId.optional(),
    status: zListStatus.optional(),
    search: zListSearch.optional(),
    limit: z.coerce
      .number({ error: en('limit must be a whole number') })
      .int({ error: en('limit must be a whole number') })
      .min(1, { error: en('limit must be at least 1') })
      .max(BOOKING_LIST_LIMIT.max, { error: en('limit cannot exceed 2000') })
      .optional(),
    offset: z.coerce
      .number({ error: en('offset must be a whole number') })
      .int({ error: en('offset must be a whole number') })
      .min(0, { error: en('offset cannot be negative') })
      .max(1_000_000, { error: en('offset is too large') })
      .optional(),
  })
  .optional();
export type TBookingListInput = z.input<typeof ZBookingListInput>;

/** The page sizes Booking Management offers (and the only ones the server accepts). */
export const BOOKING_PAGE_SIZES = [25, 50, 100] as const;
export type TBookingPageSize = (typeof BOOKING_PAGE_SIZES)[number];
/** How far a page may reach (page × pageSize), like the list's largest offset. */
const MAX_BOOKING_PAGE_OFFSET = 1_000_000;

/** What Booking Management can order by; each maps to a fixed SQL expression on the server. */
export const BOOKING_SORT_FIELDS = [
  'classDate',
  'studentName',
  'className',
  'price',
  'status',
  'bookedAt',
] as const;
export type TBookingSortField = (typeof BOOKING_SORT_FIELDS)[number];

export const ZBookingSort = z.object({
  field: z.enum(BOOKING_SORT_FIELDS, {
    error: en('sort.field must be one of classDate, studentName, className, price, status, bookedAt'),
  }),
  direction: z.enum(['asc', 'desc'], { error: en('sort.direction must be asc or desc') }),
});
export type TBookingSort = z.infer<typeof ZBookingSort>;

/**
 * One page of Booking Management, paged and ordered on the server. `page` counts from 0. Without
 * `sort` (and after any sort, to break ties): latest class first, then latest start, then newest id.
 */
export const ZBookingPageInput = z
  .object({
    status: zListStatus.optional(),
    search: zListSearch.optional(),
    page: z.coerce
      .number({ error: en('page must be a whole number') })
      .int({ error: en('page must be a whole number') })
      .min(0, { error: en('page cannot be negative') })
      .default(0),
    pageSize: z.coerce
      .number({ error: pageSizeMessage(BOOKING_PAGE_SIZES) })
      .refine((n): n is TBookingPageSize => (BOOKING_PAGE_SIZES as readonly number[]).includes(n), {
        error: pageSizeMessage(BOOKING_PAGE_SIZES),
      })
      .default(BOOKING_PAGE_SIZES[0]),
    sort: ZBookingSort.optional(),
  })
  .refine((v) => v.page * v.pageSize <= MAX_BOOKING_PAGE_OFFSET, {
    error: en('page is too large'),
    path: ['page'],
  });
export type TBookingPageInput = z.input<typeof ZBookingPageInput>;

// ---------- what the screens show ----------

export const ZBooking = z.object({
  id: z.number(),
  studentId: z.number(),
  classInstanceId: z.number(),
  bookingStatus: z.enum(['pending', 'confirmed', 'cancelled']),
  /** Same as bookingStatus (spec 03 §3 reads `status`). */
  status: z.string(),
  bookedAt: z.string(),
  bookingDate: z.string(),
  cancelledAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  price: z.string(),
  classPrice: z.string(),
  className: z.string(),
  classTypeName: z.string(),
  classDate: z.string(),
  classInstanceDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string().nullable(),
  classTypeId: z.number(),
  classScheduleId: z.number().nullable(),
  isClassCancelled: z.boolean(),
  /** Who came, once the class was checked in (issue 14 §3): null until marked. */
  attendance: z.enum(['attended', 'no_show']).nullable(),
  /** The class pack or membership the booking used instead of a charge (decision 038), if any. */
  passName: z.string().nullable(),
  passKind: z.enum(['pack', 'membership']).nullable(),
  /** Whether the student may cancel it now (confirmed, not past, more than 24 h ahead). */
  canCancel: z.boolean(),
  studentName: z.string(),
  studentEmail: z.string(),
  studentPhone: z.string().nullable(),
  student: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
});
export type TBooking = z.infer<typeof ZBooking>;

/** One page of bookings and how many match in all (Booking Management). */
export const ZBookingPage = z.object({
  rows: z.array(ZBooking),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TBookingPage = z.infer<typeof ZBookingPage>;

export const ZCancelBookingResult = z.object({
  success: z.literal(true),
  booking: ZBooking,
  creditAmount: z.string(),
  /** Money given back (decision 030), beside or instead of the credit. */
  refundedAmount: z.string().optional(),
  message: z.string(),
  /** An administrator's refund: whether the refund notice was queued, and whether mail can be sent. */
  emailQueued: z.boolean().optional(),
  mailConfigured: z.boolean().optional(),
});
export type TCancelBookingResult = z.infer<typeof ZCancelBookingResult>;

/** Student-side booking rules made by the settings (spec 01 §2 "Booking info box"; decision 003). */
export const ZBookingPolicy = z.object({
  paymentMode: z.enum(['invoice', 'prepayment']),
  prepaymentRequired: z.boolean(),
  cancellationDeadlineHours: z.number(),
  paymentDueDays: z.number(),
  advanceBookingDays: z.number(),
  /** Hours before a class when its waitlist closes. */
  waitlistCloseHours: z.number(),
  /** The last studio date a student may book ("YYYY-MM-DD"). */
  lastBookableDate: z.string(),
});
export type TBookingPolicy = z.infer<typeof ZBookingPolicy>;

/** What would pay for a booking instead of a charge (decision 038), as the booking dialog says it. */
export const ZCoverPreview = z
  .object({
    kind: z.enum(['pack', 'membership']),
    name: z.string(),
    /** Classes left after this booking: on the pack, or in the membership's week or month (null: unlimited). */
    classesLeftAfter: z.number().nullable(),
    /** The pack's last day, or the membership's end (null: none yet). */
    expiresOn: z.string().nullable(),
    allowance: z.enum(['unlimited', 'per_week', 'per_month']).nullable(),
  })
  .nullable();
export type TCoverPreview = NonNullable<z.infer<typeof ZCoverPreview>>;
