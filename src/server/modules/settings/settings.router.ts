import { z } from 'zod';
import { ZStudioClock } from '../../../shared/schemas/clock';
import { ZPolicy } from '../../../shared/schemas/policies';
import { ZSettingsBulkInput, ZTaxesInForce } from '../../../shared/schemas/settings';
import {
  paymentOptionsOf,
  studioProfileOf,
  ZPaymentOption,
  ZStudioProfile,
  ZTermsFacts,
} from '../../../shared/schemas/studio';
import { cardPaymentsReady } from '../../kernel/card-payments-ready';
import { getSettings, studioClockForClients, taxesInForce } from '../../kernel/settings/read';
import { adminProcedure, publicProcedure, router, signedInProcedure } from '../../trpc/init';
import { mailStatus, ZMailStatus } from './mail-status';
import { getPolicies, savePolicies, termsFacts } from './policies.service';
import { listSettings, saveSettings } from './settings.service';

export const settingsRouter = router({
  /** The studio's timezone, today and UTC offset: nothing private, so anyone may ask. */
  clock: publicProcedure.output(ZStudioClock).query(({ ctx }) => studioClockForClients(ctx.db)),

  /** Name, contact and currency: the login screen and page titles show them before anyone signs in. */
  profile: publicProcedure
    .output(ZStudioProfile)
    .query(async ({ ctx }) => studioProfileOf(await getSettings(ctx.db))),

  /** What the Terms of Service state (cut-off, changes, payment terms, currency): public, like the terms. */
  terms: publicProcedure.output(ZTermsFacts).query(({ ctx }) => termsFacts(ctx.db)),

  /** How to pay the studio (spec 01 §2 Payments tab), made from the payment method settings. */
  paymentOptions: signedInProcedure.output(z.array(ZPaymentOption)).query(async ({ ctx }) => {
    const settings = await getSettings(ctx.db);
    return paymentOptionsOf(settings, await cardPaymentsReady(ctx.db, settings));
  }),

  /** GET /api/settings: a student gets the keys students may read; an administrator every key. */
  // Typed values (a number, a boolean), each key's type from the one settings table; REST answers the
  // spec's text pairs from them (settingRows). No output schema: the values come from that parser.
  list: signedInProcedure.query(({ ctx }) =>
    listSettings(ctx.db, { studentView: ctx.viewer.kind === 'student' }),
  ),

  /** POST /api/settings/bulk: checked as a whole, saved in one transaction or not at all. */
  saveBulk: adminProcedure
    .input(ZSettingsBulkInput)
    .mutation(({ ctx, input }) =>
      saveSettings(ctx.db, input.settings, { adminId: ctx.admin.id, ip: ctx.meta.ip }),
    ),

  /** The real state of outgoing and incoming mail (not the spec's fixed "Gmail Connected"). */
  mailStatus: adminProcedure.output(ZMailStatus).query(({ ctx }) => mailStatus(ctx.db, ctx.services.config)),

  /** The taxes the app charges today and where they come from (saved settings, older keys, default). */
  taxesInForce: adminProcedure.output(ZTaxesInForce).query(({ ctx }) => taxesInForce(ctx.db)),

  /** GET /api/policies: students may read the texts and limits too. */
  policies: signedInProcedure.output(ZPolicy).query(({ ctx }) => getPolicies(ctx.db)),

  /** PUT /api/policies. */
  savePolicies: adminProcedure
    .input(ZPolicy)
    .output(ZPolicy)
    .mutation(({ ctx, input }) => savePolicies(ctx.db, input, { adminId: ctx.admin.id, ip: ctx.meta.ip })),
});
