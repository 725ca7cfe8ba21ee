import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { registerMember, uniqueSurname } from '@momstride/testing';
import {
  type AxeFinding,
  type BrowserSession,
  expectPath,
  loginThroughUi,
  newMember,
  openBrowser,
  registerThroughUi,
  seriousViolations,
  toastWithText,
  type ViewportName,
} from '@momstride/testing/browser';

/** A calendar day `offset` days from today in the browser's time zone (this machine's), as a date input takes it. */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The figure of one of the Wellness page's summary cards. */
async function summaryFigure(page: Page, label: string): Promise<string> {
  const card = page.getByRole('list', { name: 'Your goals at a glance' }).getByRole('listitem').filter({ hasText: label });
  return ((await card.textContent()) ?? '').replace(label, '').trim();
}

async function expectSummary(page: Page, expected: { total: string; completed: string; overall: string }): Promise<void> {
  await expect.poll(() => summaryFigure(page, 'Total Goals')).toBe(expected.total);
  await expect.poll(() => summaryFigure(page, 'Completed')).toBe(expected.completed);
  await expect.poll(() => summaryFigure(page, 'Overall Progress')).toBe(expected.overall);
}

const goalCard = (page: Page, label: string): Locator => page.getByRole('region', { name: 'Your Goals' }).getByRole('listitem').filter({ hasText: label });

