import { z } from 'zod';
import {
  ZRegisterResult,
  ZRegisterStudentInput,
  ZStudentClass,
  ZStudentClassInput,
  ZStudentClassListInput,
} from '../../../shared/schemas/classes/enrolments';
import { CLASS_MESSAGES } from '../../../shared/schemas/classes/fields';
import { AppError } from '../../errors';
import { said } from '../../i18n/said';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, signedInProcedure } from '../../trpc/init';
import * as enrolments from './enrolments.service';

export const enrolmentProcedures = {
  registerStudent: adminProcedure
    .input(ZRegisterStudentInput)
    .output(ZRegisterResult)
    .mutation(async ({ ctx, input }) =>
      said(ctx.meta.locale, await enrolments.registerStudent(adminActor(ctx), input)),
    ),

  listEnrollments: signedInProcedure
    .input(ZStudentClassListInput)
    .output(z.array(ZStudentClass))
    .query(({ ctx, input }) => {
      const filter = input ?? {};
      if (ctx.viewer.kind === 'student') {
        // A student sees only their own rows; someone else's id is "not found" (design §3).
        if (filter.studentId !== undefined && filter.studentId !== ctx.viewer.studentId) {
          throw new AppError('NOT_FOUND', CLASS_MESSAGES.studentNotFound);
        }
        return enrolments.listEnrollments(ctx.db, { ...filter, studentId: ctx.viewer.studentId });
      }
      return enrolments.listEnrollments(ctx.db, filter);
    }),

  enroll: signedInProcedure
    .input(ZStudentClassInput)
    .output(ZStudentClass)
    .mutation(({ ctx, input }) => {
      const { viewer } = ctx;
      if (viewer.kind === 'student' && input.studentId !== viewer.studentId) {
        throw new AppError('NOT_FOUND', CLASS_MESSAGES.studentNotFound);
      }
      return enrolments.enroll(
        { db: ctx.db, outbox: ctx.services.outbox, ip: ctx.meta.ip, adminId: viewer.adminId ?? null },
        input,
      );
    }),
};
