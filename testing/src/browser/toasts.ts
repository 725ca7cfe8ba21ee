import type { Locator, Page } from 'playwright-core';

/** Toasts live in the react-hot-toast container (web/src/lib/toaster.tsx sets its class name). */
export function toasts(page: Page): Locator {
  return page.locator('.app-toaster [role="status"]');
}

export function toastWithText(page: Page, text: string): Locator {
  return toasts(page).filter({ hasText: new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) });
}

/** Text of the first toast to appear. */
export async function nextToastText(page: Page): Promise<string> {
  const first = toasts(page).first();
  await first.waitFor();
  return ((await first.textContent()) ?? '').trim();
}
