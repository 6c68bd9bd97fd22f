/**
 * Translating in parallel without editing the same catalogue at once (decision 041).
 *
 *   npm run i18n:drafts -- check <draft.json> <file or folder…>
 *     The messages those files hold, as the catalogues will have them; lists each one the draft (a JSON
 *     object { "<English message>": "<French>" }) does not translate, and exits 1 when any is missing.
 *   npm run i18n:drafts -- apply <draft.json…>
 *     Writes the drafts' French into the fr-CA catalogues, for each message a catalogue holds (run
 *     `lingui extract` first).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

type Draft = Record<string, string>;
const readDraft = (file: string): Draft => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

async function check(draftFile: string, targets: string[]): Promise<number> {
  const draft = readDraft(draftFile);
  const files = targets
    .map((target) => path.resolve(target))
    .map((t) => (statSync(t).isDirectory() ? `${t}/` : t));
  const catalogs = await getCatalogs(getConfig());
  const missing = new Map<string, string>();
  for (const catalog of catalogs) {
    // Lingui matches `files` against each catalogue's include paths, which are relative for the student
    // catalogue (scripts/i18n/student-files.ts): pass both spellings.
    const relative = files.map((f) => path.relative(process.cwd(), f) + (f.endsWith('/') ? '/' : ''));
    const messages = await catalog.collect({ files: [...files, ...relative] });
    if (!messages) continue;
    for (const [id, entry] of Object.entries(messages)) {
      const origin = entry.origin?.[0]?.[0] ?? '';
      if (!files.some((f) => path.resolve(origin).startsWith(f.replace(/\/$/, '')))) continue;
      const english = entry.message ?? id;
      if (!draft[english]?.trim()) missing.set(english, origin);
    }
  }
  for (const [id, origin] of missing) console.log(`${JSON.stringify(id)}  (${origin})`);
  console.log(`${missing.size} message(s) missing from ${draftFile}`);
  return missing.size ? 1 : 0;
}

/**
 * One typography for every draft: the typographic apostrophe (a straight one before `{` would quote the
 * placeholder in ICU) and the ellipsis character.
 */
const typeset = (french: string): string =>
  french
    .replace(/''/g, '’')
    .replace(/(\p{L})'(?=[\p{L}{#])/gu, '$1’')
    .replace(/\.\.\./g, '…');

async function apply(draftFiles: string[]): Promise<number> {
  // Later drafts win: a last file of decisions settles words two drafts translated differently.
  const draft: Draft = Object.fromEntries(
    Object.entries(Object.assign({}, ...draftFiles.map(readDraft)) as Draft).map(([k, v]) => [k, typeset(v)]),
  );
  let written = 0;
  for (const catalog of await getCatalogs(getConfig())) {
    const messages = await catalog.read('fr-CA');
    if (!messages) continue;
    let changed = false;
    for (const [id, entry] of Object.entries(messages)) {
      const french = draft[entry.message ?? id];
      if (french?.trim() && entry.translation !== french) {
        entry.translation = french;
        changed = true;
        written++;
      }
    }
    if (changed) await catalog.write('fr-CA', messages);
  }
  console.log(`${written} translation(s) written`);
  return 0;
}

const [command, ...args] = process.argv.slice(2);
const run = command === 'check' ? check(args[0]!, args.slice(1)) : command === 'apply' ? apply(args) : null;
if (!run) {
  console.error('usage: i18n:drafts check <draft.json> <paths…> | apply <draft.json…>');
  process.exit(2);
}
process.exitCode = await run;
