/**
 * Hierarchies through the gateway against a real sandbox, both in this process on random ports:
 * seeded trees, building and re-arranging a tree, products in nodes, and batching over real HTTP.
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

describe('hierarchies against the sandbox', () => {
  it('lists the seeded hierarchies and reads a whole tree with its parents in two calls', async () => {
    const list = await graphql(`
      {
        hierarchies(filter: { name: { like: "department" } }) {
          items {
            id
            name
          }
        }
      }
    `);
    const [department] = (list.data?.hierarchies as { items: { id: string; name: string }[] }).items;
    expect(department?.name).toBe('Shop by Department');

    const tree = await graphql(
      `
        query ($id: ID!) {
          hierarchy(id: $id) {
            nodes(page: { limit: 100 }) {
              items {
                name
                parentId
                parent {
                  name
                }
              }
              pageInfo {
                total
              }
            }
          }
        }
      `,
      { id: department?.id },
    );
    expect(tree.errors).toBeUndefined();
    const nodes = (
      tree.data?.hierarchy as { nodes: { items: { name: string; parent: { name: string } | null }[] } }
    ).nodes.items;
    expect(nodes.find((node) => node.name === 'Audiobooks')?.parent).toEqual({ name: 'Books' });
    expect(nodes.find((node) => node.name === 'Apparel')?.parent).toBeNull();
    // One call for the hierarchy, one for its nodes; every parent came from that same page.
    expect(tree.extensions?.provider).toMatchObject({ calls: 2 });
  });

  it("reads a page of hierarchies with every hierarchy's nodes in two calls, as each reads alone", async () => {
    const NODES = `nodes(page: $nodePage) { items { id name parentId } pageInfo { limit offset total hasNextPage } }`;
    for (const nodePage of [{ limit: 100 }, { limit: 2, offset: 1 }]) {
      const page = await graphql(
        `query ($nodePage: PageInput) { hierarchies(page: { limit: 100 }) { items { id ${NODES} } } }`,
        { nodePage },
      );
      expect(page.errors).toBeUndefined();
      const hierarchies = (page.data?.hierarchies as { items: { id: string; nodes: unknown }[] }).items;
      expect(hierarchies.length).toBeGreaterThanOrEqual(3);
      // The hierarchies, then one page of all their nodes: not one call per hierarchy.
      expect(page.extensions?.provider).toMatchObject({ calls: 2 });
      for (const { id, nodes } of hierarchies) {
        const alone = await graphql(
          `query ($id: ID!, $nodePage: PageInput) { hierarchy(id: $id) { ${NODES} } }`,
          {
            id,
            nodePage,
          },
        );
        expect((alone.data?.hierarchy as { nodes: unknown }).nodes).toEqual(nodes);
      }
    }
  });

  it('builds a tree, moves a node, refuses a cycle, attaches a product and finds it both ways', async () => {
    const { hierarchy } = await mutate<{ hierarchy: { id: string } }>(
      `mutation ($input: HierarchyCreateInput!) { createHierarchy(input: $input) { hierarchy { id } ${USER_ERRORS} } }`,
      { input: { name: 'Integration Tree', slug: 'integration-tree' } },
    );
    const CREATE_NODE = `mutation ($h: ID!, $input: HierarchyNodeCreateInput!) { createHierarchyNode(hierarchyId: $h, input: $input) {
      node { id name parentId } ${USER_ERRORS} } }`;
    const { node: gifts } = await mutate<{ node: { id: string } }>(CREATE_NODE, {
      h: hierarchy.id,
      input: { name: 'Gifts' },
    });
    const { node: mugs } = await mutate<{ node: { id: string } }>(CREATE_NODE, {
      h: hierarchy.id,
      input: { name: 'Mugs' },
    });

    const MOVE = `mutation ($h: ID!, $id: ID!, $parentId: ID) { moveHierarchyNode(hierarchyId: $h, id: $id, parentId: $parentId) {
      node { id parentId breadcrumbs { name } } ${USER_ERRORS} } }`;
    const moved = await mutate<{ node: { parentId: string; breadcrumbs: { name: string }[] } }>(MOVE, {
      h: hierarchy.id,
      id: mugs.id,
      parentId: gifts.id,
    });
    expect(moved.node.parentId).toBe(gifts.id);
    expect(moved.node.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Integration Tree', 'Gifts', 'Mugs']);

    const cycle = await graphql(MOVE, { h: hierarchy.id, id: gifts.id, parentId: mugs.id });
    expect(cycle.data?.moveHierarchyNode).toEqual({
      node: null,
      userErrors: [
        {
          field: ['parentId'],
          message: 'A node cannot be moved under one of its own descendants',
          code: 'INVALID',
        },
      ],
    });

    const products = await graphql(`
      {
        products(filter: { sku: { like: "HOM-MUG" } }, page: { limit: 1 }) {
          items {
            id
            sku
          }
        }
      }
    `);
    const [mug] = (products.data?.products as { items: { id: string; sku: string }[] }).items;
    await mutate(
      `mutation ($h: ID!, $id: ID!, $p: [ID!]!) { attachProductsToHierarchyNode(hierarchyId: $h, id: $id, productIds: $p) {
        node { id } ${USER_ERRORS} } }`,
      { h: hierarchy.id, id: mugs.id, p: [mug?.id] },
    );
    const inNode = await graphql(
      `
        query ($id: ID!) {
          hierarchyNode(id: $id) {
            products {
              items {
                sku
              }
              pageInfo {
                total
              }
            }
          }
        }
      `,
      { id: mugs.id },
    );
    expect(inNode.data?.hierarchyNode).toEqual({
      products: { items: [{ sku: mug?.sku }], pageInfo: { total: 1 } },
    });
    const fromProduct = await graphql(
      `
        query ($id: ID!) {
          product(id: $id) {
            nodes {
              items {
                name
                parent {
                  name
                }
                hierarchy {
                  name
                }
              }
            }
          }
        }
      `,
      { id: mug?.id },
    );
    const productNodes = (fromProduct.data?.product as { nodes: { items: unknown[] } }).nodes.items;
    expect(productNodes).toContainEqual({
      name: 'Mugs',
      parent: { name: 'Gifts' },
      hierarchy: { name: 'Integration Tree' },
    });

    // Deleting the parent takes the child and the product assignment with it; the product stays.
    await mutate(
      `mutation ($h: ID!, $id: ID!) { deleteHierarchyNode(hierarchyId: $h, id: $id) { deletedId ${USER_ERRORS} } }`,
      { h: hierarchy.id, id: gifts.id },
    );
    const gone = await graphql(
      `
        query ($ids: [ID!]!) {
          hierarchyNodesByIds(ids: $ids) {
            items {
              id
            }
            pageInfo {
              total
            }
          }
        }
      `,
      {
        ids: [gifts.id, mugs.id],
      },
    );
    expect(gone.data?.hierarchyNodesByIds).toEqual({ items: [], pageInfo: { total: 0 } });
  });

  it('reorders top-level nodes and a duplicate sibling name is a userError on the name field', async () => {
    const { hierarchy } = await mutate<{ hierarchy: { id: string } }>(
      `mutation { createHierarchy(input: { name: "Ordering" }) { hierarchy { id } ${USER_ERRORS} } }`,
      {},
    );
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const { node } = await mutate<{ node: { id: string } }>(
        `mutation ($h: ID!, $name: String!) { createHierarchyNode(hierarchyId: $h, input: { name: $name }) { node { id } ${USER_ERRORS} } }`,
        { h: hierarchy.id, name },
      );
      ids.push(node.id);
    }
    const order = [ids[2], ids[0], ids[1]];
    const sorted = await mutate<{ children: { id: string }[] }>(
      `mutation ($h: ID!, $ids: [ID!]!) { sortHierarchyNodeChildren(hierarchyId: $h, parentId: null, childIds: $ids) {
        children { id } ${USER_ERRORS} } }`,
      { h: hierarchy.id, ids: order },
    );
    expect(sorted.children.map((child) => child.id)).toEqual(order);

    const duplicate = await graphql(
      `mutation ($h: ID!) { createHierarchyNode(hierarchyId: $h, input: { name: "One" }) { node { id } ${USER_ERRORS} } }`,
      { h: hierarchy.id },
    );
    expect(duplicate.data?.createHierarchyNode).toEqual({
      node: null,
      userErrors: [
        { field: ['name'], message: 'A sibling node with this name already exists', code: 'DUPLICATE' },
      ],
    });
  });
});
