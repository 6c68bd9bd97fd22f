import { router } from '../../trpc/init';
import { classTypeProcedures } from './class-types.router';
import { enrolmentProcedures } from './enrolments.router';
import { instanceProcedures } from './instances.router';
import { scheduleProcedures } from './schedules.router';

export const classesRouter = router({
  ...classTypeProcedures,
  ...scheduleProcedures,
  ...instanceProcedures,
  ...enrolmentProcedures,
});
