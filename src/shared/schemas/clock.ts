import { z } from 'zod';

/**
 * The studio's clock as the server sees it. Browsers ship their own timezone rules, which can differ
 * from the server's (a zone that changed its DST rules): the server is the authority for "today".
 */
export const ZStudioClock = z.object({
  timeZone: z.string(),
  today: z.string(),
  /** The studio's offset from UTC now, in minutes. */
  offsetMinutes: z.number(),
});
export type TStudioClock = z.infer<typeof ZStudioClock>;
