import path from 'node:path';
import type { Page } from 'playwright-core';
import { CONTEXT } from './studio-time';

const AXE = path.resolve('node_modules/axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The app's Content-Security-Policy refuses injected scripts; axe is the test's, not the page's. */
export const AXE_CONTEXT = { ...CONTEXT, bypassCSP: true };

export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
}

/** Serious and critical axe violations on the page as it is now (an open dialog included). */
export async function axe(page: Page, screen: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (
          window as unknown as {
            axe: {
              run(
                ctx: Document,
                o: object,
              ): Promise<{
                violations: {
                  id: string;
                  impact: string;
                  help: string;
                  nodes: { target: string[]; html: string; failureSummary?: string }[];
                }[];
              }>;
            };
          }
        ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      ).violations,
    TAGS,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: [
        ...v.nodes.slice(0, 4).map((n) => n.target.join(' ')),
        `${v.nodes.length} in all; first: ${v.nodes[0]?.html.slice(0, 160)} ${v.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`,
      ],
    }));
}
