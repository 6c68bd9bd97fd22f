import { z } from 'zod';
import { ZStudioClock } from '../../../shared/schemas/clock';
import { ZSetting } from '../../../shared/schemas/settings';
import { publicProcedure, router, signedInProcedure } from '../../trpc/init';
import { listSettings, studioClockForClients } from './settings.service';

export const settingsRouter = router({
  /** The studio's timezone, today and UTC offset: nothing private, so anyone may ask. */
  clock: publicProcedure.output(ZStudioClock).query(({ ctx }) => studioClockForClients(ctx.db)),

  /** A student gets the payment keys only (with defaults); an administrator every setting. */
  list: signedInProcedure
    .output(z.array(ZSetting))
    .query(({ ctx }) => listSettings(ctx.db, { studentView: ctx.viewer.kind === 'student' })),
});
