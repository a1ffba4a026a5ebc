import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateErasureRequestMutation,
  CreateErasureRequestMutationVariables,
  ErasureCandidatesQuery,
  ErasureCandidatesQueryVariables,
  ErasureRequestListQuery,
  ErasureRequestRowFragment,
  PersonalDataItemQuery,
  PersonalDataItemQueryVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';
import { userError } from '../../../test/userError';
import { pageInfo } from '../../../test/pageInfo';

beforeEach(signInForTest);

function itemHandler() {
  const sent: PersonalDataItemQueryVariables[] = [];
  const handler = graphql.query<PersonalDataItemQuery, PersonalDataItemQueryVariables>(
    'PersonalDataItem',
    ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: {
          __typename: 'Query',
          personalDataLogs: {
            __typename: 'PersonalDataLogPage',
            items: [
              {
                __typename: 'PersonalDataLogEntry',
                id: 'l-1',
                time: '2026-01-01T10:00:00.000Z',
                eventType: 'customer.event.updated',
                delta: { email: 'ada.lovelace@example.com' },
                resourceType: 'customer',
                resourceId: String(variables.resourceId),
                initiator: { 'access-token-email': 'seller@example.com' },
              },
            ],
            pageInfo: pageInfo(1),
          },
          relatedDataEntries: {
            __typename: 'RelatedDataEntryPage',
            items: [{ __typename: 'RelatedDataEntry', resourceType: 'address', resourceId: 'a-1' }],
          },
        },
      });
    },
  );
  return { handler, sent };
}

function erasureListHandler(requests: () => ErasureRequestRowFragment[]) {
  return graphql.query<ErasureRequestListQuery>('ErasureRequestList', () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        erasureRequests: {
          __typename: 'ErasureRequestPage',
          items: requests(),
          pageInfo: pageInfo(requests().length),
        },
      },
    }),
  );
}

describe('personal data page', () => {
  it('shows the logs and related items of the item named in the URL', async () => {
    const { handler, sent } = itemHandler();
    server.use(
      handler,
      erasureListHandler(() => []),
    );
    const { user, router } = renderApp('/personal-data');
    expect(await screen.findByText('Pick an item')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Id'), 'c-1');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const logs = await screen.findByRole('table', { name: 'Personal data logs' });
    expect(await within(logs).findByText('customer.event.updated')).toBeInTheDocument();
    expect(within(logs).getByText('{"email":"ada.lovelace@example.com"}')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Related items' })).getByText('a-1')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/personal-data?type=customer&id=c-1');
    expect(sent[0]).toEqual({ resourceType: 'customer', resourceId: 'c-1', page: { limit: 100, offset: 0 } });
    expect(screen.getByText('No erasure requests yet.')).toBeInTheDocument();
  });

  it('shows a refused erasure inline, then follows an accepted one until it is erased', async () => {
    const { handler } = itemHandler();
    const requests: ErasureRequestRowFragment[] = [];
    let polls = 0;
    const sent: CreateErasureRequestMutationVariables[] = [];
    const searches: ErasureCandidatesQueryVariables[] = [];
    const customer = (id: string, name: string) => ({
      __typename: 'Customer' as const,
      id,
      name,
      email: 'ann@example.com',
    });
    server.use(
      handler,
      graphql.query<ErasureCandidatesQuery, ErasureCandidatesQueryVariables>(
        'ErasureCandidates',
        ({ variables }) => {
          searches.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              customers: {
                __typename: 'CustomerPage',
                items: [customer('c-2', 'Ann Example'), customer('c-gone', 'Ann Gone')],
              },
            },
          });
        },
      ),
      erasureListHandler(() => {
        polls += 1;
        return requests.map((request) => ({ ...request, status: polls > 2 ? 'SUCCESS' : request.status }));
      }),
      graphql.mutation<CreateErasureRequestMutation, CreateErasureRequestMutationVariables>(
        'CreateErasureRequest',
        ({ variables }) => {
          sent.push(variables);
          if (variables.input.resourceId === 'c-gone') {
            return HttpResponse.json({
              data: {
                __typename: 'Mutation',
                createErasureRequest: {
                  __typename: 'ErasureRequestPayload',
                  erasureRequest: null,
                  userErrors: [
                    userError(
                      ['resourceId'],
                      'No customer has this id: pick the customer by name or email',
                      'NOT_FOUND',
                    ),
                  ],
                },
              },
            });
          }
          const request: ErasureRequestRowFragment = {
            __typename: 'ErasureRequest',
            id: 'er-1',
            resourceType: 'CUSTOMER',
            resourceId: String(variables.input.resourceId),
            status: 'CREATED',
            statusDescription: 'The erasure request successfully created',
            createdAt: '2026-01-01T10:00:00.000Z',
            updatedAt: '2026-01-01T10:00:00.000Z',
          };
          requests.push(request);
          polls = 0;
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createErasureRequest: {
                __typename: 'ErasureRequestPayload',
                erasureRequest: request,
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/personal-data?type=customer&id=c-1');
    await screen.findByRole('table', { name: 'Personal data logs' });
    await user.click(screen.getByRole('button', { name: 'Request erasure' }));
    const form = await screen.findByRole('form', { name: 'Request erasure' });
    // Opened from the customer's logs: that customer is picked already.
    const picker = within(form).getByLabelText('Customer');
    expect(picker).toHaveValue('c-1');
    await user.clear(picker);
    await user.type(picker, 'ann@example');
    await user.click(await screen.findByText('Ann Gone'));
    await user.click(within(form).getByRole('button', { name: 'Erase personal data' }));
    expect(
      await within(form).findByText('No customer has this id: pick the customer by name or email'),
    ).toBeInTheDocument();
    expect(searches.at(-1)).toMatchObject({
      customers: true,
      customerFilter: { email: { like: 'ann@example' } },
    });

    await user.clear(picker);
    await user.type(picker, 'Ann');
    await user.click(await screen.findByText('Ann Example'));
    expect(within(form).getByText('Id c-2')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Erase personal data' }));
    expect(await screen.findByText('Erasure requested')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ input: { resourceType: 'CUSTOMER', resourceId: 'c-2' } });
    const table = screen.getByRole('table', { name: 'Erasure requests' });
    await waitFor(() => expect(within(table).getByText('Erased')).toBeInTheDocument(), { timeout: 5000 });
    // Two searches (debounced as the spec says) and the erasure's polling take longer than jest's 5 s.
  }, 30_000);
});
