import { z } from 'zod';
import {
  ZClassType,
  ZClassTypeCreateInput,
  ZClassTypeUpdateInput,
} from '../../../shared/schemas/classes/class-types';
import { zId } from '../../../shared/schemas/common';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, signedInProcedure } from '../../trpc/init';
import * as types from './class-types.service';

export const classTypeProcedures = {
  listTypes: signedInProcedure
    .output(z.array(ZClassType))
    .query(({ ctx }) => types.listClassTypes(ctx.db, { activeOnly: ctx.viewer.kind === 'student' })),

  // Students may read an inactive type too: its enrolment page says enrolment is closed (spec 01 §2).
  getType: signedInProcedure
    .input(z.object({ id: zId }))
    .output(ZClassType)
    .query(({ ctx, input }) => types.getClassType(ctx.db, input.id)),

  createType: adminProcedure
    .input(ZClassTypeCreateInput)
    .output(ZClassType)
    .mutation(({ ctx, input }) => types.createClassType(adminActor(ctx), input)),

  updateType: adminProcedure
    .input(ZClassTypeUpdateInput)
    .output(ZClassType)
    .mutation(({ ctx, input }) => types.updateClassType(adminActor(ctx), input)),
};
