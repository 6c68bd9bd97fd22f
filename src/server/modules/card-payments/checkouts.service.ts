import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { type Described, en, msg } from '../../../shared/i18n/msg';
import { decimalToCents, formatMoney } from '../../../shared/money';
import {
  CARD_MESSAGES,
  type TCheckoutStarted,
  type TCheckoutState,
  type ZStartCheckoutInput,
} from '../../../shared/schemas/card-payments';
import type { Executor } from '../../db/client';
import { cardCheckouts, products, students } from '../../db/schema';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import type { Actor } from '../../kernel/actor';
import { clockNow } from '../../kernel/time/clock';
import { balanceCents } from '../billing/balance.service';
import { invoiceDetail } from '../billing/invoices/invoice-detail.service';
import { startMembership } from '../memberships/memberships.service';
import { sellPass } from '../products/passes.service';
import { stripeProblem } from './stripe-client';
import { type CardDeps, studioStripe } from './stripe-keys.service';

/** How long Stripe keeps a session open (its minimum is 30 minutes). */
const SESSION_MINUTES = 60;
/** An open session is offered again rather than a second one, unless it closes sooner than this. */
const REUSE_MARGIN_MS = 10 * 60 * 1000;

interface What {
  purpose: 'balance' | 'invoice' | 'purchase';
  invoiceId: number | null;
  /** What is paid, as the return page and the ledger name it ("amount owed", "invoice INV-…"). */
  description: string;
  amountCents: number;
  /** Said with the refusal if Stripe cannot be reached: what already happened (a purchase is made). */
  done?: string;
}

/** What the student pays and exactly how much: the ledger's figure, never the browser's. */
async function whatToPay(
  actor: Actor,
  studentId: number,
  input: z.output<typeof ZStartCheckoutInput>,
): Promise<What> {
  if (input.purpose === 'balance') {
    const owed = await balanceCents(actor.db, studentId);
    if (owed <= 0) throw new AppError('CONFLICT', CARD_MESSAGES.nothingOwed);
    return {
      purpose: 'balance',
      invoiceId: null,
      description: en('amount owed'),
      amountCents: owed,
    };
  }
  if (input.purpose === 'invoice') {
    const invoice = await invoiceDetail(actor.db, input.invoiceId, studentId);
    const due = decimalToCents(invoice.amountDue) ?? 0;
    if (due <= 0) throw new AppError('CONFLICT', CARD_MESSAGES.invoiceNotOwed);
    return {
      purpose: 'invoice',
      invoiceId: invoice.id,
      description: `invoice ${invoice.invoiceNumber}`,
      amountCents: due,
    };
  }
  const [product] = await actor.db
    .select({ kind: products.kind, name: products.name })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw new AppError('NOT_FOUND', 'Product not found');
  const sale =
    product.kind === 'pack'
      ? await sellPass(actor, { studentId, productId: input.productId })
      : await startMembership(actor, { studentId, productId: input.productId });
  if (sale.chargedCents <= 0)
    throw new AppError('CONFLICT', msg('{sale} Nothing is owed for it.', { sale: sale.message }));
  return {
    purpose: 'purchase',
    invoiceId: null,
    description: product.name,
    amountCents: sale.chargedCents,
    done: `${sale.message} `,
  };
}

/** An open session for the same thing and amount, still open long enough to pay: offered again. */
async function reusableCheckout(db: Executor, studentId: number, what: What) {
  if (what.purpose === 'purchase') return undefined;
  const [open] = await db
    .select({ id: cardCheckouts.id, url: cardCheckouts.checkoutUrl })
    .from(cardCheckouts)
    .where(
      and(
        eq(cardCheckouts.studentId, studentId),
        eq(cardCheckouts.status, 'open'),
        eq(cardCheckouts.purpose, what.purpose),
        what.invoiceId === null
          ? isNull(cardCheckouts.invoiceId)
          : eq(cardCheckouts.invoiceId, what.invoiceId),
        eq(cardCheckouts.amountCents, what.amountCents),
        gt(cardCheckouts.expiresAt, new Date(clockNow().getTime() + REUSE_MARGIN_MS)),
      ),
    )
    .orderBy(desc(cardCheckouts.id))
    .limit(1);
  return open?.url ? { id: open.id, url: open.url } : undefined;
}

/**
 * Opens a Stripe Checkout Session for what the student owes, an invoice, or a product bought now
 * (the sale is made first, owed like any purchase, and the session pays its charge). The amount and
 * currency are the ledger's; the idempotency key makes a retried call one session. The payment is
 * recorded by the webhook only (decision 039): coming back to the return page proves nothing.
 */
