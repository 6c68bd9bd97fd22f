import {
  ZInboxStatus,
  ZIncomingEmail,
  ZIncomingEmailDetail,
  ZIncomingIdInput,
  ZIncomingListInput,
  ZIncomingPage,
  ZScanResult,
} from '../../../../shared/schemas/inbox';
import { adminActor } from '../../../kernel/actor';
import { adminProcedure, router } from '../../../trpc/init';
import { dnsResolverFor } from '../authenticity';
import { incomingDetail, listIncoming } from './inbox.queries';
import { inboxStatus } from './inbox-status';
import { archiveIncoming, markIncomingRead } from './read-state.service';
import { runScanNow } from './scan-now';

/** Incoming Emails, Scan Emails and the mailbox's status: all administrator-only. */
export const inboxRouter = router({
  list: adminProcedure
    .input(ZIncomingListInput)
    .output(ZIncomingPage)
    .query(({ ctx, input }) => listIncoming(ctx.db, input)),

  detail: adminProcedure
    .input(ZIncomingIdInput)
    .output(ZIncomingEmailDetail)
    .query(({ ctx, input }) => incomingDetail(ctx.db, input.id)),

  markRead: adminProcedure
    .input(ZIncomingIdInput)
    .output(ZIncomingEmail)
    .mutation(({ ctx, input }) => markIncomingRead(ctx.db, input.id)),

  archive: adminProcedure
    .input(ZIncomingIdInput)
    .output(ZIncomingEmail)
    .mutation(({ ctx, input }) => archiveIncoming(ctx.db, input.id)),

  /** Scan Emails: reads the mailbox now, waiting for a scan already running rather than overlapping it. */
  scan: adminProcedure.output(ZScanResult).mutation(({ ctx }) =>
    runScanNow({
      db: ctx.db,
      imapUrl: ctx.services.config.IMAP_URL,
      actor: adminActor(ctx),
      resolver: dnsResolverFor(ctx.services.config.DNS_SERVERS),
    }),
  ),

  status: adminProcedure
    .output(ZInboxStatus)
    .query(({ ctx }) => inboxStatus(ctx.db, ctx.services.config.IMAP_URL)),
});
