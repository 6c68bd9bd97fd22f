import type { Db } from '../../db/client';
import type { SecretBox } from '../auth/secret-box';

/** What a change needs: the database, the e-mail sealer and who did it (for the audit trail). */
export interface Actor {
  db: Db;
  box: SecretBox;
  /** null when a student acts for themselves. */
  adminId: number | null;
  ip: string;
}

export interface AdminActor extends Actor {
  adminId: number;
}

/** Builds the actor from an admin procedure's context. */
export const adminActor = (ctx: {
  db: Db;
  services: { secretBox: SecretBox };
  meta: { ip: string };
  admin: { id: number };
}): AdminActor => ({ db: ctx.db, box: ctx.services.secretBox, adminId: ctx.admin.id, ip: ctx.meta.ip });
