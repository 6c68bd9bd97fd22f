import { eq } from 'drizzle-orm';
import type { StudioSettings } from '../../shared/schemas/settings';
import type { Executor } from '../db/client';
import { stripeAccount } from '../db/schema';

/** The rule itself, for a caller that has the keys' row already: switched on and keys saved. */
export const cardPaymentsOn = (
  settings: Pick<StudioSettings, 'stripeEnabled'>,
  keysSaved: boolean,
): boolean => settings.stripeEnabled && keysSaved;

/**
 * Card payments are offered (a Pay by Card button, the card option among the ways to pay) only when
 * Stripe is switched on and its keys are saved: off or unconfigured, no card option anywhere.
 */
export async function cardPaymentsReady(
  db: Executor,
  settings: Pick<StudioSettings, 'stripeEnabled'>,
): Promise<boolean> {
  if (!cardPaymentsOn(settings, true)) return false;
  const [row] = await db.select({ id: stripeAccount.id }).from(stripeAccount).where(eq(stripeAccount.id, 1));
  return cardPaymentsOn(settings, row !== undefined);
}
