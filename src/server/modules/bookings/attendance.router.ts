import { z } from 'zod';
import {
  ZCheckInRoster,
  ZMarkAttendanceInput,
  ZMarkAttendanceResult,
  ZStudentAttendance,
  ZWalkInInput,
  ZWalkInResult,
} from '../../../shared/schemas/attendance';
import { zId } from '../../../shared/schemas/common';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, router } from '../../trpc/init';
import { checkInRoster, markAttendance, registerWalkIn, studentAttendance } from './attendance.service';

/** Checking a class in at the door (issue 14 §3): administrators only. */
export const attendanceRouter = router({
  roster: adminProcedure
    .input(z.object({ id: zId }))
    .output(ZCheckInRoster)
    .query(({ ctx, input }) => checkInRoster(ctx.db, input.id)),

  mark: adminProcedure
    .input(ZMarkAttendanceInput)
    .output(ZMarkAttendanceResult)
    .mutation(({ ctx, input }) => markAttendance(adminActor(ctx), input)),

  walkIn: adminProcedure
    .input(ZWalkInInput)
    .output(ZWalkInResult)
    .mutation(({ ctx, input }) => registerWalkIn(adminActor(ctx), input)),

  student: adminProcedure
    .input(z.object({ studentId: zId }))
    .output(ZStudentAttendance)
    .query(({ ctx, input }) => studentAttendance(ctx.db, input.studentId)),
});
