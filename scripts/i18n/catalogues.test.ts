/**
 * Issue 33's proof: every text a person can read is in the catalogue of both languages, and no client
 * screen writes English outside a Lingui macro. Runs Lingui's own extraction over the sources (the same
 * `lingui extract` does) and reads the committed catalogues.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/i18n/locales';

describe('the catalogues', () => {
  it('translate every message of the sources into en-CA and fr-CA', { timeout: 120_000 }, async () => {
    const missing: string[] = [];
    for (const catalog of await getCatalogs(getConfig({ skipValidation: true }))) {
      const extracted = (await catalog.collect()) ?? {};
      for (const locale of LOCALES) {
        const held = (await catalog.read(locale)) ?? {};
        for (const [id, message] of Object.entries(extracted)) {
          const translation = held[id]?.translation;
          if (!translation?.trim()) {
            const where = message.origin?.[0]?.[0] ?? '?';
            missing.push(
              `${locale} ${path.basename(catalog.path)}: ${JSON.stringify(message.message ?? id)} (${where})`,
            );
          }
        }
      }
    }
    expect(
      missing,
      `run \`npm run i18n:extract\` and translate:\n${missing.slice(0, 40).join('\n')}`,
    ).toEqual([]);
  });
});

describe("src/shared's texts", () => {
  // An English page never loads the shared catalogue: tr() writes a shared text from its English, which
  // only fills {placeholders}. A plural or select there would show as ICU source.
  it('use no ICU plural or select, so their English is their own rendering', async () => {
    const shared = (await getCatalogs(getConfig({ skipValidation: true }))).filter((c) =>
      /\/shared(-first)?$/.test(c.path),
    );
    expect(shared).toHaveLength(2);
    const collected = await Promise.all(shared.map((catalog) => catalog.collect()));
    const icu = collected
      .flatMap((messages) => Object.values(messages ?? {}))
      .map((m) => m.message ?? '')
      .filter((message) => /\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.test(message));
    expect(icu).toEqual([]);
  });
});

/** Props whose string value a person reads (MUI's and the DOM's). */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'helperText',
  'aria-label',
  'alt',
  'headerName',
  'description',
  'noRowsLabel',
  'emptyText',
  'primary',
  'secondary',
  'tooltip',
  'subheader',
]);

/** Names that are the same in every language: brands, and the PayPal mark's letters. */
const NOT_WORDS = new Set(['Stripe', 'PayPal', 'Square', 'Interac', 'Google', 'PP']);

type Node = { type: string; [key: string]: unknown };

function clientFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .map((f) => path.join(dir, f));
}

/** English a screen writes outside `<Trans>` / `t`: JSX text, or a text prop given a string literal. */
function unwrappedTexts(file: string): string[] {
  const ast = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: string[] = [];
  const visit = (node: Node, insideTrans: boolean) => {
    let inTrans = insideTrans;
    if (node.type === 'JSXElement') {
      const name = (node.openingElement as { name: Node }).name;
      if (name.type === 'JSXIdentifier' && (name.name === 'Trans' || name.name === 'Plural')) inTrans = true;
    }
    const line = (node.loc as { start: { line: number } } | undefined)?.start.line;
    if (
      !inTrans &&
      node.type === 'JSXText' &&
      /\p{L}{2,}/u.test(node.value as string) &&
      !NOT_WORDS.has((node.value as string).trim())
    )
      found.push(`${file}:${line}: ${JSON.stringify((node.value as string).trim())}`);
    if (node.type === 'JSXAttribute') {
      const attr = node.name as Node;
      const value = node.value as Node | null;
      const propName = attr.type === 'JSXIdentifier' ? (attr.name as string) : '';
      const literal =
        value?.type === 'StringLiteral'
          ? (value.value as string)
          : value?.type === 'JSXExpressionContainer' && (value.expression as Node).type === 'StringLiteral'
            ? ((value.expression as Node).value as string)
            : null;
      if (
        TEXT_PROPS.has(propName) &&
        literal !== null &&
        /\p{L}{2,}/u.test(literal) &&
        !NOT_WORDS.has(literal)
      )
        found.push(`${file}:${line}: ${propName}=${JSON.stringify(literal)}`);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'start' || key === 'end') continue;
      if (Array.isArray(value)) {
        for (const child of value) if (child && typeof child.type === 'string') visit(child, inTrans);
      } else if (value && typeof (value as Node).type === 'string') visit(value as Node, inTrans);
    }
  };
  visit(ast.program as unknown as Node, false);
  return found;
}

describe('the client screens', () => {
  it('write no English outside a Lingui macro', () => {
    const found = clientFiles(path.resolve('src/client')).flatMap(unwrappedTexts);
    expect(found, found.slice(0, 40).join('\n')).toEqual([]);
  });
});
