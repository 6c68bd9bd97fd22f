import { z } from 'zod';
import { zId } from '../../../shared/schemas/common';
import {
  ZLoginInfoInput,
  ZLoginInfoPage,
  ZStudentCreateInput,
  ZStudentDeletePlan,
  ZStudentDeleteResult,
  ZStudentListInput,
  ZStudentNote,
  ZStudentNoteInput,
  ZStudentOption,
  ZStudentPage,
  ZStudentPageInput,
  ZStudentProfile,
  ZStudentSaveResult,
  ZStudentSummary,
  ZStudentUpdateInput,
  ZTemporaryPasswordInput,
  ZTemporaryPasswordResult,
} from '../../../shared/schemas/students';
import { type AdminActor, adminActor } from '../../kernel/actor';
import type { Context } from '../../trpc/context';
import { adminProcedure, router, signedInProcedure } from '../../trpc/init';
import { scopeOneStudent } from '../../trpc/scope';
import { createStudent } from './create.service';
import { deletePlan, deleteStudent } from './delete.service';
import { issueTemporaryPassword, loginInfo } from './login-info.service';
import { addNote, listNotes } from './notes.service';
import { getProfile, updateStudent } from './profile.service';
import { listStudentOptions, listStudents, studentPage } from './students.service';

/** An administrator's actor with where links in e-mails point (the sign-in page). */
const mailingActor = (ctx: Context & { admin: { id: number } }): AdminActor & { origin: string } => ({
  ...adminActor(ctx),
  origin: ctx.meta.origin,
});

export const studentsRouter = router({
  /** The admin's pickers: every live student by name. */
  options: adminProcedure.output(z.array(ZStudentOption)).query(({ ctx }) => listStudentOptions(ctx.db)),

  /** GET /api/students: every live student, optionally searched and filtered. */
  list: adminProcedure
    .input(ZStudentListInput)
    .output(z.array(ZStudentSummary))
    .query(({ ctx, input }) => listStudents(ctx.db, input)),

  /** Student Management: a page of cards, searched and filtered on the server. */
  page: adminProcedure
    .input(ZStudentPageInput)
    .output(ZStudentPage)
    .query(({ ctx, input }) => studentPage(ctx.db, input)),

  /** A student reads their own profile; an administrator anyone's. */
  get: signedInProcedure
    .input(z.object({ id: zId }))
    .output(ZStudentProfile)
    .query(({ ctx, input }) => getProfile(ctx.db, scopeOneStudent(ctx.viewer, input.id))),

  create: adminProcedure
    .input(ZStudentCreateInput)
    .output(ZStudentSaveResult)
    .mutation(({ ctx, input }) => createStudent(mailingActor(ctx), input, ctx.meta.locale)),

  /** A student edits their own profile; an administrator anyone's, e-mail and status included. */
  update: signedInProcedure
    .input(ZStudentUpdateInput)
    .output(ZStudentSaveResult)
    .mutation(({ ctx, input }) => {
      scopeOneStudent(ctx.viewer, input.id);
      return updateStudent(ctx, ctx.viewer, input);
    }),

  /** What deleting this student would do (the confirmation dialog says it). */
  deletePlan: adminProcedure
    .input(z.object({ id: zId }))
    .output(ZStudentDeletePlan)
    .query(({ ctx, input }) => deletePlan(ctx.db, input.id)),

  delete: adminProcedure
    .input(z.object({ id: zId }))
    .output(ZStudentDeleteResult)
    .mutation(({ ctx, input }) => deleteStudent(adminActor(ctx), input.id, ctx.meta.locale)),

  notes: adminProcedure
    .input(z.object({ studentId: zId }))
    .output(z.array(ZStudentNote))
    .query(({ ctx, input }) => listNotes(ctx.db, input.studentId)),

  addNote: adminProcedure
    .input(ZStudentNoteInput)
    .output(ZStudentNote)
    .mutation(({ ctx, input }) => addNote(ctx.db, ctx.admin, input)),

  loginInfo: adminProcedure
    .input(ZLoginInfoInput)
    .output(ZLoginInfoPage)
    .query(({ ctx, input }) => loginInfo(ctx.db, input)),

  issueTemporaryPassword: adminProcedure
    .input(ZTemporaryPasswordInput)
    .output(ZTemporaryPasswordResult)
    .mutation(({ ctx, input }) => issueTemporaryPassword(mailingActor(ctx), input, ctx.meta.locale)),
});
