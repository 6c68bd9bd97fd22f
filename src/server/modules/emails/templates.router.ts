import { z } from 'zod';
import { zId } from '../../../shared/schemas/common';
import {
  ZAddDefaultTemplatesResult,
  ZBulkSendResult,
  ZEmailTemplate,
  ZEmailTemplateInput,
  ZEmailTemplateListInput,
  ZEmailTemplateUpdateInput,
  ZTemplateSendInput,
} from '../../../shared/schemas/email';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, router } from '../../trpc/init';
import { sendTemplate } from './send.service';
import { sentSummary } from './send-answers';
import * as templates from './templates.service';

/** Administrator e-mail templates (spec 03 §3, §5, §7): all administrator-only. */
export const emailTemplatesRouter = router({
  list: adminProcedure
    .input(ZEmailTemplateListInput)
    .output(z.array(ZEmailTemplate))
    .query(({ ctx, input }) => templates.listTemplates(ctx.db, input ?? {})),

  get: adminProcedure
    .input(z.object({ id: zId }))
    .output(ZEmailTemplate)
    .query(({ ctx, input }) => templates.getTemplate(ctx.db, input.id)),

  create: adminProcedure
    .input(ZEmailTemplateInput)
    .output(ZEmailTemplate)
    .mutation(({ ctx, input }) => templates.createTemplate(adminActor(ctx), input)),

  update: adminProcedure
    .input(ZEmailTemplateUpdateInput)
    .output(ZEmailTemplate)
    .mutation(({ ctx, input }) => templates.updateTemplate(adminActor(ctx), input)),

  delete: adminProcedure
    .input(z.object({ id: zId }))
    .output(z.object({ success: z.literal(true), id: z.number() }))
    .mutation(({ ctx, input }) => templates.deleteTemplate(adminActor(ctx), input.id)),

  /** "Add Default Templates": welcome, cancellation and billing, only when there is no template yet. */
  addDefaults: adminProcedure
    .output(ZAddDefaultTemplatesResult)
    .mutation(({ ctx }) => templates.addDefaultTemplates(adminActor(ctx))),

  /** Sends the template to each recipient, placeholders filled per recipient. */
  send: adminProcedure
    .input(ZTemplateSendInput)
    .output(ZBulkSendResult)
    .mutation(async ({ ctx, input }) => {
      const sent = await sendTemplate(adminActor(ctx), input);
      return { ...sent, message: sentSummary(ctx.meta.locale, sent.total, sent.mailConfigured) };
    }),
});
