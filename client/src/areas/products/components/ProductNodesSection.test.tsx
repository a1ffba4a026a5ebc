import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AttachProductNodesMutation,
  AttachProductNodesMutationVariables,
  DetachProductNodesMutation,
  DetachProductNodesMutationVariables,
  HierarchyTreeNodeFragment,
  NodePickerHierarchiesQuery,
  ProductDetailsQuery,
  ProductNodeItemFragment,
  ProductNodesQuery,
} from '../../../graphql/generated';
import { productDetails } from '../../../../test/fixtures';
import { server } from '../../../../test/server';
import { renderApp, signInForTest } from '../../../../test/renderApp';

beforeEach(signInForTest);

function productNode(id: string, name: string, hierarchy: string): ProductNodeItemFragment {
  return {
    __typename: 'HierarchyNode',
    id,
    name,
    hierarchyId: `h-${hierarchy.toLowerCase()}`,
    breadcrumbs: [
      { __typename: 'HierarchyBreadcrumb', id: `h-${hierarchy.toLowerCase()}`, name: hierarchy },
      { __typename: 'HierarchyBreadcrumb', id, name },
    ],
  };
}

function pickerNode(id: string, name: string, parentId: string | null = null): HierarchyTreeNodeFragment {
  return {
    __typename: 'HierarchyNode',
    id,
    name,
    slug: null,
    description: null,
    sortOrder: null,
    parentId,
    updatedAt: null,
  };
}

const picker: NodePickerHierarchiesQuery = {
  __typename: 'Query',
  hierarchies: {
    __typename: 'HierarchyPage',
    items: [
      {
        __typename: 'Hierarchy',
        id: 'h-brands',
        name: 'Brands',
        nodes: { __typename: 'HierarchyNodePage', items: [pickerNode('n-acme', 'Acme')] },
      },
      {
        __typename: 'Hierarchy',
        id: 'h-kitchen',
        name: 'Kitchen',
        nodes: {
          __typename: 'HierarchyNodePage',
          items: [pickerNode('n-mugs', 'Mugs'), pickerNode('n-tea', 'Tea mugs', 'n-mugs')],
        },
      },
    ],
  },
};

describe('product hierarchy nodes', () => {
  it('lists the nodes, attaches several picked nodes at once and detaches one', async () => {
    let attached = false;
    let detached = false;
    const attachCalls: AttachProductNodesMutationVariables[] = [];
    const detachCalls: DetachProductNodesMutationVariables[] = [];
    const current = () => [
      ...(detached ? [] : [productNode('n-mugs', 'Mugs', 'Kitchen')]),
      ...(attached
        ? [productNode('n-acme', 'Acme', 'Brands'), productNode('n-tea', 'Tea mugs', 'Kitchen')]
        : []),
    ];
    const payload = {
      __typename: 'ProductNodesPayload' as const,
      product: { __typename: 'Product' as const, id: 'p-1' },
      userErrors: [],
    };
    server.use(
      graphql.query<ProductDetailsQuery>('ProductDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', product: productDetails({ id: 'p-1' }) } }),
      ),
      graphql.query<ProductNodesQuery>('ProductNodes', () => {
        const items = current();
        return HttpResponse.json({
          data: {
            __typename: 'Query',
            product: {
              __typename: 'Product',
              id: 'p-1',
              nodes: {
                __typename: 'HierarchyNodePage',
                items,
                pageInfo: { __typename: 'PageInfo', total: items.length },
              },
            },
          },
        });
      }),
      graphql.query<NodePickerHierarchiesQuery>('NodePickerHierarchies', () =>
        HttpResponse.json({ data: picker }),
      ),
      graphql.mutation<AttachProductNodesMutation, AttachProductNodesMutationVariables>(
        'AttachProductNodes',
        ({ variables }) => {
          attachCalls.push(variables);
          attached = true;
          return HttpResponse.json({ data: { __typename: 'Mutation', attachProductNodes: payload } });
        },
      ),
      graphql.mutation<DetachProductNodesMutation, DetachProductNodesMutationVariables>(
        'DetachProductNodes',
        ({ variables }) => {
          detachCalls.push(variables);
          detached = true;
          return HttpResponse.json({ data: { __typename: 'Mutation', detachProductNodes: payload } });
        },
      ),
    );
    const { user } = renderApp('/products/p-1');
    const section = await screen.findByLabelText('Hierarchy nodes');
    const table = await within(section).findByRole('table', { name: 'Product nodes' });
    expect(within(table).getByRole('link', { name: 'Kitchen / Mugs' })).toHaveAttribute(
      'href',
      '/hierarchies/h-kitchen?node=n-mugs',
    );

    await user.click(within(section).getByRole('button', { name: 'Attach to nodes…' }));
    const choices = await within(section).findByRole('group', { name: 'Choose nodes' });
    // Already attached: shown checked and disabled.
    const mugs = await within(choices).findByLabelText('Kitchen / Mugs');
    expect(mugs).toBeChecked();
    expect(mugs).toBeDisabled();
    await user.type(within(choices).getByLabelText('Filter nodes'), 'mug');
    expect(within(choices).queryByLabelText('Brands / Acme')).not.toBeInTheDocument();
    await user.click(within(choices).getByLabelText('Kitchen / Mugs / Tea mugs'));
    await user.clear(within(choices).getByLabelText('Filter nodes'));
    await user.click(within(choices).getByLabelText('Brands / Acme'));
    await user.click(within(choices).getByRole('button', { name: 'Attach to 2 selected' }));
    await waitFor(() => expect(attachCalls).toEqual([{ productId: 'p-1', nodeIds: ['n-tea', 'n-acme'] }]));
    expect(await screen.findByText('Attached to 2 nodes')).toBeInTheDocument();
    expect(await within(section).findByRole('link', { name: 'Brands / Acme' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Detach from Kitchen / Mugs' }));
    await waitFor(() => expect(detachCalls).toEqual([{ productId: 'p-1', nodeIds: ['n-mugs'] }]));
    await waitFor(() =>
      expect(within(section).queryByRole('link', { name: 'Kitchen / Mugs' })).not.toBeInTheDocument(),
    );
  });
});
