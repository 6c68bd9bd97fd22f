import { extractor as macroExtractor } from '@lingui/cli/api';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { describedMessageExtractor } from './scripts/i18n/described-message-extractor';
import { firstLoadFiles, sharedFirstLoadFiles, studentFiles } from './scripts/i18n/student-files';
import { LOCALES, SOURCE_LOCALE } from './src/shared/i18n/locales';

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const LEGAL = 'src/client/features/legal/';
const firstLoad = firstLoadFiles();
const sharedFirst = sharedFirstLoadFiles();
const account = studentFiles().filter((file) => !file.startsWith(LEGAL) && !firstLoad.includes(file));

/**
 * Decision 041. The client's screens write their texts with Lingui's macros; the server and src/shared
 * (which the server runs without a macro transform) write them with `msg()` / `en()` from
 * src/shared/i18n, read by our own extractor. The client's texts are split like its code, so a
 * student's first load carries only what it shows: `student` (the login screen and the dashboard,
 * scripts/i18n/student-files.ts), `account` (the rest a student can open: tabs, dialogs, public pages,
 * loaded with them), `legal` (the long policy pages) and `admin` (loaded with the admin area); src/shared's
 * are `shared-first` (what the first load shows) and `shared`.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  extractors: [describedMessageExtractor, macroExtractor],
  catalogs: [
    { path: 'src/client/locales/{locale}/student', include: firstLoad, exclude: TESTS },
    { path: 'src/client/locales/{locale}/account', include: account, exclude: TESTS },
    { path: 'src/client/locales/{locale}/legal', include: [LEGAL], exclude: TESTS },
    {
      path: 'src/client/locales/{locale}/admin',
      include: ['src/client/'],
      exclude: [...TESTS, ...firstLoad, ...account, LEGAL],
    },
    { path: 'src/locales/{locale}/shared-first', include: sharedFirst, exclude: TESTS },
    { path: 'src/locales/{locale}/shared', include: ['src/shared/'], exclude: [...TESTS, ...sharedFirst] },
    { path: 'src/locales/{locale}/server', include: ['src/server/'], exclude: TESTS },
  ],
  macro: { corePackage: ['@lingui/core/macro'], jsxPackage: ['@lingui/react/macro'] },
});
