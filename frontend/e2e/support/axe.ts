import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** axe's findings as a readable failure message: rule, impact, and the first nodes it found. */
export function describeViolations(violations: AxeViolations): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.replace(/\n/g, ' ')}`)
          .join('\n'),
    )
    .join('\n');
}

/** axe's default rule set (WCAG 2.x A/AA, 2.2 included, and best practices) finds nothing on the page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations, describeViolations(violations)).toEqual([]);
}
