import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/client';
import { admins, students } from '../../db/schema';
import { clockNow } from '../../kernel/time/clock';

export type LanguageOwner = { kind: 'student'; studentId: number } | { kind: 'admin'; adminId: number };

/**
 * A person's own language for screens and e-mails (issue 33); null goes back to the studio's. Only the
 * signed-in person sets it: the procedure passes their session, never an id from the request.
 */
export async function setOwnLanguage(db: Db, owner: LanguageOwner, language: Locale | null): Promise<void> {
  const set = { language, updatedAt: clockNow() };
  if (owner.kind === 'student') await db.update(students).set(set).where(eq(students.id, owner.studentId));
  else await db.update(admins).set(set).where(eq(admins.id, owner.adminId));
}
