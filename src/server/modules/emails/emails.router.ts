import { z } from 'zod';
import { zId } from '../../../shared/schemas/common';
import {
  ZBulkEmailInput,
  ZBulkSendResult,
  ZComposeEmailInput,
  ZComposeResult,
  ZEmailPreview,
  ZEmailPreviewInput,
  ZSentEmailDetail,
  ZSentEmailListInput,
  ZSentEmailPage,
  ZSentStatus,
  ZSentStatusInput,
  ZStudentEmail,
} from '../../../shared/schemas/email';
import { adminActor } from '../../kernel/actor';
import { senderAddress } from '../../mail/sender';
import { adminProcedure, router } from '../../trpc/init';
import { previewEmail } from './preview.service';
import { composeEmail, sendBulkEmail } from './send.service';
import { composedSummary, sentSummary } from './send-answers';
import { listSentEmails, sentEmailDetail, sentEmailStatuses, studentEmails } from './sent.queries';

/** Compose, bulk send, Sent Emails and a student's e-mails: all administrator-only. */
export const emailsRouter = router({
  send: adminProcedure
    .input(ZComposeEmailInput)
    .output(ZComposeResult)
    .mutation(async ({ ctx, input }) => {
      const sent = await composeEmail(adminActor(ctx), input);
      return { ...sent, message: composedSummary(ctx.meta.locale, sent.mailConfigured) };
    }),

  sendBulk: adminProcedure
    .input(ZBulkEmailInput)
    .output(ZBulkSendResult)
    .mutation(async ({ ctx, input }) => {
      const sent = await sendBulkEmail(adminActor(ctx), input);
      return { ...sent, message: sentSummary(ctx.meta.locale, sent.total, sent.mailConfigured) };
    }),

  /** The message as the recipient will see it (placeholders filled from their record), sending nothing. */
  preview: adminProcedure
    .input(ZEmailPreviewInput)
    .output(ZEmailPreview)
    .mutation(({ ctx, input }) => previewEmail(ctx.db, input)),

  /** Sent Emails: newest first, paged, searched and filtered on the server. */
  sent: adminProcedure
    .input(ZSentEmailListInput)
    .output(ZSentEmailPage)
    .query(({ ctx, input }) => listSentEmails(ctx.db, input, ctx.services.outbox.canDeliver)),

  /** One message exactly as sent (text and sanitised HTML); secrets masked. */
  sentDetail: adminProcedure
    .input(z.object({ id: zId }))
    .output(ZSentEmailDetail)
    .query(async ({ ctx, input }) =>
      sentEmailDetail(
        ctx.db,
        input.id,
        ctx.services.outbox.canDeliver,
        await senderAddress(ctx.db, ctx.services.config),
      ),
    ),

  /** Where the messages of a send stand now, to follow them until each is sent or failed. */
  sentStatus: adminProcedure
    .input(ZSentStatusInput)
    .output(ZSentStatus)
    .query(({ ctx, input }) => sentEmailStatuses(ctx.db, input.ids, ctx.services.outbox.canDeliver)),

  /** A student's e-mails (their profile's Emails tab), outgoing and incoming, newest first. */
  forStudent: adminProcedure
    .input(z.object({ id: zId }))
    .output(z.array(ZStudentEmail))
    .query(async ({ ctx, input }) =>
      studentEmails(
        ctx.db,
        input.id,
        ctx.services.outbox.canDeliver,
        await senderAddress(ctx.db, ctx.services.config),
      ),
    ),
});
