import type { TClassWindow } from '../../../shared/schemas/classes/instances';
import { RecentlyUsed } from '../../util/recently-used';

/** Enough for every window a studio's screens ask for (a few months, each as admin and as student). */
const MAX_ANSWERS = 16;

/**
 * The latest calendar answers, by their ETag (decision 018), per database. The tag is computed in the
 * database on every read and changes with anything the answer shows, so an answer found here under
 * the tag just computed is the answer the list query would give: this is a cache of one process that
 * every instance checks against the shared database, never a copy that can go stale.
 */
const answersByDatabase = new WeakMap<object, RecentlyUsed<string, TClassWindow>>();

export function cachedWindowAnswer(db: object, tag: string): TClassWindow | undefined {
  return answersByDatabase.get(db)?.get(tag);
}

export function keepWindowAnswer(db: object, tag: string, answer: TClassWindow): void {
  let answers = answersByDatabase.get(db);
  if (!answers) {
    answers = new RecentlyUsed(MAX_ANSWERS);
    answersByDatabase.set(db, answers);
  }
  answers.keep(tag, answer);
}
