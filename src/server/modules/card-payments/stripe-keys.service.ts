import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { z } from 'zod';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { en, msg } from '../../../shared/i18n/msg';
import {
  CARD_MESSAGES,
  STRIPE_EVENTS,
  STRIPE_WEBHOOK_PATH,
  type TStripeConnection,
  type TStripeKeysStatus,
  type ZStripeKeysInput,
} from '../../../shared/schemas/card-payments';
import type { StudioSettings } from '../../../shared/schemas/settings';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { stripeAccount } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { cardPaymentsOn } from '../../kernel/card-payments-ready';
import type { SecretBox } from '../../kernel/secret-box';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { stripeFor, stripeProblem } from './stripe-client';

/** The studio's keys, opened: only the server's own calls to Stripe ever see them. */
export interface StripeKeys {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
}

/** What card payments need at hand: the sealed keys' box and where the package sends its calls. */
export interface CardDeps {
  box: SecretBox;
  config: Pick<AppConfig, 'STRIPE_API_URL'>;
}

export async function readStripeKeys(db: Executor, box: SecretBox): Promise<StripeKeys | null> {
  const [row] = await db.select().from(stripeAccount).where(eq(stripeAccount.id, 1));
  if (!row) return null;
  return {
    publishableKey: row.publishableKey,
    secretKey: box.open(row.secretKeySealed),
    webhookSecret: box.open(row.webhookSecretSealed),
  };
}

/**
 * The Stripe client for the studio's account and the settings read with it (one read of each), or a
 * refusal students and administrators understand.
 */
export async function studioStripe(
  db: Executor,
  deps: CardDeps,
): Promise<{ stripe: Stripe; settings: StudioSettings }> {
  const [keys, settings] = await Promise.all([readStripeKeys(db, deps.box), getSettings(db)]);
  if (!keys || !cardPaymentsOn(settings, true)) throw new AppError('CONFLICT', CARD_MESSAGES.notReady);
  return { stripe: stripeFor(keys.secretKey, deps.config), settings };
}

const last4 = (secret: string) => secret.slice(-4);

export async function stripeKeysStatus(db: Executor, origin: string): Promise<TStripeKeysStatus> {
  const [row] = await db.select().from(stripeAccount).where(eq(stripeAccount.id, 1));
  const settings = await getSettings(db);
  return {
    configured: row !== undefined,
    ready: cardPaymentsOn(settings, row !== undefined),
    publishableKey: row?.publishableKey ?? null,
    secretKeyLast4: row?.secretKeyLast4 ?? null,
    webhookSecretLast4: row?.webhookSecretLast4 ?? null,
    livemode: row?.livemode === 1,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    webhookUrl: `${origin}${STRIPE_WEBHOOK_PATH}`,
    events: [...STRIPE_EVENTS],
  };
}

/** Saves (or replaces) the keys, sealed; the audit names which keys, never their values. */
export async function saveStripeKeys(
  actor: AdminActor,
  box: SecretBox,
  input: z.output<typeof ZStripeKeysInput>,
): Promise<{ message: string }> {
  const row = {
    publishableKey: input.publishableKey,
    secretKeySealed: box.seal(input.secretKey),
    secretKeyLast4: last4(input.secretKey),
    webhookSecretSealed: box.seal(input.webhookSecret),
    webhookSecretLast4: last4(input.webhookSecret),
    livemode: input.secretKey.includes('_live_') ? 1 : 0,
    updatedAt: clockNow(),
    updatedByAdminId: actor.adminId,
  };
  await actor.db.transaction(async (tx) => {
    await tx
      .insert(stripeAccount)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: stripeAccount.id, set: row });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'stripe.keys_saved',
      entityType: 'stripe_account',
      entityId: 1,
      details: { secretKeyEndsWith: row.secretKeyLast4, livemode: row.livemode === 1 },
      ip: actor.ip,
    });
  });
  return { message: CARD_MESSAGES.keysSaved };
}

export async function removeStripeKeys(actor: AdminActor): Promise<{ message: string }> {
  await actor.db.transaction(async (tx) => {
    await tx.delete(stripeAccount).where(eq(stripeAccount.id, 1));
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: 'stripe.keys_removed',
      entityType: 'stripe_account',
      entityId: 1,
      ip: actor.ip,
    });
  });
  return { message: CARD_MESSAGES.keysRemoved };
}

/**
 * Asks Stripe who the saved secret key belongs to (GET /v1/account) and says what it found: the
 * account's name, test or live, whether it can take charges. Nothing is claimed that Stripe did not say.
 * Said in `locale`, the request's language.
 */
export async function testStripeConnection(
  db: Executor,
  deps: CardDeps,
  locale: Locale = SOURCE_LOCALE,
): Promise<TStripeConnection> {
  const keys = await readStripeKeys(db, deps.box);
  if (!keys) return { ok: false, message: translate(locale, en('No Stripe keys are saved yet.')) };
  try {
    const account = await stripeFor(keys.secretKey, deps.config).accounts.retrieveCurrent();
    const name =
      account.settings?.dashboard?.display_name ||
      account.business_profile?.name ||
      account.email ||
      account.id;
    const live = keys.secretKey.includes('_live_');
    const values = { name, id: account.id };
    if (account.charges_enabled === false) {
      const notYet = live
        ? msg(
            'Connected to {name} ({id}) with a live key, but Stripe says this account cannot take card payments yet: finish its activation in the Stripe Dashboard.',
            values,
          )
        : msg(
            'Connected to {name} ({id}) with a test key, but Stripe says this account cannot take card payments yet: finish its activation in the Stripe Dashboard.',
            values,
          );
      return { ok: false, message: translate(locale, notYet) };
    }
    const connected = live
      ? msg(
          'Connected to {name} ({id}) with a live key. The webhook signing secret is checked when Stripe sends its first event.',
          values,
        )
      : msg(
          'Connected to {name} ({id}) with a test key. The webhook signing secret is checked when Stripe sends its first event.',
          values,
        );
    return { ok: true, message: translate(locale, connected) };
  } catch (error) {
    return { ok: false, message: translate(locale, stripeProblem(error)) };
  }
}
