import { authRouter } from '../modules/auth/auth.router';
import { classesRouter } from '../modules/classes/classes.router';
import { studentsRouter } from '../modules/students/students.router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  classes: classesRouter,
  students: studentsRouter,
});

export type AppRouter = typeof appRouter;
