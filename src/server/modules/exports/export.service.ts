import { Readable } from 'node:stream';
import type { AdminActor } from '../../kernel/actor';
import { recordAudit } from '../../kernel/audit';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { studioWallClock } from '../../kernel/time/studio-time';
import { studioArchive } from './archive';

/**
 * The studio's archive for download, named by the studio's day (its balances are as of that day), and
 * the export audited: who took the studio's data, and when.
 */
export async function exportStudio(actor: AdminActor): Promise<{ filename: string; body: Readable }> {
  const settings = await getSettings(actor.db);
  const now = clockNow();
  const { date: today, time } = studioWallClock(settings.timezone, now);
  await recordAudit(actor.db, {
    adminId: actor.adminId,
    action: 'studio.export',
    entityType: 'studio',
    ip: actor.ip,
  });
  return {
    filename: `studio-export-${today}.zip`,
    body: Readable.from(
      studioArchive(actor.db, settings.businessName || 'Studio', now.toISOString(), { today, time }),
    ),
  };
}
