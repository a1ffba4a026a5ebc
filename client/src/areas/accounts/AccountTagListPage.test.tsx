import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  AccountTagDetailsQueryVariables,
  AccountTagListQueryVariables,
  AccountTagRowFragment,
  DeleteAccountTagMutationVariables,
  UpdateAccountTagMutationVariables,
} from '../../graphql/generated';
import { UNDO_WINDOW_MS } from '../../components/undo/undoWindow';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const tag = (id: string, name: string, description: string | null = null): AccountTagRowFragment => ({
  __typename: 'AccountTag',
  id,
  name,
  description,
  updatedAt: '2026-11-01T10:00:00.000Z',
});

/** Two tags that change as the mutations run; a rename to `Gold` is refused as taken. */
function tagHandlers() {
  let tags = [tag('t-1', 'Wholesale', 'Trade buyers'), tag('t-2', 'Gold')];
  const lists: AccountTagListQueryVariables[] = [];
  const reads: string[] = [];
  const updates: UpdateAccountTagMutationVariables[] = [];
  const deletes: string[] = [];
  server.use(
    graphql.query('AccountTagList', ({ variables }) => {
      lists.push(variables as AccountTagListQueryVariables);
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          accountTags: {
            __typename: 'AccountTagPage',
            items: tags,
            pageInfo: {
              __typename: 'PageInfo',
              limit: 25,
              offset: 0,
              total: tags.length,
              hasNextPage: false,
            },
          },
        },
      });
    }),
    graphql.query('AccountTagDetails', ({ variables }) => {
      const { id } = variables as AccountTagDetailsQueryVariables;
      reads.push(String(id));
      return HttpResponse.json({
        data: { __typename: 'Query', accountTag: tags.find((candidate) => candidate.id === id) ?? null },
      });
    }),
    graphql.mutation('UpdateAccountTag', ({ variables }) => {
      const sent = variables as UpdateAccountTagMutationVariables;
      updates.push(sent);
      const taken = sent.input.name === 'Gold';
      if (!taken) {
        tags = tags.map((candidate) =>
          candidate.id === sent.id
            ? {
                ...candidate,
                name: sent.input.name ?? candidate.name,
                description: sent.input.description ?? null,
              }
            : candidate,
        );
      }
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          updateAccountTag: {
            __typename: 'AccountTagPayload',
            tag: taken ? null : (tags.find((candidate) => candidate.id === sent.id) ?? null),
            userErrors: taken
              ? [
                  {
                    __typename: 'UserError',
                    field: ['name'],
                    message: 'name Gold is already taken',
                    code: 'DUPLICATE',
                  },
                ]
              : [],
          },
        },
      });
    }),
    graphql.mutation('DeleteAccountTag', ({ variables }) => {
      const { id } = variables as DeleteAccountTagMutationVariables;
      deletes.push(String(id));
      tags = tags.filter((candidate) => candidate.id !== id);
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          deleteAccountTag: { __typename: 'DeleteAccountTagPayload', deletedId: id, userErrors: [] },
        },
      });
    }),
  );
  return { lists, reads, updates, deletes };
}

describe('account tags', () => {
  it('filters by name through the typed filter', async () => {
    const { lists } = tagHandlers();
    const { user, router } = renderApp('/accounts/tags');
    await screen.findByRole('cell', { name: 'Wholesale' });
    await user.type(screen.getByLabelText('Name contains'), 'whole');
    await waitFor(() => expect(lists.at(-1)?.filter).toEqual({ name: { like: 'whole' } }));
    expect(currentUrl(router)).toContain('name=whole');
  });

  it('edits a tag read afresh in a URL dialog, keeps the input on a refusal, then saves', async () => {
    const { reads, updates } = tagHandlers();
    const { user, router } = renderApp('/accounts/tags');
    await user.click(await screen.findByRole('button', { name: 'Edit tag Wholesale' }));
    expect(router.state.location.search).toBe('?dialog=edit-tag&tag=t-1');
    const dialog = await screen.findByRole('dialog', { name: 'Edit tag Wholesale' });
    expect(reads).toEqual(['t-1']);
    const name = within(dialog).getByLabelText('Tag name');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Trade buyers');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save tag' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(updates).toEqual([]);
    await user.type(name, 'Gold');
    await user.click(within(dialog).getByRole('button', { name: 'Save tag' }));
    expect(await within(dialog).findByText('name Gold is already taken')).toBeInTheDocument();
    expect(name).toHaveValue('Gold');
    await user.clear(name);
    await user.type(name, 'Trade');
    await user.click(within(dialog).getByRole('button', { name: 'Save tag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updates.at(-1)).toEqual({ id: 't-1', input: { name: 'Trade', description: 'Trade buyers' } });
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('cell', { name: 'Trade' })).toBeInTheDocument();
  });

  it('deletes a tag after confirming, when the undo window ends', async () => {
    const { deletes } = tagHandlers();
    const { user, router } = renderApp('/accounts/tags');
    await user.click(await screen.findByRole('button', { name: 'Delete tag Gold' }));
    expect(router.state.location.search).toBe('?dialog=delete-tag&tag=t-2');
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Delete tag Gold? It disappears from every account it is on.');
    await user.click(within(alert).getByRole('button', { name: 'Delete tag' }));
    // Hidden at once with an Undo offer; nothing is sent before the window ends.
    expect(screen.queryByRole('cell', { name: 'Gold' })).not.toBeInTheDocument();
    expect(await screen.findByText('Tag Gold deleted')).toBeInTheDocument();
    expect(deletes).toEqual([]);
    await waitFor(() => expect(deletes).toEqual(['t-2']), { timeout: UNDO_WINDOW_MS + 3000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('cell', { name: 'Gold' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Wholesale' })).toBeInTheDocument();
  });

  it('Undo on a tag delete shows the tag again and sends nothing', async () => {
    const { deletes } = tagHandlers();
    const { user } = renderApp('/accounts/tags');
    await user.click(await screen.findByRole('button', { name: 'Delete tag Gold' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete tag' }),
    );
    const notice = (await screen.findByText('Tag Gold deleted')).closest<HTMLElement>('.bp6-toast');
    if (!notice) throw new Error('no toast');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('cell', { name: 'Gold' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, UNDO_WINDOW_MS + 300)));
    expect(deletes).toEqual([]);
  });
});
