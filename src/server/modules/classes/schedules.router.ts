import { z } from 'zod';
import { ZScheduleRoster } from '../../../shared/schemas/classes/rosters';
import {
  ZClassSchedule,
  ZScheduleCreateInput,
  ZScheduleListInput,
  ZScheduleNameInput,
  ZScheduleUpdateInput,
} from '../../../shared/schemas/classes/schedules';
import { zId } from '../../../shared/schemas/common';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, signedInProcedure } from '../../trpc/init';
import { scheduleRoster } from './rosters.service';
import * as schedules from './schedules.service';

export const scheduleProcedures = {
  listSchedules: signedInProcedure
    .input(ZScheduleListInput)
    .output(z.array(ZClassSchedule))
    .query(({ ctx, input }) =>
      schedules.listSchedules(ctx.db, {
        classTypeId: input?.classTypeId,
        // A student only ever sees what is open to them.
        activeOnly: ctx.viewer.kind === 'student' || input?.activeOnly === true,
      }),
    ),

  getSchedule: adminProcedure
    .input(z.object({ id: zId }))
    .output(ZClassSchedule)
    .query(({ ctx, input }) => schedules.getSchedule(ctx.db, input.id)),

  createSchedule: adminProcedure
    .input(ZScheduleCreateInput)
    .output(ZClassSchedule)
    .mutation(({ ctx, input }) => schedules.createSchedule(adminActor(ctx), input)),

  updateSchedule: adminProcedure
    .input(ZScheduleUpdateInput)
    .output(ZClassSchedule)
    .mutation(({ ctx, input }) => schedules.updateSchedule(adminActor(ctx), input)),

  renameSchedule: adminProcedure
    .input(ZScheduleNameInput)
    .output(ZClassSchedule)
    .mutation(({ ctx, input }) => schedules.renameSchedule(adminActor(ctx), input)),

  scheduleRoster: adminProcedure
    .input(z.object({ id: zId }))
    .output(ZScheduleRoster)
    .query(({ ctx, input }) => scheduleRoster(ctx.db, input.id)),
};
