import { z } from 'zod';
import { ZSetting } from '../../../shared/schemas/settings';
import { router, signedInProcedure } from '../../trpc/init';
import { listSettings } from './settings.service';

export const settingsRouter = router({
  /** A student gets the payment keys only (with defaults); an administrator every setting. */
  list: signedInProcedure
    .output(z.array(ZSetting))
    .query(({ ctx }) => listSettings(ctx.db, { studentView: ctx.viewer.kind === 'student' })),
});
