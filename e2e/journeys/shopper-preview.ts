import assert from 'node:assert/strict';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

const TAG = 'preview-journey';

/** One GraphQL call to the product's gateway; fails on GraphQL errors and on userErrors. */
async function call<T>(url: string, token: string | null, query: string, variables = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  const payload = Object.values(body.data ?? {})[0] as { userErrors?: unknown[] } | null;
  if (payload && Array.isArray(payload.userErrors)) assert.deepEqual(payload.userErrors, []);
  return body.data as T;
}

/**
 * The set-up a seller would make on other screens (covered by their own journeys): a seeded parent
 * product made live with its children built, on a node of a new hierarchy, in a catalog that a
 * rule shows to shoppers tagged `TAG`, published.
 */
async function publishParentForTag(url: string): Promise<{ parentName: string }> {
  const { signIn: session } = await call<{ signIn: { credentials: { accessToken: string } } }>(
    url,
    null,
    `mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) { credentials { accessToken } userErrors { message } } }`,
    { u: SELLER_EMAIL, p: SELLER_PASSWORD },
  );
  const token = session.credentials.accessToken;
  const { products } = await call<{
    products: { items: { id: string; name: string; productTypes: string[] }[] };
  }>(
    url,
    token,
    `{ products(filter: { tags: { eq: "apparel" } }, page: { limit: 100 }) { items { id name productTypes } } }`,
  );
  const parent = products.items.find((item) => item.productTypes[0] === 'parent');
  assert.ok(parent, 'the seed has a parent product');
  const ERRORS = 'userErrors { field message }';
  await call(
    url,
    token,
    `mutation ($id: ID!) { updateProduct(id: $id, input: { status: LIVE }) { product { id } ${ERRORS} } }`,
    {
      id: parent.id,
    },
  );
  await call(
    url,
    token,
    `mutation ($id: ID!) { buildChildProducts(productId: $id) { product { id } ${ERRORS} } }`,
    {
      id: parent.id,
    },
  );
  const { createHierarchy } = await call<{ createHierarchy: { hierarchy: { id: string } } }>(
    url,
    token,
    `mutation { createHierarchy(input: { name: "Preview journey" }) { hierarchy { id } ${ERRORS} } }`,
  );
  const hierarchyId = createHierarchy.hierarchy.id;
  const { createHierarchyNode } = await call<{ createHierarchyNode: { node: { id: string } } }>(
    url,
    token,
    `mutation ($h: ID!) { createHierarchyNode(hierarchyId: $h, input: { name: "Journey shirts" }) { node { id } ${ERRORS} } }`,
    { h: hierarchyId },
  );
  await call(
    url,
    token,
    `mutation ($h: ID!, $n: ID!, $p: [ID!]!) { attachProductsToHierarchyNode(hierarchyId: $h, id: $n, productIds: $p) { node { id } ${ERRORS} } }`,
    { h: hierarchyId, n: createHierarchyNode.node.id, p: [parent.id] },
  );
  const { createCatalog } = await call<{ createCatalog: { catalog: { id: string } } }>(
    url,
    token,
    `mutation ($h: ID!) { createCatalog(input: { name: "Preview journey catalog", hierarchyIds: [$h] }) { catalog { id } ${ERRORS} } }`,
    { h: hierarchyId },
  );
  const catalogId = createCatalog.catalog.id;
  await call(
    url,
    token,
    `mutation ($c: ID!, $t: String!) { createCatalogRule(input: { name: "preview-journey", catalogId: $c, tags: [$t] }) { rule { id } ${ERRORS} } }`,
    { c: catalogId, t: TAG },
  );
  await call(
    url,
    token,
    `mutation ($c: ID!) { publishCatalog(catalogId: $c) { release { id } ${ERRORS} } }`,
    {
      c: catalogId,
    },
  );
  return { parentName: parent.name };
}

/**
 * A seller opens "Preview as shopper" from the catalog list, previews as a shopper tagged for a
 * catalog rule, browses the hierarchy to its node, opens the parent product, configures it by its
 * options and sees the child they resolve to; then a stale link naming an option that does not
 * exist is refused next to the options, the selection kept.
 */
export const shopperPreviewJourney: Journey = async ({ browser, product, screenshot }) => {
  const { parentName } = await publishParentForTag(product.url);
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/catalogs`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/catalogs/);
  await page.getByRole('button', { name: 'Preview as shopper' }).click();
  await page.waitForURL(/\/catalogs\/preview/);

  // The shopper: tagged for the rule (the release publishes within a second or two).
  await page.getByLabel('Tag').fill(TAG);
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.waitForURL(new RegExp(`tag=${TAG}`));
  const tree = page.getByRole('navigation', { name: 'Catalog tree' });
  for (let attempt = 0; ; attempt += 1) {
    if (await tree.getByText('Preview journey', { exact: true }).isVisible()) break;
    assert.ok(attempt < 20, 'the preview shows the tagged catalog');
    await page.waitForTimeout(500);
    await page.reload();
  }
  await tree.getByText('Preview journey', { exact: true }).click();
  await tree.getByText('Journey shirts').click();
  await page.waitForURL(/node=/);
  const products = page.getByRole('table', { name: 'Node products' });
  await products.getByRole('button', { name: parentName }).click();
  await page.waitForURL(/product=/);
  const panel = page.getByRole('region', { name: `Product ${parentName}` });
  await panel.getByRole('table', { name: 'Children' }).waitFor();

  // Configure: the first option of every variation.
  const configure = panel.getByRole('form', { name: 'Configure' });
  const selects = configure.getByRole('group', { name: 'Options' }).locator('select');
  const count = await selects.count();
  assert.ok(count >= 1, 'the parent has variations');
  for (let index = 0; index < count; index += 1) {
    await selects.nth(index).selectOption({ index: 1 });
  }
  await configure.getByRole('button', { name: 'Configure' }).click();
  const resolved = configure.getByRole('status');
  await resolved.waitFor();
  const resolvedText = (await resolved.textContent()) ?? '';
  assert.match(resolvedText, new RegExp(parentName));
  await page.screenshot({ path: screenshot('shopper-preview-configured.png'), fullPage: true });
  await resolved.getByRole('button', { name: 'Open the child' }).click();
  await page
    .getByRole('region', { name: /^Product / })
    .getByText('Child', { exact: true })
    .waitFor();

  // A stale link naming an option that is not one: refused next to the options, selection kept.
  await page.getByRole('button', { name: 'Open the parent' }).click();
  await page
    .getByRole('region', { name: `Product ${parentName}` })
    .getByRole('form', { name: 'Configure' })
    .waitFor();
  for (let index = 0; index < count; index += 1) {
    await selects.nth(index).selectOption({ index: 1 });
  }
  await page.waitForURL((url) => (url.searchParams.get('options') ?? '').split(',').length === count);
  const firstVariation = (await selects.first().getAttribute('aria-label')) ?? '';
  const bad = new URL(page.url());
  const pairs = (bad.searchParams.get('options') ?? '').split(',');
  pairs[0] = `${pairs[0]?.split(':')[0] ?? ''}:no-such-option`;
  bad.searchParams.set('options', pairs.join(','));
  await page.goto(bad.toString());
  const badForm = page.getByRole('form', { name: 'Configure' });
  await badForm.getByRole('button', { name: 'Configure' }).click();
  await badForm.getByText(/Unknown options: no-such-option/).waitFor();
  assert.equal(await badForm.getByLabel(firstVariation).inputValue(), 'no-such-option');
  assert.equal(await badForm.getByRole('status').count(), 0);
  await page.screenshot({ path: screenshot('shopper-preview-refused.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};
