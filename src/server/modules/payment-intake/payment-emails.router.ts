import { z } from 'zod';
import { zId } from '../../../shared/schemas/common';
import {
  ZPaymentEmailState,
  ZProcessBulkInput,
  ZProcessBulkResult,
  ZRecordPastedInput,
  ZRecordPastedResult,
  ZResolveReviewInput,
  ZReviewItem,
  ZVerifyPaymentInput,
  ZVerifyPaymentResult,
} from '../../../shared/schemas/payment-emails';
import { said } from '../../i18n/said';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, router } from '../../trpc/init';
import { processPastedBulk, recordPastedPayment, verifyPastedPayment } from './pasted-payment.service';
import { dismissReview, resolveReview, reviewList } from './review.service';

/** Payment e-mails (issue 13 §2): pasted notifications and the review list; administrator only. */
export const paymentEmailsRouter = router({
  verify: adminProcedure
    .input(ZVerifyPaymentInput)
    .output(ZVerifyPaymentResult)
    .mutation(({ ctx, input }) => verifyPastedPayment(ctx.db, input)),

  recordPasted: adminProcedure
    .input(ZRecordPastedInput)
    .output(ZRecordPastedResult)
    .mutation(async ({ ctx, input }) =>
      said(ctx.meta.locale, await recordPastedPayment(adminActor(ctx), input)),
    ),

  processBulk: adminProcedure
    .input(ZProcessBulkInput)
    .output(ZProcessBulkResult)
    .mutation(({ ctx, input }) => processPastedBulk(adminActor(ctx), input)),

  review: adminProcedure.output(z.array(ZReviewItem)).query(({ ctx }) => reviewList(adminActor(ctx))),

  resolve: adminProcedure
    .input(ZResolveReviewInput)
    .output(ZPaymentEmailState)
    .mutation(({ ctx, input }) => resolveReview(adminActor(ctx), input.id, input.studentId)),

  dismiss: adminProcedure
    .input(z.object({ id: zId }))
    .output(ZPaymentEmailState)
    .mutation(({ ctx, input }) => dismissReview(adminActor(ctx), input.id)),
});
