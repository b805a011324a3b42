import { readFileSync } from 'node:fs';
import type { default as axe, RunOptions } from 'axe-core';
import type { Page } from 'puppeteer-core';

// The accessibility check of every screen a browser test shows: axe-core's WCAG 2.0, 2.1 and 2.2 A and
// AA rules, failing on any serious or critical violation.

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
  resultTypes: ['violations'],
};
const FAILING = ['serious', 'critical'];
// The minified build of the same version: a page parses 0.65 MB instead of 1.5 MB before each first run.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeFinding = { id: string; impact: string; help: string; helpUrl: string; target: string; summary: string };

// antd's motions (a dialog zooming in, a toast moving, a mask fading, a field's message showing):
// colours are checked once they stand still, not half-transparent.
const motionsDone = () =>
  ![...document.querySelectorAll('[class*="-appear"], [class*="-enter"], [class*="-leave"]')].some((el) =>
    [...el.classList].some((c) =>
      /^ant-(zoom|fade|slide|move|form-show-help)(-[a-z]+)*-(appear|enter|leave)(-(active|start|prepare))?$/.test(c),
    ),
  );

// The serious and critical violations on the page as it stands, one finding per element.
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  await page.waitForFunction(motionsDone, { timeout: 5000 });
  // Injected through the DevTools protocol, which a Content-Security-Policy without unsafe-inline or
  // unsafe-eval does not block; once per document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async (options: RunOptions, failing: string[]) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
      return violations
        .filter((v) => failing.includes(v.impact ?? ''))
        .flatMap((v) =>
          v.nodes.map((node) => ({
            id: v.id,
            impact: v.impact ?? '',
            help: v.help,
            helpUrl: v.helpUrl,
            target: node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' '),
            summary: node.failureSummary ?? '',
          })),
        );
    },
    RUN_OPTIONS,
    FAILING,
  );
}

export const formatFindings = (findings: readonly AxeFinding[]): string =>
  findings
    .map((f) => `- ${f.id} (${f.impact}) at ${f.target}\n  ${f.help}: ${f.helpUrl}\n  ${f.summary.replace(/\n/g, '\n  ')}`)
    .join('\n');

// No transition is running (a button turning primary, a toast fading in): axe judges the colours the
// page settles on. Endless animations (a spinner, a skeleton's shimmer) never settle.
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );

// Fails the test with every serious or critical violation: rule, impact, element and what to fix.
// context: the screen state, to tell one check of a test from another.
export async function expectAccessible(page: Page, context = ''): Promise<void> {
  await settled(page);
  const findings = await axeFindings(page);
  if (findings.length === 0) return;
  const where = `${context ? `${context}, ` : ''}${page.url()}`;
  throw new Error(`${findings.length} serious or critical accessibility violation(s) on ${where}:\n${formatFindings(findings)}`);
}
