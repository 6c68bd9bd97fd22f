import { z } from 'zod';
import { ZStudentOption } from '../../../shared/schemas/classes';
import { adminProcedure, router } from '../../trpc/init';
import { listStudentOptions } from './students.service';

export const studentsRouter = router({
  options: adminProcedure.output(z.array(ZStudentOption)).query(({ ctx }) => listStudentOptions(ctx.db)),
});