export async function startCheckout(
  actor: Actor,
  deps: CardDeps & { origin: string },
  studentId: number,
  input: z.output<typeof ZStartCheckoutInput>,
): Promise<TCheckoutStarted> {
  const { stripe, settings } = await studioStripe(actor.db, deps);
  const { currency, businessName } = settings;
  const what = await whatToPay(actor, studentId, input);
  const opening = en('Opening Stripe’s secure payment page…');
  const again = await reusableCheckout(actor.db, studentId, what);
  if (again) return { checkoutId: again.id, url: again.url, message: opening };
  const [student] = await actor.db
    .select({ email: students.email })
    .from(students)
    .where(eq(students.id, studentId));
  const now = clockNow();
  const expiresAt = new Date(now.getTime() + SESSION_MINUTES * 60 * 1000);
  const [row] = await actor.db
    .insert(cardCheckouts)
    .values({
      studentId,
      purpose: what.purpose,
      invoiceId: what.invoiceId,
      description: what.description,
      amountCents: what.amountCents,
      currency,
      expiresAt,
    })
    .returning({ id: cardCheckouts.id });
  const id = row!.id;
  const metadata = { checkoutId: String(id), studentId: String(studentId) };
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: currency.toLowerCase(),
              unit_amount: what.amountCents,
              product_data: { name: `${businessName}: ${what.description}` },
            },
          },
        ],
        client_reference_id: String(id),
        ...(student?.email ? { customer_email: student.email } : {}),
        metadata,
        payment_intent_data: { metadata, description: what.description },
        success_url: `${deps.origin}/?card=${id}`,
        cancel_url: `${deps.origin}/?card=${id}&left=1`,
        // Stripe's own clock (the machine's), which a test's studio clock does not move.
        expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
      },
      { idempotencyKey: `studio-checkout-${id}-${now.getTime()}` },
    );
    if (!session.url) throw new Error('Stripe answered a session without a payment page');
    await actor.db
      .update(cardCheckouts)
      .set({ sessionId: session.id, checkoutUrl: session.url })
      .where(eq(cardCheckouts.id, id));
    return { checkoutId: id, url: session.url, message: opening };
  } catch (error) {
    await actor.db
      .update(cardCheckouts)
      .set({ status: 'failed', finishedAt: clockNow() })
      .where(eq(cardCheckouts.id, id));
    const detail = stripeProblem(error);
    // A purchase already made says so, and that its price is owed.
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      what.done
        ? msg(
            '{done}Stripe could not start the card payment: {detail} Its price is owed: pay it from Payments.',
            {
              done: what.done,
              detail,
            },
          )
        : CARD_MESSAGES.stripeUnavailable(detail),
    );
  }
}

const STATE_MESSAGES: Record<TCheckoutState['status'], (amount: string, what: string) => Described> = {
  paid: (amount, what) => msg('Payment received: {amount} for {what}. Thank you!', { amount, what }),
  processing: () =>
    msg('Your payment is processing: Stripe has not confirmed it yet. This page updates when it does.'),
  open: () => msg('Waiting for Stripe to confirm your payment. This page updates when it does.'),
  expired: () => msg('This card payment expired before it was paid. Nothing was charged.'),
  failed: () => msg('The card payment did not go through. Nothing was charged.'),
};

/**
 * The return page's truth: "received" only once the webhook has recorded the payment. `left`: the
 * student came back by Stripe's cancel address, so an open session is one they walked away from.
 */
export async function checkoutState(
  db: Executor,
  studentId: number,
  id: number,
  left = false,
  locale: Locale = SOURCE_LOCALE,
): Promise<TCheckoutState> {
  const [row] = await db
    .select()
    .from(cardCheckouts)
    .where(and(eq(cardCheckouts.id, id), eq(cardCheckouts.studentId, studentId)));
  if (!row) throw new AppError('NOT_FOUND', CARD_MESSAGES.checkoutNotFound);
  const amount = formatMoney(row.amountCents, { currency: row.currency, locale });
  const what = row.description;
  const walkedAway = left && row.status === 'open';
  // A purchase is made before its card payment (decision 039): unpaid, it is owed, and said so.
  const owedStill =
    row.purpose === 'purchase' && (walkedAway || row.status === 'expired' || row.status === 'failed')
      ? ` ${translate(locale, msg('{what} is yours and its price is owed: pay it from Payments.', { what }))}`
      : '';
  const said = translate(
    locale,
    walkedAway
      ? msg("You left Stripe's page before paying {amount}. Nothing was charged to your card.", { amount })
      : STATE_MESSAGES[row.status](amount, what),
  );
  return {
    id: row.id,
    purpose: row.purpose,
    status: row.status,
    description: row.description,
    amount,
    reference: row.status === 'paid' ? row.paymentIntentId : null,
    left: walkedAway,
    message: `${said}${owedStill}`,
  };
}
