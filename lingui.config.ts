import { extractor as macroExtractor } from '@lingui/cli/api';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { describedMessageExtractor } from './scripts/i18n/described-message-extractor';
import { studentFiles } from './scripts/i18n/student-files';
import { LOCALES, SOURCE_LOCALE } from './src/shared/i18n/locales';

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const LEGAL = 'src/client/features/legal/';
const student = studentFiles().filter((file) => !file.startsWith(LEGAL));

/**
 * Decision 041. The client's screens write their texts with Lingui's macros; the server and src/shared
 * (which the server runs without a macro transform) write them with `msg()` from src/shared/i18n, read by
 * our own extractor. The client's texts are in three catalogues, so a student's first load carries only
 * the student's: `student` (every module a student can load, scripts/i18n/student-files.ts), `legal` (the
 * long policy pages, loaded with them) and `admin` (the rest, loaded with the admin area).
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  extractors: [describedMessageExtractor, macroExtractor],
  catalogs: [
    { path: 'src/client/locales/{locale}/student', include: student, exclude: TESTS },
    { path: 'src/client/locales/{locale}/legal', include: [LEGAL], exclude: TESTS },
    {
      path: 'src/client/locales/{locale}/admin',
      include: ['src/client/'],
      exclude: [...TESTS, ...student, LEGAL],
    },
    { path: 'src/locales/{locale}/shared', include: ['src/shared/'], exclude: TESTS },
    { path: 'src/locales/{locale}/server', include: ['src/server/'], exclude: TESTS },
  ],
  macro: { corePackage: ['@lingui/core/macro'], jsxPackage: ['@lingui/react/macro'] },
});
