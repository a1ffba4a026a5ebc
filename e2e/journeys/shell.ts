import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { Journey } from '../run';
import { guardPage, SELLER_EMAIL, SELLER_PASSWORD, signIn } from './common';

/** A product of the seeded demo store (sandbox/src/catalogue/seed-catalogue.ts: department APP, line TSH). */
const SEEDED_SKU = 'APP-TSH-0001';

/**
 * A seller works from the keyboard: "?" lists the shortcuts, Ctrl+K opens the command palette,
 * typing a seeded product's SKU finds it (the gateway's one search operation against the sandbox),
 * Enter opens its page; "/" reopens the palette, which now offers the pages visited, and a
 * shopper's name finds their orders and a product's id finds the product; "stock" and a SKU open
 * the product's stock, "new product" the product form.
 */
export const paletteJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);

  await page.goto(`${product.url}/orders`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/orders/);
  await page.getByRole('navigation', { name: 'Areas' }).waitFor();

  // "?" lists every shortcut; Escape closes the dialog.
  await page.locator('body').press('Shift+?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await shortcuts.getByText('Open the command palette', { exact: true }).waitFor();
  await page.screenshot({ path: screenshot('shell-shortcuts-dialog.png') });
  await page.keyboard.press('Escape');
  await shortcuts.waitFor({ state: 'hidden' });

  // Ctrl+K, the SKU, Enter: the product's page.
  await page.keyboard.press('Control+K');
  const input = page.getByRole('textbox', { name: 'Command palette' });
  await input.waitFor();
  await input.pressSequentially(SEEDED_SKU);
  const results = page.getByRole('menu', { name: 'Palette results' });
  // The product itself (its SKU ends the item), first; its variation children follow.
  await results.getByRole('heading', { name: 'Products' }).waitFor();
  const found = results.getByRole('menuitem').filter({ hasText: new RegExp(`${SEEDED_SKU}$`) });
  await found.waitFor();
  assert.match(
    (await results.getByRole('menuitem').first().textContent()) ?? '',
    new RegExp(`${SEEDED_SKU}$`),
  );
  await page.screenshot({ path: screenshot('shell-palette-product-by-sku.png') });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/products\/[0-9a-f-]{36}$/);
  await input.waitFor({ state: 'hidden' });
  assert.equal(
    await page.getByRole('form', { name: 'Product' }).getByLabel('SKU', { exact: true }).inputValue(),
    SEEDED_SKU,
  );
  await page.screenshot({ path: screenshot('shell-palette-opened-product.png') });
  const productId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // "/" outside a text field reopens it, empty: the orders page just visited comes first.
  await page.locator('body').press('/');
  await input.waitFor();
  assert.equal(await input.inputValue(), '');
  const recent = results.getByRole('menuitem').first();
  assert.match((await recent.textContent()) ?? '', /Orders\s*\/orders/);
  await page.screenshot({ path: screenshot('shell-palette-recent-pages.png') });

  // A shopper's name finds their orders (by the order's customer name or email) in the same search.
  await input.pressSequentially('Patel');
  await results.getByRole('heading', { name: 'Orders' }).waitFor();
  assert.match(
    (await results
      .getByRole('menuitem')
      .filter({ hasText: /^Order / })
      .first()
      .textContent()) ?? '',
    /Patel/,
  );
  await page.screenshot({ path: screenshot('shell-palette-orders-by-name.png') });

  // An id finds its record too (the order, customer and account lookups by id answer nothing here).
  await input.fill(productId);
  await results.getByRole('heading', { name: 'Products' }).waitFor();
  assert.match(
    (await results.getByRole('menuitem').first().textContent()) ?? '',
    new RegExp(`${SEEDED_SKU}$`),
  );
  await page.keyboard.press('Escape');
  await input.waitFor({ state: 'hidden' });

  // "stock" with a SKU offers that product's stock page first.
  await page.keyboard.press('Control+K');
  await input.fill(`stock ${SEEDED_SKU}`);
  await results.getByRole('heading', { name: 'Stock' }).waitFor();
  const stockItem = results.getByRole('menuitem').first();
  assert.match((await stockItem.textContent()) ?? '', new RegExp(`^Stock of .*${SEEDED_SKU}$`));
  await page.screenshot({ path: screenshot('shell-palette-stock.png') });
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/inventory/stock/${productId}$`));
  await input.waitFor({ state: 'hidden' });

  // Actions read as sellers type them: "new product" opens the product form.
  await page.keyboard.press('Control+K');
  await input.fill('new product');
  await results.getByRole('heading', { name: 'Create' }).waitFor();
  assert.equal(await results.getByRole('menuitem').first().textContent(), 'New product');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/products\/add$/);
  await input.waitFor({ state: 'hidden' });

  assert.deepEqual(problems, []);
  await context.close();
};

/**
 * The admin's frame: the theme follows the system and a choice, saved views, the keyboard's first
 * stop, layout shift while loading, and windows from 1366 px down to a 390 px phone.
 */
export const frameJourney: Journey = async ({ browser, product, screenshot }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = guardPage(page, product.url);
  const dark = () => page.evaluate(() => document.body.classList.contains('bp6-dark'));

  await page.goto(`${product.url}/products`);
  await page.waitForURL(/\/sign-in/);
  await signIn(page, SELLER_EMAIL, SELLER_PASSWORD);
  await page.waitForURL(/\/products/);
  await page.getByRole('table', { name: 'Products' }).waitFor();

  // The system asks for dark: the admin is dark until the seller chooses otherwise, and the choice stays.
  assert.equal(await dark(), true);
  await page.screenshot({ path: screenshot('shell-dark-mode.png') });
  await page.getByRole('button', { name: 'Theme: System' }).click();
  await page.getByRole('option', { name: 'Light' }).click();
  await page.getByRole('button', { name: 'Theme: Light' }).waitFor();
  assert.equal(await dark(), false);
  await page.reload();
  await page.getByRole('table', { name: 'Products' }).waitFor();
  assert.equal(await dark(), false);

  // A saved view: the filters of now, named, picked again from the list's header after a reset.
  await page.getByLabel('Name contains').fill('shirt');
  await page.waitForURL(/name=shirt/);
  await page.getByRole('button', { name: 'View: Unsaved view' }).click();
  await page.getByRole('menu', { name: 'Saved views' }).getByText('Save current view…').click();
  const naming = page.getByRole('dialog', { name: 'Save view' });
  await naming.getByLabel('Name').fill('Shirts');
  await naming.getByRole('button', { name: 'Save view' }).click();
  await page.getByRole('button', { name: 'View: Shirts' }).waitFor();
  await page.screenshot({ path: screenshot('shell-saved-view.png') });
  await page.goto(`${product.url}/products`);
  await page.getByRole('button', { name: 'View: Default view' }).click();
  await page.getByRole('menu', { name: 'Saved views' }).getByText('Shirts', { exact: true }).click();
  await page.waitForURL(/name=shirt/);
  assert.equal(await page.getByLabel('Name contains').inputValue(), 'shirt');

  // Keyboard: the first Tab stop skips to the page; the tab names the page and the store.
  await page.goto(`${product.url}/products`);
  await page.getByRole('table', { name: 'Products' }).waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  assert.equal(await skip.evaluate((link) => link === document.activeElement), true);
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'MAIN');
  // The store's name arrives with the store switcher's queries.
  await page.waitForFunction(() => /^Products · .+ · Commerce Manager$/.test(document.title));
  assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1);

  // Loading reserves its room: the home page and the products list move by at most 0.05.
  for (const path of ['/', '/products']) {
    const shift = await layoutShift(page, `${product.url}${path}`);
    assert.ok(shift <= 0.05, `${path} shifts its layout by ${shift.toFixed(3)} while loading`);
  }

  // A laptop, a small laptop, a tablet and a phone: no sideways scroll of the page; each list's
  // first column and actions in view, the table scrolling in its own frame; the dashboard's tables whole.
  for (const width of [1366, 1024, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${product.url}/products`);
    const table = page.getByRole('table', { name: 'Products' });
    await table.locator('tbody tr a').first().waitFor();
    assert.deepEqual(await sidewaysOverflow(page), { page: 0, main: 0 }, `sideways scroll at ${width} px`);
    await assertInView(page.getByRole('columnheader', { name: 'Name' }), width, 'the Name column');
    await assertInView(page.getByRole('button', { name: 'Add product' }), width, 'Add product');
    await assertInView(page.getByRole('button', { name: 'Sign out' }), width, 'Sign out');
    await assertInView(page.getByRole('combobox', { name: 'Store' }), width, 'the store switcher');
    const signOut = await page.getByRole('button', { name: 'Sign out' }).boundingBox();
    assert.ok(signOut && signOut.height <= 40, `Sign out wraps at ${width} px`);
    await page.screenshot({ path: screenshot(`shell-${width}-products.png`) });

    await page.goto(`${product.url}/`);
    const lowStock = page.getByRole('table', { name: 'Low stock' });
    await lowStock.waitFor();
    assert.deepEqual(await sidewaysOverflow(page), { page: 0, main: 0 }, `sideways scroll at ${width} px`);
    // From a tablet up the table needs no sideways scroll of its own: its last column is whole
    // (on a phone it scrolls in its card).
    if (width >= 768) {
      assert.equal(
        await lowStock.evaluate(
          (element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0),
        ),
        true,
        `the low stock table is cut at ${width} px`,
      );
    }
    await page.screenshot({ path: screenshot(`shell-${width}-home.png`), fullPage: true });
  }

  // 768 px: the areas behind the menu button.
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto(`${product.url}/products`);
  await page.getByRole('table', { name: 'Products' }).waitFor();
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Areas' });
  await drawer.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.waitForURL(/\/orders$/);
  await drawer.waitFor({ state: 'hidden' });
  await page.screenshot({ path: screenshot('shell-768-orders.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await context.close();
};

/** How far the page, and its main area, scroll sideways: 0 when nothing is wider than the window. */
function sidewaysOverflow(page: Page): Promise<{ page: number; main: number }> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      page: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      main: main ? Math.max(0, main.scrollWidth - main.clientWidth) : 0,
    };
  });
}

async function assertInView(locator: Locator, width: number, what: string): Promise<void> {
  const box = await locator.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= width + 0.5, `${what} is cut at ${width} px`);
}

/**
 * The page's cumulative layout shift from a fresh load: the largest burst of unexpected shifts
 * (less than 1 s apart, within 5 s), as Chrome's metric counts it, once the page has been still for 2 s.
 */
async function layoutShift(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let largest = 0;
        let burst = 0;
        let burstStart = 0;
        let previous = 0;
        let settle = setTimeout(() => resolve(largest), 2_000);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (entry.hadRecentInput) continue;
            const sameBurst =
              burst > 0 && entry.startTime - previous < 1_000 && entry.startTime - burstStart < 5_000;
            burst = sameBurst ? burst + entry.value : entry.value;
            if (!sameBurst) burstStart = entry.startTime;
            previous = entry.startTime;
            largest = Math.max(largest, burst);
          }
          clearTimeout(settle);
          settle = setTimeout(() => resolve(largest), 2_000);
        }).observe({ type: 'layout-shift', buffered: true });
      }),
  );
}
