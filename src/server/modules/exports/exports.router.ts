import { adminActor } from '../../kernel/actor';
import { adminProcedure, router } from '../../trpc/init';
import { exportStudio } from './export.service';

/** Settings → Export (issue 32 §2): everything the studio owns, one archive, free to take anywhere. */
export const exportsRouter = router({
  archive: adminProcedure.query(({ ctx }) => exportStudio(adminActor(ctx))),
});
