import type { Db } from '../db/client';
import type { Outbox } from './outbox';

/** What a change needs: the database, the outbox and who did it (for the audit trail). */
export interface Actor {
  db: Db;
  outbox: Outbox;
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
  services: { outbox: Outbox };
  meta: { ip: string };
  admin: { id: number };
}): AdminActor => ({ db: ctx.db, outbox: ctx.services.outbox, adminId: ctx.admin.id, ip: ctx.meta.ip });
