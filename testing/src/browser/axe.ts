import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Waits until no finite animation or transition runs: axe reads colours as they are at that moment, and a toast still
 * fading in (react-hot-toast's enter animation) has not reached its own, so its text fails the contrast rule. Endless
 * animations (spinners) do not count.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
}

async function analyze(page: Page): Promise<AxeFinding[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Only violations are read: axe then records one node each for passes and the rest instead of every one.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/**
 * Serious and critical accessibility violations on the current page (WCAG 2.x A/AA and best practice). A contrast
 * finding is checked once more after animations settle again: a toast that appears, or starts fading out, while axe
 * runs (several seconds on a busy machine) is caught mid-fade; a colour that truly fails fails both times.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const found = await analyze(page);
  return found.some((finding) => finding.id === 'color-contrast') ? analyze(page) : found;
}
