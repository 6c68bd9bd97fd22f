import {
  ZImportFile,
  ZImportReport,
  ZImportUpload,
  ZStudentImportInput,
} from '../../../shared/schemas/imports';
import { adminActor } from '../../kernel/actor';
import { adminProcedure, router } from '../../trpc/init';
import { importStudents, uploadImportFile } from './student-import.service';

/** Settings → Import (issue 32): upload, dry run, import. */
export const importsRouter = router({
  upload: adminProcedure
    .input(ZImportUpload)
    .output(ZImportFile)
    .mutation(({ ctx, input }) => uploadImportFile(adminActor(ctx), input)),

  studentsDryRun: adminProcedure
    .input(ZStudentImportInput)
    .output(ZImportReport)
    .mutation(({ ctx, input }) => importStudents(adminActor(ctx), input, true)),

  students: adminProcedure
    .input(ZStudentImportInput)
    .output(ZImportReport)
    .mutation(({ ctx, input }) => importStudents(adminActor(ctx), input, false)),
});
