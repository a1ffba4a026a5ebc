import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

const PRODUCTS = 40;

/** One GraphQL call through the gateway as the seller; fails the journey on any error. */
async function gql<TData>(
  url: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<TData> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: TData; errors?: unknown[] };
  assert.equal(body.errors, undefined, `GraphQL answered without errors: ${JSON.stringify(body.errors)}`);
  assert.ok(body.data, 'GraphQL answered with data');
  return body.data;
}

interface Created {
  userErrors: unknown[];
}

/**
 * A seller ticks 40 new products, adds them to a hierarchy node and prices them in a price book
 * (both bulk actions ask for their parameters in the bulk dialog first), then deletes a customer's
 * address and undoes it: nothing is deleted. Prints both bulk runs' times.
 */
export const bulkParamsJourney: Journey = async ({ browser, product, screenshot }) => {
  const id = Date.now().toString(36);
  const prefix = `Bp ${id}`;
  const skuPrefix = `BP-${id.toUpperCase()}`;
  const signedIn = await gql<{ signIn: { credentials: { accessToken: string } | null } }>(
    product.url,
    null,
    'mutation($u: String!, $p: String!) { signIn(username: $u, password: $p) { credentials { accessToken } } }',
    { u: SELLER_EMAIL, p: SELLER_PASSWORD },
  );
  const token = signedIn.signIn.credentials?.accessToken ?? null;
  assert.ok(token, 'the seller signs in through GraphQL');

  // What the seller works on: products, a hierarchy with a node, a price book, a customer's address.
  for (let index = 1; index <= PRODUCTS; index += 1) {
    const created: { createProduct: Created } = await gql<{ createProduct: Created }>(
      product.url,
      token,
      'mutation($input: ProductCreateInput!) { createProduct(input: $input) { userErrors { message } } }',
      { input: { name: `${prefix} ${index}`, sku: `${skuPrefix}-${index}`, commodityType: 'PHYSICAL' } },
    );
    assert.deepEqual(created.createProduct.userErrors, []);
  }
  const hierarchy = await gql<{ createHierarchy: { hierarchy: { id: string } | null } }>(
    product.url,
    token,
    'mutation($input: HierarchyCreateInput!) { createHierarchy(input: $input) { hierarchy { id } } }',
    { input: { name: `${prefix} departments` } },
  );
  const hierarchyId = hierarchy.createHierarchy.hierarchy?.id ?? '';
  const node = await gql<{ createHierarchyNode: { node: { id: string } | null } }>(
    product.url,
    token,
    'mutation($h: ID!, $input: HierarchyNodeCreateInput!) { createHierarchyNode(hierarchyId: $h, input: $input) { node { id } } }',
    { h: hierarchyId, input: { name: 'Shelf' } },
  );
  const nodeId = node.createHierarchyNode.node?.id ?? '';
  const book = await gql<{ createPriceBook: { priceBook: { id: string } | null } }>(
    product.url,
    token,
    'mutation($input: PriceBookCreateInput!) { createPriceBook(input: $input) { priceBook { id } } }',
    { input: { name: `${prefix} book` } },
  );
  const bookId = book.createPriceBook.priceBook?.id ?? '';
  const customer = await gql<{ createCustomer: { customer: { id: string } | null } }>(
    product.url,
    token,
    'mutation($input: CustomerCreateInput!) { createCustomer(input: $input) { customer { id } } }',
    { input: { name: `${prefix} shopper`, email: `bp.${id}@example.com` } },
  );
  const customerId = customer.createCustomer.customer?.id ?? '';
  await gql(
    product.url,
    token,
    'mutation($c: ID!, $input: AddressCreateInput!) { createCustomerAddress(customerId: $c, input: $input) { userErrors { message } } }',
    {
      c: customerId,
      input: {
        name: 'Home',
        firstName: 'Una',
        lastName: 'Doe',
        line1: '1 Undo Lane',
        postcode: 'N1 1AA',
        country: 'GB',
      },
    },
  );
  assert.ok(hierarchyId && nodeId && bookId && customerId, 'the journey data is created');

  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems = guardPage(page, product.url);
  const listUrl = `${product.url}/products?name=${encodeURIComponent(prefix)}`;
  await page.goto(listUrl);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/products/);
  await page.getByText(`1–${PRODUCTS} of ${PRODUCTS}`).waitFor();

  const selectPage = async () => {
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check({ force: true });
    await page.getByText(`${PRODUCTS} products selected`).waitFor();
  };

  // Add to a node: the step asks for a hierarchy, then a node; nothing runs before both are chosen.
  await selectPage();
  await page.getByRole('button', { name: 'Add to hierarchy node' }).click();
  const nodeForm = page.getByRole('form', { name: 'Add to hierarchy node' });
  await nodeForm.getByRole('button', { name: 'Add to node' }).click();
  await nodeForm.getByText('Choose a hierarchy', { exact: true }).waitFor();
  await nodeForm.getByLabel('Hierarchy', { exact: true }).selectOption(hierarchyId);
  await nodeForm.getByLabel('Node', { exact: true }).selectOption(nodeId);
  let started = Date.now();
  await nodeForm.getByRole('button', { name: 'Add to node' }).click();
  const nodeSummary = page.getByRole('dialog', { name: `Add to hierarchy node: ${PRODUCTS} products` });
  await nodeSummary
    .getByRole('status')
    .getByText(`${PRODUCTS} products added to the node.`)
    .waitFor({ timeout: 90_000 });
  console.log(`     added ${PRODUCTS} products to a node in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await page.screenshot({ path: screenshot('bulk-params-node.png') });
  await nodeSummary.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();

  // Set a price: a price book and an amount; a wrong amount is refused inline first.
  await selectPage();
  await page.getByRole('button', { name: 'Set price in price book' }).click();
  const priceForm = page.getByRole('form', { name: 'Set price in price book' });
  await priceForm.getByLabel('Price book', { exact: true }).selectOption(bookId);
  await priceForm.getByLabel('USD amount').fill('12.345');
  await priceForm.getByRole('button', { name: 'Set price' }).click();
  await priceForm.getByText('Enter an amount like 19.99').waitFor();
  await page.screenshot({ path: screenshot('bulk-params-form.png') });
  await priceForm.getByLabel('USD amount').fill('12.50');
  started = Date.now();
  await priceForm.getByRole('button', { name: 'Set price' }).click();
  const priceSummary = page.getByRole('dialog', { name: `Set price in price book: ${PRODUCTS} products` });
  await priceSummary
    .getByRole('status')
    .getByText(`${PRODUCTS} products priced.`)
    .waitFor({ timeout: 90_000 });
  console.log(
    `     priced ${PRODUCTS} products in a price book in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await page.screenshot({ path: screenshot('bulk-params-price.png') });
  await priceSummary.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();

  const stored = await gql<{
    node: { products: { pageInfo: { total: number } } } | null;
    priceBook: { prices: { items: { amounts: { currency: string; amount: number }[] }[] } } | null;
  }>(
    product.url,
    token,
    `query($n: ID!, $b: ID!, $sku: String!) {
      node: hierarchyNode(id: $n) { products(page: { limit: 100 }) { pageInfo { total } } }
      priceBook(id: $b) { prices(filter: { sku: { like: $sku } }, page: { limit: 100 }) { items { amounts { currency amount } } } }
    }`,
    { n: nodeId, b: bookId, sku: skuPrefix },
  );
  assert.equal(stored.node?.products.pageInfo.total, PRODUCTS, 'every product is in the node');
  const prices = stored.priceBook?.prices.items ?? [];
  assert.equal(prices.length, PRODUCTS, 'every product has a price in the book');
  assert.ok(
    prices.every((price) => price.amounts.some((money) => money.currency === 'USD' && money.amount === 1250)),
  );

  // Delete an address, then Undo: it comes back, and after the window nothing was deleted.
  await page.goto(`${product.url}/customers/${customerId}`);
  const addresses = page.getByRole('table', { name: 'Addresses' });
  await addresses.getByText(/1 Undo Lane/).waitFor();
  await addresses.getByRole('button', { name: 'Delete address Home' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await addresses.getByText(/1 Undo Lane/).waitFor({ state: 'detached' });
  const toast = page.locator('.bp6-toast').filter({ hasText: 'Address deleted' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await addresses.getByText(/1 Undo Lane/).waitFor();
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const after = await gql<{ customer: { addresses: { pageInfo: { total: number } } } | null }>(
    product.url,
    token,
    'query($c: ID!) { customer(id: $c) { addresses { pageInfo { total } } } }',
    { c: customerId },
  );
  assert.equal(after.customer?.addresses.pageInfo.total, 1, 'the undone address is still stored');
  await page.reload();
  await addresses.getByText(/1 Undo Lane/).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
};
