import { z } from 'zod';
import {
  ZCardPaymentRefunds,
  ZCardRefundInput,
  ZCardRefundResult,
  ZCheckoutStarted,
  ZCheckoutState,
  ZStartCheckoutInput,
  ZStripeConnection,
  ZStripeKeysInput,
  ZStripeKeysStatus,
} from '../../../shared/schemas/card-payments';
import { zId } from '../../../shared/schemas/common';
import { said } from '../../i18n/said';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, router, studentProcedure } from '../../trpc/init';
import { cardPaymentRefunds, refundToCard } from './card-refunds.service';
import { checkoutState, startCheckout } from './checkouts.service';
import * as keys from './stripe-keys.service';

const cardDeps = (ctx: {
  services: { secretBox: keys.CardDeps['box']; config: keys.CardDeps['config'] };
}) => ({
  box: ctx.services.secretBox,
  config: ctx.services.config,
});
const done = z.object({ message: z.string() });

/** Card payments through Stripe Checkout (issue 31, decision 039). */
export const cardPaymentsRouter = router({
  keys: adminProcedure
    .output(ZStripeKeysStatus)
    .query(({ ctx }) => keys.stripeKeysStatus(ctx.db, ctx.meta.origin)),

  saveKeys: adminProcedure
    .input(ZStripeKeysInput)
    .output(done)
    .mutation(async ({ ctx, input }) =>
      said(ctx.meta.locale, await keys.saveStripeKeys(adminActor(ctx), ctx.services.secretBox, input)),
    ),

  removeKeys: adminProcedure
    .output(done)
    .mutation(async ({ ctx }) => said(ctx.meta.locale, await keys.removeStripeKeys(adminActor(ctx)))),

  testConnection: adminProcedure
    .output(ZStripeConnection)
    .mutation(({ ctx }) => keys.testStripeConnection(ctx.db, cardDeps(ctx), ctx.meta.locale)),

  /** The student pays what they owe, an invoice, or a product bought now: the Stripe page to go to. */
  checkout: studentProcedure
    .input(ZStartCheckoutInput)
    .output(ZCheckoutStarted)
    .mutation(async ({ ctx, input }) =>
      said(
        ctx.meta.locale,
        await startCheckout(
          { db: ctx.db, outbox: ctx.services.outbox, adminId: null, ip: ctx.meta.ip },
          { ...cardDeps(ctx), origin: ctx.meta.origin },
          ctx.student.id,
          input,
        ),
      ),
    ),

  /** The return page: the checkout's real state, paid only once the webhook recorded it. */
  checkoutState: studentProcedure
    .input(z.object({ id: zId, left: z.coerce.boolean().optional() }))
    .output(ZCheckoutState)
    .query(({ ctx, input }) => checkoutState(ctx.db, ctx.student.id, input.id, input.left, ctx.meta.locale)),

  refunds: adminProcedure
    .input(z.object({ paymentId: zId }))
    .output(ZCardPaymentRefunds)
    .query(({ ctx, input }) => cardPaymentRefunds(ctx.db, input.paymentId)),

  refund: adminProcedure
    .input(ZCardRefundInput)
    .output(ZCardRefundResult)
    .mutation(({ ctx, input }) => refundToCard(adminActor(ctx), cardDeps(ctx), input, ctx.meta.locale)),
});
