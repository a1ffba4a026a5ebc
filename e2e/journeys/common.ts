import type { Page } from 'playwright-core';
import { watchAccessibility } from '../accessibility';

export const SELLER_EMAIL = 'seller@example.com';
export const SELLER_PASSWORD = 'commerce-manager';

/**
 * Fails the journey on any request that leaves the machine, on uncaught page errors, and on a
 * serious or critical accessibility violation of a page it visits (`../accessibility.ts`).
 */
export function guardPage(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.push(`external request: ${url}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  watchAccessibility(page, problems);
  return problems;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
