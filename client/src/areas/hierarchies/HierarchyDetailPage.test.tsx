import { Classes } from '@blueprintjs/core';
import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  DeleteHierarchyNodeMutation,
  DeleteHierarchyNodeMutationVariables,
  HierarchyNodeProductsQuery,
  HierarchyTreeNodeFragment,
  HierarchyTreeQuery,
  MoveHierarchyNodeMutation,
  MoveHierarchyNodeMutationVariables,
  AttachProductsToHierarchyNodeMutation,
  AttachProductsToHierarchyNodeMutationVariables,
  DuplicatedHierarchyQuery,
  DuplicateHierarchyMutation,
  DuplicateHierarchyMutationVariables,
  JobProgressQuery,
  ProductsBySkuQuery,
  SortHierarchyNodeChildrenMutation,
  SortHierarchyNodeChildrenMutationVariables,
  UpdateHierarchyNodeMutation,
  UpdateHierarchyNodeMutationVariables,
  CreateHierarchyMutation,
  HierarchyListQuery,
} from '../../graphql/generated';
import { UNDO_WINDOW_MS } from '../../components/undo/undoWindow';
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

  it('hides a deleted node with its subtree at once; Undo sends nothing, the window end sends the delete', async () => {
    let nodes = [treeNode('n-gifts', 'Gift ideas', null, 1), treeNode('n-mugs', 'Mugs', 'n-gifts', 1)];
    const deleted: DeleteHierarchyNodeMutationVariables[] = [];
    server.use(
      graphql.query<HierarchyTreeQuery>('HierarchyTree', () =>
        HttpResponse.json({ data: treeResponse(nodes) }),
      ),
      graphql.query<HierarchyNodeProductsQuery>('HierarchyNodeProducts', () =>
        HttpResponse.json({ data: emptyProducts }),
      ),
      graphql.mutation<DeleteHierarchyNodeMutation, DeleteHierarchyNodeMutationVariables>(
        'DeleteHierarchyNode',
        ({ variables }) => {
          deleted.push(variables);
          nodes = [];
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              deleteHierarchyNode: {
                __typename: 'DeleteHierarchyNodePayload',
                deletedId: 'n-gifts',
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/hierarchies/h-1?node=n-gifts');
    const tree = await screen.findByRole('region', { name: 'Nodes' });
    await within(tree).findByText('Mugs');
    const deleteGifts = async () => {
      await user.click(await screen.findByRole('button', { name: 'Delete node' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(confirm).toHaveTextContent('Delete node Gift ideas and the 1 node under it?');
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    };

    await deleteGifts();
    expect(within(tree).queryByText('Gift ideas')).not.toBeInTheDocument();
    expect(within(tree).queryByText('Mugs')).not.toBeInTheDocument();
    const notice = (await screen.findByText('Node Gift ideas deleted')).closest<HTMLElement>('.bp6-toast');
    if (!notice) throw new Error('no toast');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    // The tree is drawn again (it showed "No nodes yet" meanwhile).
    const shown = await screen.findByRole('region', { name: 'Nodes' });
    expect(await within(shown).findByText('Gift ideas')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, UNDO_WINDOW_MS + 300)));
    expect(deleted).toEqual([]);

    await user.click(within(shown).getByText('Gift ideas'));
    await deleteGifts();
    expect(deleted).toEqual([]);
    await waitFor(() => expect(deleted).toEqual([{ hierarchyId: 'h-1', id: 'n-gifts' }]), {
      timeout: UNDO_WINDOW_MS + 3000,
    });
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

/** jsdom has no DataTransfer: a minimal one that keeps what a dragstart puts on it. */
function fakeDataTransfer() {
  const data = new Map<string, string>();
  return {
    get types() {
      return [...data.keys()];
    },
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}

/**
 * Drags `source` onto `target` with native drag events; `clientY` picks the spot within the row
 * (rows measure 0–20 here: under 5 is before, over 15 after). Returns whether the drop was allowed.
 */
function dragAndDrop(source: Element, target: Element, clientY = 10): boolean {
  const dataTransfer = fakeDataTransfer();
  fireEvent.dragStart(source, { dataTransfer });
  const at = (event: Event) => {
    Object.defineProperty(event, 'clientY', { value: clientY });
    return event;
  };
  const over = at(createEvent.dragOver(target, { dataTransfer }));
  fireEvent(target, over);
  if (over.defaultPrevented) fireEvent(target, at(createEvent.drop(target, { dataTransfer })));
  fireEvent.dragEnd(source, { dataTransfer });
  return over.defaultPrevented;
}

function mutationPayload(node: HierarchyTreeNodeFragment) {
  return { __typename: 'HierarchyNodePayload' as const, node, userErrors: [] };
}

describe('hierarchy drag and drop', () => {
  beforeEach(() => {
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 0,
      bottom: 20,
      height: 20,
      left: 0,
      right: 200,
      width: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const nodes = [
    treeNode('n-gifts', 'Gift ideas', null, 3),
    treeNode('n-mugs', 'Mugs', null, 2),
    treeNode('n-cups', 'Cups', null, 1),
    treeNode('n-tea', 'Tea', 'n-gifts'),
  ];

  it('re-parents, reorders and moves to the top level by dragging, refusing its own subtree', async () => {
    const moves: MoveHierarchyNodeMutationVariables[] = [];
    const sorts: SortHierarchyNodeChildrenMutationVariables[] = [];
    server.use(
      graphql.query<HierarchyTreeQuery>('HierarchyTree', () =>
        HttpResponse.json({ data: treeResponse(nodes) }),
      ),
      graphql.mutation<MoveHierarchyNodeMutation, MoveHierarchyNodeMutationVariables>(
        'MoveHierarchyNode',
        ({ variables }) => {
          moves.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              moveHierarchyNode: mutationPayload(nodes[1] as HierarchyTreeNodeFragment),
            },
          });
        },
      ),
      graphql.mutation<SortHierarchyNodeChildrenMutation, SortHierarchyNodeChildrenMutationVariables>(
        'SortHierarchyNodeChildren',
        ({ variables }) => {
          sorts.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              sortHierarchyNodeChildren: {
                __typename: 'SortHierarchyNodeChildrenPayload',
                children: [],
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    renderApp('/hierarchies/h-1');
    const tree = await screen.findByRole('region', { name: 'Nodes' });
    const node = (name: string) => within(tree).getByText(name);

    // Onto the middle of a row: under that node.
    expect(dragAndDrop(node('Mugs'), node('Gift ideas'))).toBe(true);
    await waitFor(() => expect(moves).toEqual([{ hierarchyId: 'h-1', id: 'n-mugs', parentId: 'n-gifts' }]));
    expect(await screen.findByText('Node moved')).toBeInTheDocument();

    // Onto the top edge of a row: before it among its siblings.
    expect(dragAndDrop(node('Cups'), node('Gift ideas'), 2)).toBe(true);
    await waitFor(() =>
      expect(sorts).toEqual([
        { hierarchyId: 'h-1', parentId: null, childIds: ['n-cups', 'n-gifts', 'n-mugs'] },
      ]),
    );

    // Onto the top-level area.
    expect(dragAndDrop(node('Tea'), within(tree).getByRole('group', { name: 'Top level' }))).toBe(true);
    await waitFor(() => expect(moves).toHaveLength(2));
    expect(moves[1]).toEqual({ hierarchyId: 'h-1', id: 'n-tea', parentId: null });

    // Into its own subtree: refused, nothing sent.
    expect(dragAndDrop(node('Gift ideas'), node('Tea'))).toBe(false);
    expect(dragAndDrop(node('Gift ideas'), node('Tea'), 18)).toBe(false);
    expect(moves).toHaveLength(2);
    expect(sorts).toHaveLength(1);
  });

  it('attaches a product dragged from the SKU search onto a node of the tree', async () => {
    let attached: AttachProductsToHierarchyNodeMutationVariables | undefined;
    server.use(
      graphql.query<HierarchyTreeQuery>('HierarchyTree', () =>
        HttpResponse.json({ data: treeResponse(nodes) }),
      ),
      graphql.query<HierarchyNodeProductsQuery>('HierarchyNodeProducts', () =>
        HttpResponse.json({ data: emptyProducts }),
      ),
      graphql.query<ProductsBySkuQuery>('ProductsBySku', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            products: {
              __typename: 'ProductPage',
              items: [{ __typename: 'Product', id: 'p-1', name: 'Blue mug', sku: 'MUG-1', status: 'LIVE' }],
            },
          },
        }),
      ),
      graphql.mutation<AttachProductsToHierarchyNodeMutation, AttachProductsToHierarchyNodeMutationVariables>(
        'AttachProductsToHierarchyNode',
        ({ variables }) => {
          attached = variables;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              attachProductsToHierarchyNode: {
                __typename: 'HierarchyNodePayload',
                node: { __typename: 'HierarchyNode', id: 'n-gifts' },
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/hierarchies/h-1?node=n-mugs');
    await user.type(await screen.findByLabelText('Find products by SKU'), 'MUG');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('list', { name: 'Products found' });
    const row = within(found).getByText('Blue mug').closest('li') as HTMLElement;
    const tree = screen.getByRole('region', { name: 'Nodes' });

    expect(dragAndDrop(row, within(tree).getByText('Gift ideas'), 2)).toBe(true);
    await waitFor(() => expect(attached).toEqual({ hierarchyId: 'h-1', id: 'n-gifts', productIds: ['p-1'] }));
    expect(await screen.findByText('Blue mug attached to Gift ideas')).toBeInTheDocument();
    // A product is never dropped on the top-level area.
    expect(dragAndDrop(row, within(tree).getByRole('group', { name: 'Top level' }))).toBe(false);
  });
});

describe('hierarchy duplicate', () => {
  it('starts a duplicate job, follows it and links to the copy', async () => {
    let started: DuplicateHierarchyMutationVariables | undefined;
    const job = {
      __typename: 'Job' as const,
      id: 'j-1',
      jobType: 'HIERARCHY_DUPLICATE' as const,
      startedAt: null,
      completedAt: null,
      fileUrl: null,
    };
    server.use(
      graphql.query<HierarchyTreeQuery>('HierarchyTree', () =>
        HttpResponse.json({ data: treeResponse([treeNode('n-a', 'Alpha', null)]) }),
      ),
      graphql.mutation<DuplicateHierarchyMutation, DuplicateHierarchyMutationVariables>(
        'DuplicateHierarchy',
        ({ variables }) => {
          started = variables;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              duplicateHierarchy: {
                __typename: 'JobPayload',
                job: { ...job, status: 'PENDING' },
                userErrors: [],
              },
            },
          });
        },
      ),
      graphql.query<JobProgressQuery>('JobProgress', () =>
        HttpResponse.json({ data: { __typename: 'Query', job: { ...job, status: 'SUCCESS' } } }),
      ),
      graphql.query<DuplicatedHierarchyQuery>('DuplicatedHierarchy', () =>
        HttpResponse.json({
          data: { __typename: 'Query', job: { __typename: 'Job', id: 'j-1', hierarchyId: 'h-2' } },
        }),
      ),
    );
    const { user, router } = renderApp('/hierarchies/h-1');
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(currentUrl(router)).toBe('/hierarchies/h-1?dialog=duplicate');
    const form = await screen.findByRole('form', { name: 'Duplicate Gifts' });
    const name = within(form).getByLabelText('Name');
    expect(name).toHaveValue('Copy of Gifts');
    await user.clear(name);
    await user.type(name, 'Gifts 2027');
    await user.click(within(form).getByLabelText('Copy the products attached to the nodes'));
    await user.click(within(form).getByRole('button', { name: 'Duplicate' }));

    await waitFor(() =>
      expect(started).toEqual({ id: 'h-1', input: { name: 'Gifts 2027', includeProducts: false } }),
    );
    const link = await screen.findByRole('link', { name: 'Open Gifts 2027' });
    expect(link).toHaveAttribute('href', '/hierarchies/h-2');
  });

  it('keeps the dialog open with a message when the name is empty', async () => {
    server.use(
      graphql.query<HierarchyTreeQuery>('HierarchyTree', () => HttpResponse.json({ data: treeResponse([]) })),
    );
    const { user } = renderApp('/hierarchies/h-1?dialog=duplicate');
    const form = await screen.findByRole('form', { name: 'Duplicate Gifts' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.click(within(form).getByRole('button', { name: 'Duplicate' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Enter a name for the copy.');
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