describe('wellness goals in the browser', () => {
  let browser: BrowserSession;

  beforeEach(async () => {
    browser = await openBrowser(inject('gatewayUrl'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('a member creates a goal, logs progress, completes it and sees it on the dashboard', async () => {
    const { page } = browser;
    await registerThroughUi(page, newMember({ firstName: 'Wren', lastName: uniqueSurname('Goal') }));

    // The dashboard before any goal: 0% and the way to set one.
    const wellnessCard = page.getByRole('link', { name: /Wellness Progress/ });
    await expect.poll(() => wellnessCard.textContent()).toContain('0%');
    const goalsPanel = page.getByRole('region', { name: 'Wellness Goals' });
    await goalsPanel.getByText('No goals yet').waitFor();
    await goalsPanel.getByRole('link', { name: 'Set your first goal' }).click();
    await expectPath(page, '/wellness');

    await page.getByRole('heading', { level: 1, name: 'Wellness' }).waitFor();
    await page.getByText('No goals yet').waitFor();
    await expectSummary(page, { total: '0', completed: '0', overall: '0%' });
    expect(await page.getByLabel('Goal type').locator('option').allTextContents()).toEqual([
      'Select a goal type',
      'Daily Steps',
      'Weekly Distance',
      'Monthly Events',
      'Weight Loss',
      'Daily Meditation',
    ]);

    // Checked before sending: a missing field, a target of 0, a date in the past.
    const form = page.getByRole('form', { name: 'Add New Goal' });
    await form.getByLabel('Goal type').selectOption('distance');
    await form.getByLabel('Target value (miles)').fill('10');
    await form.getByRole('button', { name: 'Add Goal' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please fill in all fields' }).waitFor();
    await form.getByText('Choose a target date').waitFor();
    await form.getByLabel('Target date').fill(day(-1));
    await form.getByLabel('Target value (miles)').fill('0');
    await form.getByRole('button', { name: 'Add Goal' }).click();
    await form.getByText('Target value must be greater than 0').waitFor();
    await form.getByText('Target date cannot be before today').waitFor();
    expect(await form.getByText('Please fill in all fields').count()).toBe(0);
    await expectSummary(page, { total: '0', completed: '0', overall: '0%' });

    await form.getByLabel('Target value (miles)').fill('10');
    await form.getByLabel('Target date').fill(day(14));
    await form.getByRole('button', { name: 'Add Goal' }).click();
    await toastWithText(page, 'Goal created successfully!').waitFor();
    const distance = goalCard(page, 'Weekly Distance');
    await distance.getByText('In Progress').waitFor();
    await distance.getByText('0 / 10 miles').waitFor();
    await expectSummary(page, { total: '1', completed: '0', overall: '0%' });
    expect(await form.getByLabel('Goal type').inputValue()).toBe('');

    // A second goal, so completing one is half of them.
    await form.getByLabel('Goal type').selectOption('steps');
    await form.getByLabel('Target value (steps)').fill('8000');
    await form.getByLabel('Target date').fill(day(0));
    await form.getByRole('button', { name: 'Add Goal' }).click();
    await goalCard(page, 'Daily Steps').waitFor();
    await expectSummary(page, { total: '2', completed: '0', overall: '0%' });

    // Progress: Update stays disabled until the value changes.
    const progress = distance.getByLabel('Progress (miles)');
    const update = distance.getByRole('button', { name: 'Update' });
    expect(await progress.inputValue()).toBe('0');
    expect(await update.isDisabled()).toBe(true);
    await progress.fill('4.25'); // not a step of 0.1: still sent (the browser's own check would refuse it)
    expect(await update.isEnabled()).toBe(true);
    await update.click();
    await toastWithText(page, 'Progress updated!').waitFor();
    await distance.getByText('4.25 / 10 miles').waitFor();
    expect(await distance.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('43');
    await expect.poll(() => update.isDisabled()).toBe(true);

    // Reaching the target: Complete at once, the bar stops at 100%, the control goes, the summary counts it.
    await progress.fill('12');
    await update.click();
    await distance.getByText('Complete', { exact: true }).waitFor();
    await distance.getByText('12 / 10 miles').waitFor();
    expect(await distance.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await distance.getByLabel('Progress (miles)').count()).toBe(0);
    expect(await distance.getByRole('button', { name: 'Update' }).count()).toBe(0);
    await expectSummary(page, { total: '2', completed: '1', overall: '50%' });

    // The dashboard: her goals and the percent of them completed.
    await page.getByRole('navigation').first().getByRole('link', { name: 'Dashboard' }).click();
    await expectPath(page, '/dashboard');
    await expect.poll(() => page.getByRole('link', { name: /Wellness Progress/ }).textContent()).toContain('50%');
    const dashboardGoals = page.getByRole('region', { name: 'Wellness Goals' }).getByRole('listitem');
    await expect.poll(() => dashboardGoals.count()).toBe(2);
    const completedOnDashboard = dashboardGoals.filter({ hasText: 'Weekly Distance' });
    await completedOnDashboard.getByText('Complete', { exact: true }).waitFor();
    await completedOnDashboard.getByText('12 / 10 miles').waitFor();
    await dashboardGoals.filter({ hasText: 'Daily Steps' }).getByText('In Progress').waitFor();
    expect(await page.getByRole('link', { name: /Wellness Progress/ }).getAttribute('href')).toBe('/wellness');
    expect(await page.getByRole('link', { name: /Upcoming Events/ }).getAttribute('href')).toBe('/events');
    await page.getByRole('link', { name: /Following/ }).first().click();
    await expectPath(page, '/followers');
  });

  it('deleting a goal asks first, then the goal and its share of the summary are gone', async () => {
    const { page } = browser;
    await registerThroughUi(page, newMember({ firstName: 'Iris', lastName: uniqueSurname('Goal') }));
    await page.goto('/wellness');
    const form = page.getByRole('form', { name: 'Add New Goal' });
    await form.getByLabel('Goal type').selectOption('meditation');
    await form.getByLabel('Target value (minutes)').fill('15');
    await form.getByLabel('Target date').fill(day(3));
    await form.getByRole('button', { name: 'Add Goal' }).click();
    const card = goalCard(page, 'Daily Meditation');
    await card.waitFor();
    await expectSummary(page, { total: '1', completed: '0', overall: '0%' });

    await card.getByRole('button', { name: 'Delete Daily Meditation goal' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this goal?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Delete Daily Meditation goal' }).click();
    await dialog.getByRole('button', { name: 'Delete Goal' }).click();
    await toastWithText(page, 'Goal deleted').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByText('No goals yet').waitFor();
    await expectSummary(page, { total: '0', completed: '0', overall: '0%' });
  });

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`the Wellness page and the dashboard's wellness parts have no serious axe violations (${viewport})`, async () => {
      await browser.close();
      browser = await openBrowser(inject('gatewayUrl'), viewport);
      const { page } = browser;
      const member = await registerMember({ firstName: 'Ada', lastName: uniqueSurname('Axe') });
      await loginThroughUi(page, member.email, member.password);
      const found: Record<string, AxeFinding[]> = {};
      const check = async (label: string) => {
        const violations = await seriousViolations(page);
        if (violations.length) found[label] = violations;
      };

      await page.getByRole('region', { name: 'Wellness Goals' }).getByText('No goals yet').waitFor();
      await check('dashboard without goals');
      await page.goto('/wellness');
      await page.getByText('No goals yet').waitFor();
      await check('wellness without goals');
      const form = page.getByRole('form', { name: 'Add New Goal' });
      await form.getByRole('button', { name: 'Add Goal' }).click();
      await form.getByText('Please fill in all fields').waitFor();
      await check('wellness form errors');
      await form.getByLabel('Goal type').selectOption('weight');
      await form.getByLabel('Target value (lbs)').fill('5');
      await form.getByLabel('Target date').fill(day(30));
      await form.getByRole('button', { name: 'Add Goal' }).click();
      const card = goalCard(page, 'Weight Loss');
      await card.waitFor();
      // The toast fades in and out: its colours mid-animation are not what axe should judge.
      await toastWithText(page, 'Goal created successfully!').waitFor({ state: 'detached', timeout: 10_000 });
      await card.getByLabel('Progress (lbs)').fill('-1');
      await card.getByText('Progress cannot be negative').waitFor();
      await check('wellness with a goal and a progress error');
      await page.goto('/dashboard');
      await page.getByRole('region', { name: 'Wellness Goals' }).getByRole('listitem').first().waitFor();
      await check('dashboard with goals');
      expect(found).toEqual({});
    });
  }
});
