import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateCustomApiMutation,
  CreateCustomApiMutationVariables,
  CustomApiListItemFragment,
  CustomApiListQuery,
  CustomApiListQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { pageInfo } from '../../../test/pageInfo';
import { userError } from '../../../test/userError';

beforeEach(signInForTest);

function api(id: string, name: string): CustomApiListItemFragment {
  return {
    __typename: 'CustomApi',
    id,
    name,
    description: null,
    slug: name.toLowerCase(),
    apiType: `${name.toLowerCase()}_ext`,
    updatedAt: '2026-01-10T09:30:00.000Z',
  };
}

function listHandler(apis: CustomApiListItemFragment[]) {
  const sent: CustomApiListQueryVariables[] = [];
  const handler = graphql.query<CustomApiListQuery, CustomApiListQueryVariables>(
    'CustomApiList',
    ({ variables }) => {
      sent.push(variables);
      const like = variables.filter?.name?.like?.toLowerCase() ?? '';
      const items = apis.filter((item) => item.name.toLowerCase().includes(like));
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          customApis: {
            __typename: 'CustomApiPage',
            items,
            pageInfo: pageInfo(items.length),
          },
        },
      });
    },
  );
  return { handler, sent };
}

describe('Custom API list', () => {
  it('links each API to its page and filters by name in the URL', async () => {
    const { handler, sent } = listHandler([api('a-1', 'Wishlists'), api('a-2', 'Vouchers')]);
    server.use(handler);
    const { user, router } = renderApp('/custom-apis');
    const table = await screen.findByRole('table', { name: 'Custom APIs' });
    expect(await within(table).findByRole('link', { name: 'Wishlists' })).toHaveAttribute(
      'href',
      '/custom-apis/a-1',
    );
    await user.type(screen.getByLabelText('Name contains'), 'vouch');
    await waitFor(() => expect(sent.at(-1)?.filter).toEqual({ name: { like: 'vouch' } }), { timeout: 2000 });
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Wishlists' })).not.toBeInTheDocument(),
    );
    expect(currentUrl(router)).toBe('/custom-apis?name=vouch');
  });

  it('shows the provider refusal on the field and keeps the typed values', async () => {
    const { handler } = listHandler([]);
    const sent: CreateCustomApiMutationVariables[] = [];
    server.use(
      handler,
      graphql.mutation<CreateCustomApiMutation, CreateCustomApiMutationVariables>(
        'CreateCustomApi',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createCustomApi: {
                __typename: 'CustomApiPayload',
                customApi: null,
                userErrors: [
                  userError(
                    ['apiType'],
                    'api_type must be lower-case letters, digits or underscores ending in _ext',
                  ),
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/custom-apis');
    expect(await screen.findByText('No Custom APIs yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Custom API' }));
    const form = await screen.findByRole('form', { name: 'Add Custom API' });
    await user.type(within(form).getByLabelText('Name'), 'Gift notes');
    await user.type(within(form).getByLabelText('Slug'), 'gift-notes');
    await user.type(within(form).getByLabelText('API type'), 'giftnotes');
    await user.click(within(form).getByRole('button', { name: 'Create Custom API' }));
    expect(
      await within(form).findByText(
        'api_type must be lower-case letters, digits or underscores ending in _ext',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('API type')).toHaveValue('giftnotes');
    expect(sent[0]?.input).toEqual({ name: 'Gift notes', slug: 'gift-notes', apiType: 'giftnotes' });
  });
});
