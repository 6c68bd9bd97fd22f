import { Readable } from 'node:stream';
import { adminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { studioWallClock } from '../../kernel/time/studio-time';
import { adminProcedure, router } from '../../trpc/init';
import { studioArchive } from './archive';

/** Settings → Export (issue 32 §2): everything the studio owns, one archive, free to take anywhere. */
export const exportsRouter = router({
  archive: adminProcedure.query(async ({ ctx }) => {
    const settings = await getSettings(ctx.db);
    const now = clockNow();
    const today = studioWallClock(settings.timezone, now).date;
    const actor = adminActor(ctx);
    await recordAudit(ctx.db, {
      adminId: actor.adminId,
      action: 'studio.export',
      entityType: 'studio',
      ip: actor.ip,
    });
    return {
      filename: `studio-export-${today}.zip`,
      body: Readable.from(studioArchive(ctx.db, settings.businessName || 'Studio', now.toISOString(), today)),
    };
  }),
});
