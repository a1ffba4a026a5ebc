/**
 * Inventory and catalogs through the gateway against a real sandbox, both in this process on random
 * ports: seeded stock and locations, transactions with the provider's refusals as userErrors, and a
 * catalog created, published and browsed.
 */
import { startSandbox, type RunningSandbox } from '../../sandbox/src/core/app';
import { startGateway, type RunningGateway } from '../src/server';
import { testConfig, type GraphQLResult } from './harness';

let sandbox: RunningSandbox;
let gateway: RunningGateway;
let token: string;

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult;
}

/** Runs a mutation and returns its payload, failing loudly on GraphQL errors or userErrors. */
async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await graphql(query, variables);
  expect(result.errors).toBeUndefined();
  const payload = Object.values(result.data ?? {})[0] as T & { userErrors: unknown[] };
  expect(payload.userErrors).toEqual([]);
  return payload;
}

const USER_ERRORS = 'userErrors { field message code }';

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataPath: ':memory:' });
  const base = testConfig();
  gateway = await startGateway({
    ...base,
    provider: {
      ...base.provider,
      host: sandbox.url.replace('http://', ''),
      protocol: 'http',
      sleep: undefined,
    },
  });
  const signIn = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($u: String!, $p: String!) { signIn(username: $u, password: $p) { credentials { accessToken } } }`,
      variables: { u: sandbox.config.sellerEmail, p: sandbox.config.sellerPassword },
    }),
  });
  const body = (await signIn.json()) as GraphQLResult;
  token = (body.data?.signIn as { credentials: { accessToken: string } }).credentials.accessToken;
});

afterAll(async () => {
  await gateway.close();
  await sandbox.close();
});

interface StockRow {
  productId: string;
  total: number;
  available: number;
  allocated: number;
  product: { name: string } | null;
  locations: { slug: string; total: number; location: { name: string } | null }[];
}

describe('inventory', () => {
  it('lists seeded stock with product names and per-location breakdowns', async () => {
    const result = await graphql(`
      {
        stocks(page: { limit: 30 }) {
          items {
            productId
            total
            available
            allocated
            product {
              name
            }
            locations {
              slug
              total
              location {
                name
              }
            }
          }
          pageInfo {
            total
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    const page = result.data?.stocks as { items: StockRow[]; pageInfo: { total: number } };
    expect(page.pageInfo.total).toBeGreaterThan(10);
    for (const row of page.items) {
      expect(row.product?.name).toEqual(expect.any(String));
      expect(row.total).toBe(row.available + row.allocated);
    }
    const located = page.items.find((row) => row.locations.length > 0);
    expect(located?.locations.map((level) => level.location?.name).sort()).toEqual(
      expect.arrayContaining(['Warehouse North']),
    );
  });

  it('records an increment, refuses a too-large decrement and keeps the history', async () => {
    const list = await graphql(`
      {
        stocks(page: { limit: 30 }) {
          items {
            productId
            available
            locations {
              slug
            }
          }
        }
      }
    `);
    const rows = (
      list.data?.stocks as { items: { productId: string; available: number; locations: unknown[] }[] }
    ).items;
    const row = rows.find((candidate) => candidate.locations.length === 0);
    if (!row) throw new Error('no unlocated stock seeded');
    const added = await mutate<{ stock: { available: number }; transaction: { action: string } }>(
      `mutation ($input: StockTransactionInput!) { addStockTransaction(input: $input) {
          transaction { action quantity } stock { available } ${USER_ERRORS} } }`,
      { input: { productId: row.productId, action: 'INCREMENT', quantity: 7 } },
    );
    expect(added.transaction.action).toBe('INCREMENT');
    expect(added.stock.available).toBe(row.available + 7);

    const refused = await graphql(
      `mutation ($input: StockTransactionInput!) { addStockTransaction(input: $input) {
          transaction { id } ${USER_ERRORS} } }`,
      { input: { productId: row.productId, action: 'DECREMENT', quantity: 100000 } },
    );
    expect(refused.data?.addStockTransaction).toEqual({
      transaction: null,
      userErrors: [
        {
          field: ['quantity'],
          message: `Cannot decrement 100000: only ${row.available + 7} available`,
          code: 'INVALID',
        },
      ],
    });

    const history = await graphql(
      `
        query ($id: ID!) {
          stock(productId: $id) {
            transactions(page: { limit: 100 }) {
              items {
                action
                quantity
              }
            }
          }
        }
      `,
      { id: row.productId },
    );
    const items = (history.data?.stock as { transactions: { items: { action: string; quantity: number }[] } })
      .transactions.items;
    expect(items.at(-1)).toEqual({ action: 'INCREMENT', quantity: 7 });
  });

  it('creates and deletes a location', async () => {
    const created = await mutate<{ location: { id: string; slug: string } }>(
      `mutation { createInventoryLocation(input: { name: "Back Dock", slug: "back-dock" }) {
          location { id slug } ${USER_ERRORS} } }`,
      {},
    );
    expect(created.location.slug).toBe('back-dock');
    const duplicate = await graphql(
      `mutation { createInventoryLocation(input: { name: "Back Dock 2", slug: "back-dock" }) { location { id } ${USER_ERRORS} } }`,
    );
    expect(
      (duplicate.data?.createInventoryLocation as { userErrors: { code: string }[] }).userErrors[0]?.code,
    ).toBe('DUPLICATE');
    await mutate(`mutation ($id: ID!) { deleteInventoryLocation(id: $id) { deletedId ${USER_ERRORS} } }`, {
      id: created.location.id,
    });
  });

  /**
   * A product with single-location stock (the last seeded), its stock deleted so the test starts
   * managing it afresh; `skip` leaves out that many from the end.
   */
  async function unmanagedProduct(skip: number): Promise<string> {
    const result = await graphql(`
      {
        stocks(page: { limit: 100 }) {
          items {
            productId
            multiLocation
          }
        }
      }
    `);
    expect(result.errors).toBeUndefined();
    const items = (result.data?.stocks as { items: { productId: string; multiLocation: boolean }[] }).items;
    const productId = items.filter((item) => !item.multiLocation).at(-1 - skip)?.productId;
    if (!productId) throw new Error('not enough single-location stock seeded');
    await mutate(`mutation ($id: ID!) { deleteStock(productId: $id) { deletedId ${USER_ERRORS} } }`, {
      id: productId,
    });
    return productId;
  }

  const TRANSACTION_FIELDS = `transaction { id action quantity location } stock { total available multiLocation } ${USER_ERRORS}`;

  it('keeps single-location stock on the single-location API: create, adjust (no SET), history, one transaction, delete', async () => {
    const productId = await unmanagedProduct(0);
    await mutate(
      `mutation ($id: ID!) { createStock(productId: $id, quantity: 4) { stock { total } ${USER_ERRORS} } }`,
      { id: productId },
    );
    const refusedSet = await graphql(
      `mutation ($input: StockTransactionInput!) { addStockTransaction(input: $input) { ${TRANSACTION_FIELDS} } }`,
      { input: { productId, action: 'SET', quantity: 9 } },
    );
    expect(refusedSet.data?.addStockTransaction).toMatchObject({
      transaction: null,
      userErrors: [{ field: ['action'], code: 'INVALID' }],
    });
    const added = await mutate<{
      transaction: { id: string };
      stock: { total: number; multiLocation: boolean };
    }>(
      `mutation ($input: StockTransactionInput!) { addStockTransaction(input: $input) { ${TRANSACTION_FIELDS} } }`,
      { input: { productId, action: 'INCREMENT', quantity: 3 } },
    );
    expect(added.stock).toEqual({ total: 7, available: 7, multiLocation: false });
    const read = await graphql(
      `
        query ($p: ID!, $t: ID!) {
          stock(productId: $p) {
            multiLocation
            transactions {
              items {
                id
                action
                quantity
              }
            }
          }
          stockTransaction(productId: $p, id: $t) {
            id
            action
            quantity
            location
            productId
          }
        }
      `,
      { p: productId, t: added.transaction.id },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data).toEqual({
      stock: {
        multiLocation: false,
        transactions: { items: [{ id: added.transaction.id, action: 'INCREMENT', quantity: 3 }] },
      },
      stockTransaction: {
        id: added.transaction.id,
        action: 'INCREMENT',
        quantity: 3,
        location: null,
        productId,
      },
    });
    await mutate(`mutation ($id: ID!) { deleteStock(productId: $id) { deletedId ${USER_ERRORS} } }`, {
      id: productId,
    });
    const gone = await graphql(
      `
        query ($id: ID!) {
          stock(productId: $id) {
            total
          }
        }
      `,
      { id: productId },
    );
    expect(gone.data?.stock).toBeNull();
  });

  it('creates, sets, reads, changes and deletes multi-location stock records', async () => {
    const productId = await unmanagedProduct(1);
    const bad = await graphql(
      `mutation ($input: LocatedStockCreateInput!) { createLocatedStock(input: $input) { stock { total } ${USER_ERRORS} } }`,
      { input: { productId, locations: [{ slug: 'no-such-place', available: 1 }] } },
    );
    expect(bad.data?.createLocatedStock).toMatchObject({
      stock: null,
      userErrors: [{ field: ['locations', '0', 'available'], code: 'INVALID' }],
    });
    const created = await mutate<{ stock: { total: number; multiLocation: boolean } }>(
      `mutation ($input: LocatedStockCreateInput!) { createLocatedStock(input: $input) {
          stock { total multiLocation locations { slug available } } ${USER_ERRORS} } }`,
      { input: { productId, available: 1, locations: [{ slug: 'warehouse-north', available: 6 }] } },
    );
    expect(created.stock).toEqual({
      total: 7,
      multiLocation: true,
      locations: [{ slug: 'warehouse-north', available: 6 }],
    });
    const set = await mutate<{ transaction: { id: string; action: string; location: string } }>(
      `mutation ($input: StockTransactionInput!) { addStockTransaction(input: $input) { ${TRANSACTION_FIELDS} } }`,
      { input: { productId, action: 'SET', quantity: 10, location: 'warehouse-north' } },
    );
    expect(set.transaction).toMatchObject({ action: 'SET', quantity: 10, location: 'warehouse-north' });
    const one = await graphql(
      `
        query ($p: ID!, $t: ID!) {
          stockTransaction(productId: $p, id: $t) {
            id
            action
            location
          }
        }
      `,
      { p: productId, t: set.transaction.id },
    );
    expect(one.data?.stockTransaction).toEqual({
      id: set.transaction.id,
      action: 'SET',
      location: 'warehouse-north',
    });
    const changed = await mutate<{ stock: unknown }>(
      `mutation ($id: ID!, $levels: [StockLocationLevelInput!]!) { updateStockLocations(productId: $id, locations: $levels) {
          stock { total multiLocation locations { slug available } } ${USER_ERRORS} } }`,
      {
        id: productId,
        levels: [
          { slug: 'warehouse-north', available: null },
          { slug: 'store-front', available: 2 },
        ],
      },
    );
    expect(changed.stock).toEqual({
      total: 3,
      multiLocation: true,
      locations: [{ slug: 'store-front', available: 2 }],
    });
    await mutate(`mutation ($id: ID!) { deleteStock(productId: $id) { deletedId ${USER_ERRORS} } }`, {
      id: productId,
    });
  });

  it('reads a location by id and edits it', async () => {
    const list = await graphql(`
      {
        inventoryLocations {
          items {
            id
            slug
          }
        }
      }
    `);
    const north = (list.data?.inventoryLocations as { items: { id: string; slug: string }[] }).items.find(
      (location) => location.slug === 'warehouse-north',
    );
    if (!north) throw new Error('Warehouse North is seeded');
    const read = await graphql(
      `
        query ($id: ID!) {
          inventoryLocation(id: $id) {
            id
            name
            slug
          }
        }
      `,
      { id: north.id },
    );
    expect(read.data?.inventoryLocation).toEqual({
      id: north.id,
      name: 'Warehouse North',
      slug: 'warehouse-north',
    });
    const short = await graphql(
      `mutation ($id: ID!) { updateInventoryLocation(id: $id, input: { name: "N" }) { location { id } ${USER_ERRORS} } }`,
      { id: north.id },
    );
    expect(short.data?.updateInventoryLocation).toMatchObject({
      location: null,
      userErrors: [{ field: ['name'] }],
    });
    const saved = await mutate<{ location: { description: string } }>(
      `mutation ($id: ID!) { updateInventoryLocation(id: $id, input: { description: "Main dispatch" }) {
          location { description } ${USER_ERRORS} } }`,
      { id: north.id },
    );
    expect(saved.location.description).toBe('Main dispatch');
  });
});

