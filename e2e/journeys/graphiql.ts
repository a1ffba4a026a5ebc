import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/** GraphiQL is bundled: it renders and runs a query with the seller's token, fetching nothing from outside. */
export const graphiqlJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/sign-in`);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/products/);

  await page.goto(`${product.url}/graphiql`);
  // Monaco (bundled, ~2.8 MB) loads after the page; the query text appears once it is ready.
  await page.locator('.monaco-editor .view-lines').first().waitFor();
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        candidate.url().endsWith('/graphql') &&
        candidate.request().method() === 'POST' &&
        (candidate.request().postData() ?? '').includes('FirstProducts'),
    ),
    page.locator('.graphiql-execute-button').click(),
  ]);
  const body = (await response.json()) as { data?: { products?: { pageInfo?: { total?: number } } } };
  assert.ok((body.data?.products?.pageInfo?.total ?? 0) >= 200, JSON.stringify(body).slice(0, 300));
  await page.waitForFunction(() =>
    document.querySelector('.result-window')?.textContent?.includes('products'),
  );
  await page.screenshot({ path: screenshot('graphiql.png') });

  assert.deepEqual(problems, []);
  await context.close();
};
