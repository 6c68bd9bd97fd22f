import { z } from 'zod';
import { en } from '../i18n/msg';
import { zId } from './common';

/**
 * A private calendar feed as its owner sees it (issue 14 §2). `url` is null only when the stored
 * address can no longer be read (the app's secret key changed): the feed still answers, but the
 * address must be regenerated to be shown again.
 */
export const ZCalendarFeed = z.object({
  url: z.string().nullable(),
  /** The same address as webcal://, which calendar apps open as a subscription. */
  webcalUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

/** Turning a feed off: false when there was none to turn off (another tab, another device). */
export const ZRevokeFeedResult = z.object({ revoked: z.boolean() });

export const ZBookingIcsInput = z.object({ id: zId });

export const CALENDAR_FEED_MESSAGES = {
  bookingNotFound: en('Booking not found'),
} as const;

/** "https://studio.example/…" → "webcal://studio.example/…". */
export const webcalOf = (url: string): string => url.replace(/^https?:\/\//, 'webcal://');
