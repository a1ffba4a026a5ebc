import { Classes } from '@blueprintjs/core';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  HierarchyNodeProductsQuery,
  HierarchyTreeNodeFragment,
  HierarchyTreeQuery,
  MoveHierarchyNodeMutation,
  MoveHierarchyNodeMutationVariables,
  UpdateHierarchyNodeMutation,
  UpdateHierarchyNodeMutationVariables,
  CreateHierarchyMutation,
  HierarchyListQuery,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

function treeNode(
  id: string,
  name: string,
  parentId: string | null,
  sortOrder: number | null = null,
): HierarchyTreeNodeFragment {
  return {
    __typename: 'HierarchyNode',
    id,
    name,
    slug: name.toLowerCase(),
    description: null,
    sortOrder,
    parentId,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

function treeResponse(nodes: HierarchyTreeNodeFragment[]): HierarchyTreeQuery {
  return {
    __typename: 'Query',
    hierarchy: {
      __typename: 'Hierarchy',
      id: 'h-1',
      name: 'Gifts',
      slug: 'gifts',
      description: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
      nodes: {
        __typename: 'HierarchyNodePage',
        items: nodes,
        pageInfo: { __typename: 'PageInfo', total: nodes.length },
      },
    },
  };
}

const emptyProducts: HierarchyNodeProductsQuery = {
  __typename: 'Query',
  hierarchyNode: {
    __typename: 'HierarchyNode',
    id: 'n-mugs',
    products: {
      __typename: 'ProductPage',
      items: [],
      pageInfo: { __typename: 'PageInfo', limit: 100, offset: 0, total: 0, hasNextPage: false },
    },
  },
};

describe('hierarchy detail', () => {
  it('shows the tree, selects a node through the URL and moves it under another node', async () => {
    let nodes = [treeNode('n-gifts', 'Gift ideas', null, 2), treeNode('n-mugs', 'Mugs', null, 1)];
    let moved: MoveHierarchyNodeMutationVariables | undefined;
    server.use(
      graphql.query<HierarchyTreeQuery>('HierarchyTree', () =>
        HttpResponse.json({ data: treeResponse(nodes) }),
      ),
      graphql.query<HierarchyNodeProductsQuery>('HierarchyNodeProducts', () =>
        HttpResponse.json({ data: emptyProducts }),
      ),
      graphql.mutation<MoveHierarchyNodeMutation, MoveHierarchyNodeMutationVariables>(
        'MoveHierarchyNode',
        ({ variables }) => {
          moved = variables;
          const node = treeNode('n-mugs', 'Mugs', 'n-gifts', 1);
          nodes = [nodes[0] as HierarchyTreeNodeFragment, node];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              moveHierarchyNode: { __typename: 'HierarchyNodePayload', node, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/hierarchies/h-1');

    const tree = await screen.findByRole('region', { name: 'Nodes' });
    const labels = [...tree.querySelectorAll(`.${Classes.TREE_NODE_LABEL}`)].map(
      (label) => label.textContent,
    );
    expect(labels).toEqual(['Gift ideas', 'Mugs']);
    await user.click(within(tree).getByText('Mugs'));
    expect(currentUrl(router)).toBe('/hierarchies/h-1?node=n-mugs');

    await user.selectOptions(await screen.findByLabelText('Move to'), 'Gift ideas');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moved).toEqual({ hierarchyId: 'h-1', id: 'n-mugs', parentId: 'n-gifts' }));
    expect(await screen.findByText('Node moved')).toBeInTheDocument();
    // The refetched tree nests Mugs under Gift ideas.
    await waitFor(() =>
      expect(
        within(screen.getByRole('heading', { level: 3 })).getByText('Gift ideas / Mugs'),
      ).toBeInTheDocument(),
    );
  });

  it('shows a duplicate sibling name under the name field and keeps what was typed', async () => {
    let sent: UpdateHierarchyNodeMutationVariables | undefined;
    server.use(
      graphql.query<HierarchyTreeQuery>('HierarchyTree', () =>
        HttpResponse.json({
          data: treeResponse([treeNode('n-a', 'Alpha', null), treeNode('n-b', 'Beta', null)]),
        }),
      ),
      graphql.query<HierarchyNodeProductsQuery>('HierarchyNodeProducts', () =>
        HttpResponse.json({ data: emptyProducts }),
      ),
      graphql.mutation<UpdateHierarchyNodeMutation, UpdateHierarchyNodeMutationVariables>(
        'UpdateHierarchyNode',
        ({ variables }) => {
          sent = variables;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateHierarchyNode: {
                __typename: 'HierarchyNodePayload',
                node: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['name'],
                    message: 'A sibling node with this name already exists',
                    code: 'DUPLICATE',
                  },
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/hierarchies/h-1?node=n-b');
    const node = await screen.findByRole('form', { name: 'Node' });
    const name = within(node).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Alpha');
    await user.click(within(node).getByRole('button', { name: 'Save node' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A sibling node with this name already exists'),
    );
    expect(name).toHaveValue('Alpha');
    expect(sent).toEqual({ hierarchyId: 'h-1', id: 'n-b', input: { name: 'Alpha' } });
  });
});

describe('hierarchy list', () => {
  it('filters by name in the URL and creates a hierarchy from a dialog', async () => {
    const filters: unknown[] = [];
    server.use(
      graphql.query<HierarchyListQuery>('HierarchyList', ({ variables }) => {
        filters.push(variables.filter ?? null);
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            hierarchies: {
              __typename: 'HierarchyPage',
              items: [
                {
                  __typename: 'Hierarchy',
                  id: 'h-1',
                  name: 'Brands',
                  slug: 'brands',
                  description: 'House brands',
                  updatedAt: null,
                },
              ],
              pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: 1, hasNextPage: false },
            },
          },
        });
      }),
      graphql.mutation<CreateHierarchyMutation>('CreateHierarchy', () =>
        HttpResponse.json({
          data: {
            __typename: 'Mutation',
            createHierarchy: {
              __typename: 'HierarchyPayload',
              hierarchy: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: ['slug'],
                  message: 'A hierarchy with this slug already exists',
                  code: 'DUPLICATE',
                },
              ],
            },
          },
        }),
      ),
    );
    const { user, router } = renderApp('/hierarchies?name=bra');
    expect(await screen.findByRole('link', { name: 'Brands' })).toBeInTheDocument();
    expect(filters[0]).toEqual({ name: { like: 'bra' } });

    await user.click(screen.getByRole('button', { name: 'Add hierarchy' }));
    expect(currentUrl(router)).toBe('/hierarchies?name=bra&dialog=create');
    const dialog = await screen.findByRole('form', { name: 'Add hierarchy' });
    await user.type(within(dialog).getByLabelText('Name'), 'Brands');
    await user.type(within(dialog).getByLabelText('Slug'), 'brands');
    await user.click(within(dialog).getByRole('button', { name: 'Create hierarchy' }));
    const slug = within(dialog).getByLabelText('Slug');
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription('A hierarchy with this slug already exists'),
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Brands');
  });
});
