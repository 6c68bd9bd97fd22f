/**
 * Class packs and memberships (issue 30, decision 038): the products the studio sells. The admin's
 * Products section, products.* procedures and /api/products use these schemas.
 */
import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { type Described, en, type Localized, msg } from '../i18n/msg';
import { zCents } from './billing';
import { zId, zShortText } from './common';

export const PRODUCT_KINDS = ['pack', 'membership'] as const;
export type TProductKind = (typeof PRODUCT_KINDS)[number];
export const VALIDITY_UNITS = ['day', 'week', 'month'] as const;
export const VALIDITY_FROM = ['purchase', 'first_use'] as const;
export const ALLOWANCES = ['unlimited', 'per_week', 'per_month'] as const;

export const PRODUCT_LIMITS = {
  classCount: { min: 1, max: 200 },
  validityCount: { min: 1, max: 365 },
  allowanceCount: { min: 1, max: 50 },
  billingDay: { min: 1, max: 28 },
  minimumPeriods: { min: 0, max: 24 },
  /** A pack or a month of membership: at most 10,000.00. */
  maxPriceCents: 1_000_000,
} as const;

export const PRODUCT_MESSAGES = {
  nameRequired: en('Product name is required'),
  nameTooLong: en('Product name must be 80 characters or fewer'),
  invalidPrice: en('Please enter a valid price'),
  priceTooLarge: en('Price cannot exceed $10,000.00'),
  invalidPriceDate: en('Enter the date the price applies from as YYYY-MM-DD'),
  priceDatePast: en('A new price applies from today or a later date'),
  classCount: en('Number of classes must be a whole number from 1 to 200'),
  validityCount: en('Validity must be a whole number from 1 to 365'),
  allowanceCount: en('Classes per period must be a whole number from 1 to 50'),
  billingDay: en('Billing day must be a day from 1 to 28'),
  minimumPeriods: en('Minimum periods must be a whole number from 0 to 24'),
  unknownClassType: en('One of the class types does not exist'),
  notFound: en('Product not found'),
  kindFixed: en('A pack cannot become a membership, nor a membership a pack'),
  created: en('Product Created'),
  updated: en('Product Updated'),
  priceSet: (price: string, from: string): Described =>
    msg('New price {price} applies from {from}', { price, from }),
} as const;

