import { z } from 'zod';
import type { Locale } from '../../../shared/i18n/locales';
import type { TCancellationResult } from '../../../shared/schemas/classes/cancellations';
import {
  ZCancellationResult,
  ZClassCancellationInput,
  ZInstanceCancelInput,
} from '../../../shared/schemas/classes/cancellations';
import {
  ZClassInstance,
  ZClassWindow,
  ZInstanceUpdateInput,
  ZSingleClassInput,
  ZWindowInput,
} from '../../../shared/schemas/classes/instances';
import { ZNotifyInput, ZNotifyResult } from '../../../shared/schemas/classes/notify';
import { ZInstanceRoster } from '../../../shared/schemas/classes/rosters';
import { zId } from '../../../shared/schemas/common';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, signedInProcedure } from '../../trpc/init';
import * as cancellations from './cancellations.service';
import { cancelledClassMessage, notifiedMessage } from './class-answers';
import * as instances from './instances.service';
import { notifyInstance } from './notify.service';
import { instanceRoster } from './rosters.service';

/** A class cancellation's answer with its message in the request's language. */
const inLocale = (locale: Locale, done: TCancellationResult): TCancellationResult => ({
  ...done,
  message: cancelledClassMessage(locale, done.notificationsQueued, done.creditsIssued),
});

export const instanceProcedures = {
  listInstances: signedInProcedure
    .input(ZWindowInput)
    .output(ZClassWindow)
    .query(({ ctx, input }) =>
      instances.listInstances(ctx.db, input ?? {}, { studentView: ctx.viewer.kind === 'student' }),
    ),

  /** The ETag of listInstances' answer for the same window (GET /api/class-instances, If-None-Match). */
  listInstancesTag: signedInProcedure
    .input(ZWindowInput)
    .output(z.string())
    .query(({ ctx, input }) =>
      instances.instancesTag(ctx.db, input ?? {}, { studentView: ctx.viewer.kind === 'student' }),
    ),

  scheduleInstances: adminProcedure
    .input(z.object({ scheduleId: zId }))
    .output(ZClassWindow)
    .query(({ ctx, input }) => instances.scheduleInstances(ctx.db, input.scheduleId)),

  getInstance: signedInProcedure
    .input(z.object({ id: zId }))
    .output(ZClassInstance)
    .query(({ ctx, input }) =>
      instances.getInstance(ctx.db, input.id, { studentView: ctx.viewer.kind === 'student' }),
    ),

  createSingle: adminProcedure
    .input(ZSingleClassInput)
    .output(ZClassInstance)
    .mutation(({ ctx, input }) => instances.createSingleClass(adminActor(ctx), input)),

  updateInstance: adminProcedure
    .input(ZInstanceUpdateInput)
    .output(ZClassInstance)
    .mutation(({ ctx, input }) => instances.updateInstance(adminActor(ctx), input)),

  cancelInstance: adminProcedure
    .input(ZInstanceCancelInput)
    .output(ZCancellationResult)
    .mutation(async ({ ctx, input }) =>
      inLocale(ctx.meta.locale, await cancellations.cancelInstance(adminActor(ctx), input)),
    ),

  cancelScheduleClass: adminProcedure
    .input(ZClassCancellationInput)
    .output(ZCancellationResult)
    .mutation(async ({ ctx, input }) =>
      inLocale(ctx.meta.locale, await cancellations.cancelScheduleClass(adminActor(ctx), input)),
    ),

  notifyInstance: adminProcedure
    .input(ZNotifyInput)
    .output(ZNotifyResult)
    .mutation(async ({ ctx, input }) => {
      const done = await notifyInstance(adminActor(ctx), input);
      return { ...done, message: notifiedMessage(ctx.meta.locale, done.notificationsQueued) };
    }),

  instanceRoster: adminProcedure
    .input(z.object({ id: zId }))
    .output(ZInstanceRoster)
    .query(({ ctx, input }) => instanceRoster(ctx.db, input.id)),
};
