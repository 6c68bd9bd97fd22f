import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { TCalendarFeed } from '../../../shared/schemas/calendar-feeds';
import { webcalOf } from '../../../shared/schemas/calendar-feeds';
import type { Db, Executor } from '../../db/client';
import { admins, calendarFeeds, students } from '../../db/schema';
import { recordAudit } from '../../kernel/audit';
import type { SecretBox } from '../../kernel/secret-box';
import { generateToken, hashToken } from '../../kernel/tokens';

/** Whose feed: a student's (their bookings) or an administrator's (every class). */
export type FeedOwner =
  | { kind: 'student'; studentId: number }
  | { kind: 'admin'; adminId: number; ip: string };

export interface FeedDeps {
  db: Db;
  secretBox: SecretBox;
  /** The app's public origin, for the address. */
  origin: string;
}

export const feedPath = (token: string) => `/api/calendar/feed/${token}.ics`;

const ownerIs = (owner: FeedOwner) =>
  owner.kind === 'student'
    ? eq(calendarFeeds.studentId, owner.studentId)
    : eq(calendarFeeds.adminId, owner.adminId);

type FeedRow = typeof calendarFeeds.$inferSelect;

function describe(deps: FeedDeps, row: FeedRow): TCalendarFeed {
  let url: string | null = null;
  try {
    url = `${deps.origin}${feedPath(deps.secretBox.open(row.tokenSealed))}`;
  } catch {
    // Sealed under another APP_SECRET: the feed still answers by its hash, but the address is lost.
  }
  return { url, webcalUrl: url && webcalOf(url), createdAt: row.createdAt.toISOString() };
}

async function findRow(db: Executor, owner: FeedOwner): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(ownerIs(owner));
  return row;
}

async function audit(db: Executor, owner: FeedOwner, action: string, feedId: number) {
  if (owner.kind !== 'admin') return;
  await recordAudit(db, {
    adminId: owner.adminId,
    action: `calendar_feed.${action}`,
    entityType: 'calendar_feed',
    entityId: feedId,
    ip: owner.ip,
  });
}

function newToken(deps: FeedDeps) {
  const token = generateToken();
  return { tokenHash: hashToken(token), tokenSealed: deps.secretBox.seal(token) };
}

/** The owner's feed, or null when they have none. */
export async function readFeed(deps: FeedDeps, owner: FeedOwner): Promise<TCalendarFeed | null> {
  const row = await findRow(deps.db, owner);
  return row ? describe(deps, row) : null;
}

/** The owner's feed, created if they have none yet (two calls at once still make one). */
export async function enableFeed(deps: FeedDeps, owner: FeedOwner): Promise<TCalendarFeed> {
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(calendarFeeds)
      .values({
        ...newToken(deps),
        studentId: owner.kind === 'student' ? owner.studentId : null,
        adminId: owner.kind === 'admin' ? owner.adminId : null,
      })
      .onConflictDoNothing()
      .returning();
    if (created) await audit(tx, owner, 'create', created.id);
    return describe(deps, created ?? (await findRow(tx, owner))!);
  });
}

/** A new address for the owner's feed: the old one stops working at once. Creates one if none. */
export async function regenerateFeed(deps: FeedDeps, owner: FeedOwner): Promise<TCalendarFeed> {
  return deps.db.transaction(async (tx) => {
    const token = newToken(deps);
    const [row] = await tx
      .insert(calendarFeeds)
      .values({
        ...token,
        studentId: owner.kind === 'student' ? owner.studentId : null,
        adminId: owner.kind === 'admin' ? owner.adminId : null,
      })
      .onConflictDoUpdate({
        target: owner.kind === 'student' ? calendarFeeds.studentId : calendarFeeds.adminId,
        set: { ...token, createdAt: sql`now()` },
      })
      .returning();
    await audit(tx, owner, 'regenerate', row!.id);
    return describe(deps, row!);
  });
}

/** Turns the feed off: its address answers 404 from now on. */
export async function revokeFeed(deps: FeedDeps, owner: FeedOwner): Promise<{ revoked: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(calendarFeeds).where(ownerIs(owner)).returning({ id: calendarFeeds.id });
    if (row) await audit(tx, owner, 'revoke', row.id);
    return { revoked: Boolean(row) };
  });
}

/**
 * Who a feed token belongs to, or null: unknown and revoked tokens, and the feeds of archived or
 * inactive students and of inactive administrators, all answer nothing.
 */
export async function feedOwnerByToken(
  db: Executor,
  token: string,
): Promise<
  | { kind: 'student'; studentId: number; language: Locale | null }
  | { kind: 'admin'; adminId: number; language: Locale | null }
  | null
> {
  const [row] = await db
    .select({
      studentId: calendarFeeds.studentId,
      adminId: calendarFeeds.adminId,
      studentLanguage: students.language,
      adminLanguage: admins.language,
    })
    .from(calendarFeeds)
    .leftJoin(
      students,
      and(
        eq(students.id, calendarFeeds.studentId),
        isNull(students.deletedAt),
        ne(students.status, 'inactive'),
      ),
    )
    .leftJoin(admins, and(eq(admins.id, calendarFeeds.adminId), eq(admins.isActive, true)))
    .where(
      and(
        eq(calendarFeeds.tokenHash, hashToken(token)),
        sql`(${students.id} is not null or ${admins.id} is not null)`,
      ),
    );
  if (!row) return null;
  return row.studentId !== null
    ? { kind: 'student', studentId: row.studentId, language: row.studentLanguage }
    : { kind: 'admin', adminId: row.adminId!, language: row.adminLanguage };
}