const wholeNumber = (limits: { min: number; max: number }, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(limits.min, { error: message })
    .max(limits.max, { error: message });

const zProductName = z
  .string({ error: PRODUCT_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: PRODUCT_MESSAGES.nameRequired })
  .max(80, { error: PRODUCT_MESSAGES.nameTooLong });

export const zProductPrice = zCents({
  invalid: PRODUCT_MESSAGES.invalidPrice,
  minCents: 0,
  maxCents: PRODUCT_LIMITS.maxPriceCents,
  tooLarge: PRODUCT_MESSAGES.priceTooLarge,
});

const zDateAs = (message: string) => z.string({ error: message }).refine(isValidIsoDate, { error: message });
const zStudioDate = zDateAs(PRODUCT_MESSAGES.invalidPriceDate);
/** A day as YYYY-MM-DD, with a message that does not speak of prices. */
const zDay = zDateAs(en('Enter the date as YYYY-MM-DD'));

const ZPackTerms = z.object({
  kind: z.literal('pack'),
  classCount: wholeNumber(PRODUCT_LIMITS.classCount, PRODUCT_MESSAGES.classCount),
  validityCount: wholeNumber(PRODUCT_LIMITS.validityCount, PRODUCT_MESSAGES.validityCount),
  validityUnit: z.enum(VALIDITY_UNITS),
  validityFrom: z.enum(VALIDITY_FROM).default('purchase'),
  /** Sold once per student (an intro offer for newcomers). */
  introOffer: z.boolean().default(false),
});

const ZMembershipTerms = z.object({
  kind: z.literal('membership'),
  allowance: z.enum(ALLOWANCES),
  /** Classes per week or per month; none for an unlimited membership. */
  allowanceCount: wholeNumber(PRODUCT_LIMITS.allowanceCount, PRODUCT_MESSAGES.allowanceCount).nullish(),
  billingDay: wholeNumber(PRODUCT_LIMITS.billingDay, PRODUCT_MESSAGES.billingDay).default(1),
  minimumPeriods: wholeNumber(PRODUCT_LIMITS.minimumPeriods, PRODUCT_MESSAGES.minimumPeriods).default(0),
});

const countNeeded = (t: { kind: string; allowance?: string; allowanceCount?: number | null }) =>
  t.kind !== 'membership' || t.allowance === 'unlimited' || (t.allowanceCount ?? null) !== null;

const ZCommon = z.object({
  name: zProductName,
  active: z.boolean().default(true),
  /** The class types it covers; an empty list covers every type. */
  classTypeIds: z.array(zId).max(100).default([]),
});

/** A new product: its terms and its first price, in force from today unless dated later. */
export const ZProductCreateInput = z
  .discriminatedUnion('kind', [ZPackTerms, ZMembershipTerms])
  .and(ZCommon)
  .and(z.object({ price: zProductPrice, priceFrom: zStudioDate.optional() }))
  .refine(countNeeded, { error: PRODUCT_MESSAGES.allowanceCount, path: ['allowanceCount'] });
export type TProductCreateInput = z.input<typeof ZProductCreateInput>;

/** A product's terms changed: what is sold from now on (sales already made keep theirs). */
export const ZProductUpdateInput = z
  .object({ id: zId })
  .and(z.discriminatedUnion('kind', [ZPackTerms, ZMembershipTerms]))
  .and(ZCommon)
  .refine(countNeeded, { error: PRODUCT_MESSAGES.allowanceCount, path: ['allowanceCount'] });
export type TProductUpdateInput = z.input<typeof ZProductUpdateInput>;

/** A new price from a date (today or later); earlier sales and periods keep theirs. */
export const ZProductPriceInput = z.object({ id: zId, price: zProductPrice, from: zStudioDate });
export type TProductPriceInput = z.input<typeof ZProductPriceInput>;

export const ZProductPrice = z.object({ price: z.string(), from: z.string() });
export type TProductPrice = z.infer<typeof ZProductPrice>;

/** The price in force on a studio day (prices oldest first): the last one from that day or before. */
export const priceInForce = (prices: readonly TProductPrice[], day: string): TProductPrice | null =>
  prices.filter((p) => p.from <= day).at(-1) ?? null;

/** The first price dated after a studio day: shown so the owner sees it is coming. */
export const upcomingPrice = (prices: readonly TProductPrice[], day: string): TProductPrice | null =>
  prices.find((p) => p.from > day) ?? null;

export const ZProduct = z.object({
  id: z.number(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  active: z.boolean(),
  classTypeIds: z.array(z.number()),
  classCount: z.number().nullable(),
  validityCount: z.number().nullable(),
  validityUnit: z.enum(VALIDITY_UNITS).nullable(),
  validityFrom: z.enum(VALIDITY_FROM).nullable(),
  introOffer: z.boolean(),
  allowance: z.enum(ALLOWANCES).nullable(),
  allowanceCount: z.number().nullable(),
  billingDay: z.number().nullable(),
  minimumPeriods: z.number().nullable(),
  /** The price in force today ("120.00"), and every dated price, oldest first. */
  price: z.string(),
  prices: z.array(ZProductPrice),
});
export type TProduct = z.infer<typeof ZProduct>;

const PASS_MESSAGES_REASON = en('A reason is required');

/** "1 class left", "8 classes left", "no classes left". */
export const passClassesLeft = (n: number) =>
  n === 0 ? 'no classes left' : `${n} ${n === 1 ? 'class' : 'classes'} left`;

export const PASS_MESSAGES = {
  notAPack: en('Only a class pack can be sold as a pass'),
  notOnSale: en('This product is not on sale'),
  introTaken: en('This intro offer has already been used by this student'),
  noPrice: en('This product has no price yet'),
  sold: (name: string, price: string): Described =>
    msg("{name} sold for {price}: it is on the student's account until paid", { name, price }),
  bought: (name: string, price: string): Described =>
    msg('{name} is yours: {price} is added to what you owe until paid', { name, price }),
  passNotFound: en('Pass not found'),
  notStartedYet: en('This pack has no dates yet: its validity starts with its first class'),
  notLater: en('The new last day must be after the current one'),
  reasonRequired: PASS_MESSAGES_REASON,
  extended: (name: string, date: string): Described =>
    msg('{name} is now valid until {date}', { name, date }),
} as const;

/** The administrator extends a pack's validity, with a reason (audited). */
export const ZExtendPassInput = z.object({
  id: zId,
  expiresOn: zDay,
  reason: zShortText(PASS_MESSAGES_REASON, en('Reason must be at most 200 characters'), 200),
});
export type TExtendPassInput = z.input<typeof ZExtendPassInput>;

/** The administrator sells a pack on a student's profile. */
export const ZSellPassInput = z.object({ studentId: zId, productId: zId });
/** A student buys a pack from their dashboard. */
export const ZBuyPassInput = z.object({ productId: zId });

export const ZStudentPass = z.object({
  id: z.number(),
  productId: z.number(),
  name: z.string(),
  classesTotal: z.number(),
  classesLeft: z.number(),
  validityCount: z.number(),
  validityUnit: z.enum(VALIDITY_UNITS),
  /** null until its first class when validity runs from first use. */
  startsOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  price: z.string(),
  soldAt: z.string(),
  classTypeIds: z.array(z.number()),
});
export type TStudentPass = z.infer<typeof ZStudentPass>;

// ---------- memberships (issue 30 §2, §4) ----------

export const MEMBERSHIP_MESSAGES = {
  notAMembership: en('Only a membership can be started as a membership'),
  notFound: en('Membership not found'),
  startInPast: en('A membership cannot start before today'),
  alreadyHeld: en('This student already has this membership'),
  started: (name: string, first: string): Described =>
    msg('{name} started: {first} is added to what is owed for its first period', { name, first }),
  startedFree: (name: string): Described => msg('{name} started', { name }),
  bought: (name: string, first: string): Described =>
    msg('{name} is yours: {first} for its first period is added to what you owe', { name, first }),
  pauseOrder: en('The last day of the pause must be on or after its first day'),
  pauseInPast: en('A pause cannot start before today'),
  pauseOverlaps: en('This pause overlaps another pause of the membership'),
  pauseOutside: en('A pause must fall while the membership runs'),
  bookingsInside: (n: number): Described =>
    n === 1
      ? msg('1 booking uses this membership inside these dates: confirm to cancel it')
      : msg('{n} bookings use this membership inside these dates: confirm to cancel them', { n }),
  paused: (name: string, from: string, to: string, cancelled: number): Described =>
    cancelled === 0
      ? msg('{name} is paused from {from} to {to}', { name, from, to })
      : cancelled === 1
        ? msg('{name} is paused from {from} to {to}; 1 booking cancelled', { name, from, to })
        : msg('{name} is paused from {from} to {to}; {cancelled} bookings cancelled', {
            name,
            from,
            to,
            cancelled,
          }),
  ended: (name: string, on: string, cancelled: number): Described =>
    cancelled === 0
      ? msg('{name} ends on {on}', { name, on })
      : cancelled === 1
        ? msg('{name} ends on {on}; 1 booking after it cancelled', { name, on })
        : msg('{name} ends on {on}; {cancelled} bookings after it cancelled', { name, on, cancelled }),
  alreadyEnded: en('This membership has already ended'),
  endOnlyEarlier: (on: string | Localized): Described =>
    msg(
      'This membership already ends on {on}: its end can only move earlier. Start it again to continue after that day',
      { on },
    ),
  endInPast: en('A membership cannot end before today'),
  endBeforeStart: en('A membership cannot end before it starts'),
  beforeMinimum: (periods: number, earliest: string | Localized): Described =>
    periods === 1
      ? msg('This membership runs at least 1 period: it can end on {earliest} at the earliest', { earliest })
      : msg('This membership runs at least {periods} periods: it can end on {earliest} at the earliest', {
          periods,
          earliest,
        }),
} as const;

const zReason = zShortText(PASS_MESSAGES_REASON, en('Reason must be at most 200 characters'), 200);

/** The administrator starts a membership on a profile (today, or a later day). */
export const ZStartMembershipInput = z.object({
  studentId: zId,
  productId: zId,
  startsOn: zDay.optional(),
});
/** A student starts one from their dashboard, today. */
export const ZBuyMembershipInput = z.object({ productId: zId });

/** Pause (both days included); bookings inside are cancelled only when `cancelBookings` says so. */
export const ZPauseMembershipInput = z.object({
  id: zId,
  from: zDay,
  to: zDay,
  reason: zReason,
  cancelBookings: z.boolean().default(false),
});
export type TPauseMembershipInput = z.input<typeof ZPauseMembershipInput>;

/** End on a day (its last day); bookings after it are cancelled only when `cancelBookings` says so. */
export const ZEndMembershipInput = z.object({
  id: zId,
  endsOn: zDay,
  reason: zReason,
  cancelBookings: z.boolean().default(false),
});
export type TEndMembershipInput = z.input<typeof ZEndMembershipInput>;

/** The bookings a pause or an end would cancel. */
/**
 * The bookings a change would cancel: a pause's (from and to, both included), or an end's (`endsOn`:
 * the bookings after that day).
 */
export const ZMembershipBookingsInput = z.union([
  z.object({ id: zId, from: zDay, to: zDay }),
  z.object({ id: zId, endsOn: zDay }),
]);
export type TMembershipBookingsInput = z.output<typeof ZMembershipBookingsInput>;
export const ZMembershipBooking = z.object({
  bookingId: z.number(),
  className: z.string(),
  classDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string().nullable(),
});
export type TMembershipBooking = z.infer<typeof ZMembershipBooking>;

export const MEMBERSHIP_STATUSES = ['scheduled', 'active', 'paused', 'ended'] as const;

export const ZStudentMembership = z.object({
  id: z.number(),
  productId: z.number(),
  name: z.string(),
  allowance: z.enum(ALLOWANCES),
  allowanceCount: z.number().nullable(),
  billingDay: z.number(),
  minimumPeriods: z.number(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  endReason: z.string().nullable(),
  status: z.enum(MEMBERSHIP_STATUSES),
  /** The price a period costs now (the one in force today). */
  price: z.string(),
  nextBillingDate: z.string().nullable(),
  /** The last day it may end on because of its minimum (null: any day). */
  earliestEnd: z.string().nullable(),
  /** Classes taken this week or month (a limited membership), for "2 of 8 used this month". */
  usedNow: z.number(),
  pauses: z.array(z.object({ from: z.string(), to: z.string(), reason: z.string() })),
  classTypeIds: z.array(z.number()),
  /** What has been billed so far, all periods. */
  billed: z.string(),
});
export type TStudentMembership = z.infer<typeof ZStudentMembership>;

/** "Unlimited classes", "8 classes a month", "2 classes a week". */
export function allowanceLabel(m: {
  allowance: (typeof ALLOWANCES)[number];
  allowanceCount: number | null;
}): string {
  if (m.allowance === 'unlimited') return 'Unlimited classes';
  const n = m.allowanceCount ?? 0;
  return `${n} ${n === 1 ? 'class' : 'classes'} a ${m.allowance === 'per_week' ? 'week' : 'month'}`;
}
