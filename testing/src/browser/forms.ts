/** The account forms as a person fills them in: sign up, sign in, log out. */
import type { Page } from 'playwright-core';
import { TEST_PASSWORD, uniqueEmail } from '../members.js';
import { expectPath, pickFromHeaderMenu } from './browser.js';

export interface NewMember {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role?: 'member' | 'admin';
}

/** A member to sign up through the form (Rosa Lindqvist with a fresh address unless overridden). */
export function newMember(overrides: Partial<NewMember> = {}): NewMember {
  return {
    firstName: 'Rosa',
    lastName: 'Lindqvist',
    email: uniqueEmail('web'),
    password: TEST_PASSWORD,
    ...overrides,
  };
}

/** Fill and submit the registration form; waits for the dashboard. */
export async function registerThroughUi(page: Page, member: NewMember): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Account type').selectOption(member.role ?? 'member');
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/dashboard');
}

/** Fill and submit the sign-in form; waits for the dashboard. */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, '/dashboard');
}

/** Log out through the user menu. */
export async function logoutThroughUi(page: Page): Promise<void> {
  await pickFromHeaderMenu(page.getByRole('button', { name: /Account menu for/ }), page.getByRole('button', { name: 'Log out' }));
}
