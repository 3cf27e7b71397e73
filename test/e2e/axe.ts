import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * What axe measures on every screen: WCAG 2.0 and 2.1, levels A and AA, and axe's own best practices
 * (one h1 per page, landmarks, unique names…). Newer WCAG levels are left to a later review.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

// axe-core's own source, read from node_modules and put into the page by the test: nothing is
// fetched, and the station's bundle never contains it.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One rule broken on the screen, as axe reports it (the fields a failure message needs). */
interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { readonly target: readonly unknown[]; readonly failureSummary?: string }[];
}

/** What one axe run found: how many rules it ran (a misspelt tag would run none), and those broken. */
export interface AxeReport {
  readonly rulesRun: number;
  readonly violations: readonly AxeViolation[];
}

/** Runs axe on the page as it is now: the rules it breaks (none on a good screen). */
export async function axeReport(page: Page): Promise<AxeReport> {
  if (!(await page.evaluate<boolean>("typeof window.axe === 'object'"))) {
    // Evaluated rather than added as a <script>: the station's Content-Security-Policy refuses inline
    // scripts, as it should, and the test does not loosen it.
    await page.evaluate(`${AXE_SOURCE};undefined`);
  }
  const options = JSON.stringify({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] });
  return page.evaluate<AxeReport>(
    `axe.run(document, ${options}).then((results) => ({
      rulesRun: results.passes.length + results.violations.length + results.incomplete.length +
        results.inapplicable.length,
      violations: results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id, impact, help, helpUrl,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      })),
    }))`,
  );
}

/** A failure message a reader can act on: each rule, why it matters, and where on the screen. */
export function describeViolations(screen: string, violations: readonly AxeViolation[]): string {
  if (violations.length === 0) return `${screen}: no accessibility violations`;
  const lines = violations.flatMap((violation) => [
    `• ${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help} — ${violation.helpUrl}`,
    ...violation.nodes.map(
      (node) =>
        `    at ${node.target.map(String).join(' > ')}: ${(node.failureSummary ?? '').replaceAll('\n', ' ')}`,
    ),
  ]);
  return `${screen}: ${violations.length} accessibility violation(s)\n${lines.join('\n')}`;
}