interface ReleaseView {
  status: string;
  products: { items: { displayPrice: { formatted: string } | null }[] };
}

describe('catalogs', () => {
  it('creates a catalog, publishes it and browses the published release', async () => {
    const seeds = await graphql(`
      {
        hierarchies(page: { limit: 1 }) {
          items {
            id
          }
        }
        priceBooks(page: { limit: 1 }) {
          items {
            id
          }
        }
      }
    `);
    const hierarchyId = (seeds.data?.hierarchies as { items: { id: string }[] }).items[0]?.id;
    const priceBookId = (seeds.data?.priceBooks as { items: { id: string }[] }).items[0]?.id;
    const created = await mutate<{ catalog: { id: string; hierarchies: { id: string }[] } }>(
      `mutation ($input: CatalogCreateInput!) { createCatalog(input: $input) {
          catalog { id hierarchies { id } priceBooks { priceBook { id } } } ${USER_ERRORS} } }`,
      { input: { name: 'Integration catalog', hierarchyIds: [hierarchyId], priceBookId } },
    );
    expect(created.catalog.hierarchies).toEqual([{ id: hierarchyId }]);

    const bad = await graphql(
      `mutation { createCatalog(input: { name: "Bad", hierarchyIds: ["nope"] }) { catalog { id } ${USER_ERRORS} } }`,
    );
    expect((bad.data?.createCatalog as { userErrors: { field: string[] }[] }).userErrors[0]?.field).toEqual([
      'hierarchyIds',
    ]);

    const published = await mutate<{ release: { id: string; status: string } }>(
      `mutation ($id: ID!) { publishCatalog(catalogId: $id) { release { id status } ${USER_ERRORS} } }`,
      { id: created.catalog.id },
    );
    expect(published.release.status).toBe('PENDING');

    let status = 'PENDING';
    let release = null as ReleaseView | null;
    for (let tries = 0; tries < 40 && status !== 'PUBLISHED'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const read = await graphql(
        `
          query ($c: ID!, $r: ID!) {
            catalogRelease(catalogId: $c, id: $r) {
              status
              products(page: { limit: 100 }) {
                items {
                  name
                  displayPrice {
                    formatted
                  }
                }
              }
            }
          }
        `,
        { c: created.catalog.id, r: published.release.id },
      );
      release = read.data?.catalogRelease as ReleaseView | null;
      status = release?.status ?? 'PENDING';
    }
    expect(status).toBe('PUBLISHED');
    expect(release?.products.items.length).toBeGreaterThan(0);
    expect(release?.products.items.some((product) => product.displayPrice?.formatted.startsWith('$'))).toBe(
      true,
    );

    const refused = await graphql(
      `mutation ($id: ID!) { deleteCatalog(id: $id) { deletedId ${USER_ERRORS} } }`,
      { id: created.catalog.id },
    );
    expect((refused.data?.deleteCatalog as { deletedId: string | null }).deletedId).toBeNull();
  });
});
