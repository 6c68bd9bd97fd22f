import { parse } from '@babel/parser';
import type { ExtractorType } from '@lingui/conf';

const SERVER_SIDE = /(^|[\\/])src[\\/](server|shared)[\\/].*\.tsx?$/;

type Node = { type: string; [key: string]: unknown };

const MARKERS = new Set(['msg', 'en']);

/**
 * Reads `msg('…')` and `en('…')` calls (src/shared/i18n/msg.ts), and the message of each
 * `new AppError(code, '…')`, in src/server and src/shared. The English is the id, so the catalogue's msgid
 * is the text a translator reads. A marker whose text is not a string literal is an error: it could never
 * be translated.
 */
export const describedMessageExtractor: ExtractorType = {
  match: (filename) => SERVER_SIDE.test(filename) && !/\.test\.tsx?$/.test(filename),
  extract(filename, code, onMessageExtracted) {
    if (!code.includes('msg(') && !code.includes('en(') && !code.includes('AppError(')) return;
    const ast = parse(code, {
      sourceType: 'module',
      plugins: filename.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'],
    });
    visit(ast.program as unknown as Node, (node) => {
      const callee = node.callee as Node | undefined;
      if (callee?.type !== 'Identifier') return;
      const marker = node.type === 'CallExpression' && MARKERS.has(callee.name as string);
      const appError = node.type === 'NewExpression' && callee.name === 'AppError';
      if (!marker && !appError) return;
      const first = (node.arguments as Node[])[appError ? 1 : 0];
      // An AppError whose message is built elsewhere (a constant, a msg()) is collected there.
      if (appError && first?.type !== 'StringLiteral') return;
      const loc = (node.loc as { start: { line: number } } | undefined)?.start.line ?? 0;
      const text =
        first?.type === 'StringLiteral'
          ? (first.value as string)
          : first?.type === 'TemplateLiteral' && (first.expressions as Node[]).length === 0
            ? ((first.quasis as Node[])[0]!.value as { cooked: string }).cooked
            : null;
      if (text === null)
        throw new Error(`${filename}:${loc}: ${callee.name as string}() needs a plain string literal`);
      onMessageExtracted({ id: text, message: text, origin: [filename, loc] });
    });
  },
};

function visit(node: Node, onNode: (node: Node) => void): void {
  onNode(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') visit(child, onNode);
    } else if (value && typeof (value as Node).type === 'string') visit(value as Node, onNode);
  }
}
