import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateIntegrationMutation,
  CreateIntegrationMutationVariables,
  IntegrationDetailsFragment,
  IntegrationDetailsPageQuery,
  IntegrationDetailsPageQueryVariables,
  IntegrationListQuery,
  IntegrationListQueryVariables,
  IntegrationLogsQuery,
  IntegrationLogsQueryVariables,
} from '../../graphql/generated';
import { DEFAULT_PAGE_SIZE } from '../../components/list/listParams';
import { server } from '../../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../../test/renderApp';

beforeEach(signInForTest);

const pageInfo = (total: number, limit = 100, offset = 0) => ({
  __typename: 'PageInfo' as const,
  limit,
  offset,
  total,
  hasNextPage: offset + limit < total,
});

const integration: IntegrationDetailsFragment = {
  __typename: 'Integration',
  id: 'i-1',
  name: 'Order fulfilment',
  description: null,
  enabled: true,
  integrationType: 'WEBHOOK',
  observes: ['order.paid', 'order.fulfilled'],
  updatedAt: '2026-01-10T09:30:00.000Z',
  configuration: {
    __typename: 'IntegrationConfiguration',
    url: 'https://hooks.example.com/orders',
    secretKey: 'whsec_demo',
    awsAccessKeyId: null,
    awsSecretAccessKey: null,
    region: null,
    addresses: null,
    destination: null,
    username: null,
    password: null,
  },
};

describe('integration list', () => {
  it('lists integrations, filters by name in the URL, and shows a configuration error inline', async () => {
    const sent: IntegrationListQueryVariables[] = [];
    const created: CreateIntegrationMutationVariables[] = [];
    server.use(
      graphql.query<IntegrationListQuery, IntegrationListQueryVariables>(
        'IntegrationList',
        ({ variables }) => {
          sent.push(variables);
          const items = variables.filter?.name?.like === 'crm' ? [] : [integration];
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              integrations: { __typename: 'IntegrationPage', items, pageInfo: pageInfo(items.length) },
            },
          });
        },
      ),
      graphql.mutation<CreateIntegrationMutation, CreateIntegrationMutationVariables>(
        'CreateIntegration',
        ({ variables }) => {
          created.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createIntegration: {
                __typename: 'IntegrationPayload',
                integration: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['configuration', 'url'],
                    message: 'url must be an http or https URL',
                    code: 'INVALID',
                  },
                ],
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/integrations');
    const table = await screen.findByRole('table', { name: 'Integrations' });
    expect(await within(table).findByRole('link', { name: 'Order fulfilment' })).toHaveAttribute(
      'href',
      '/integrations/i-1',
    );
    expect(within(table).getByText('order.paid, order.fulfilled')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name contains'), 'crm');
    await waitFor(() => expect(currentUrl(router)).toBe('/integrations?name=crm'), { timeout: 2000 });
    expect(await screen.findByText('No integrations match this name')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add integration' }));
    const form = await screen.findByRole('form', { name: 'Add integration' });
    await user.type(within(form).getByLabelText('Name'), 'Hook');
    await user.type(within(form).getByLabelText('Events'), 'order.created, order.paid');
    await user.type(within(form).getByLabelText('URL'), 'ftp://x');
    await user.click(within(form).getByRole('button', { name: 'Create integration' }));
    expect(await within(form).findByText('url must be an http or https URL')).toBeInTheDocument();
    expect(within(form).getByLabelText('URL')).toHaveValue('ftp://x');
    expect(created[0]?.input).toEqual({
      name: 'Hook',
      description: '',
      enabled: true,
      integrationType: 'WEBHOOK',
      observes: ['order.created', 'order.paid'],
      configuration: { url: 'ftp://x' },
    });
    expect(sent[0]).toEqual({ page: { limit: 100, offset: 0 } });
  });
});

describe('integration page', () => {
  it('shows the configuration, delivery logs and jobs, each paged through the URL', async () => {
    const sent: IntegrationDetailsPageQueryVariables[] = [];
    const log = (id: string, succeeded: boolean) => ({
      __typename: 'IntegrationLog' as const,
      id,
      succeeded,
      attempt: succeeded ? 2 : 1,
      statusCode: succeeded ? 200 : 503,
      errorDetail: succeeded ? null : 'Received a status code outside of 2xx range',
      jobId: 'job-1234567',
      createdAt: '2026-01-10T09:30:00.000Z',
    });
    server.use(
      graphql.query<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>(
        'IntegrationDetailsPage',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              integration: {
                ...integration,
                logs: {
                  __typename: 'IntegrationLogPage',
                  items: [log('l-2', true), log('l-1', false)],
                  pageInfo: pageInfo(160),
                },
                jobs: {
                  __typename: 'IntegrationJobPage',
                  items: [
                    {
                      __typename: 'IntegrationJob',
                      id: 'job-1234567',
                      createdAt: '2026-01-10T09:30:00.000Z',
                      logs: {
                        __typename: 'IntegrationLogPage',
                        items: [log('l-2', true)],
                        pageInfo: { __typename: 'PageInfo', total: 2 },
                      },
                    },
                  ],
                  pageInfo: pageInfo(1),
                },
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/integrations/i-1');
    expect(await screen.findByRole('heading', { name: 'Order fulfilment' })).toBeInTheDocument();
    expect(screen.getByText('https://hooks.example.com/orders')).toBeInTheDocument();
    // The deployment's documentation of integration updates (gatewayInfo, test/server.ts).
    expect(await screen.findByRole('link', { name: 'How integration updates work' })).toHaveAttribute(
      'href',
      'https://docs.test/integrations/update',
    );
    const logs = screen.getByRole('table', { name: 'Delivery logs' });
    expect(within(logs).getByText('Received a status code outside of 2xx range')).toBeInTheDocument();
    expect(within(logs).getAllByText('Delivered')).toHaveLength(1);
    const jobs = screen.getByRole('table', { name: 'Jobs' });
    expect(within(jobs).getByRole('row', { name: /1234567\s.*2\s*Delivered/ })).toBeInTheDocument();
    expect(sent[0]).toEqual({
      id: 'i-1',
      logPage: { limit: 100, offset: 0 },
      jobPage: { limit: 100, offset: 0 },
    });

    await user.click(screen.getAllByRole('button', { name: /next/i })[0]!);
    await waitFor(() => expect(currentUrl(router)).toBe('/integrations/i-1?offset=100'));
    await waitFor(() => expect(sent.at(-1)?.logPage).toEqual({ limit: 100, offset: 100 }));
  });
});

describe('integration page paging typed into the address bar', () => {
  it('reads the jobs pager within the sizes and offsets lists offer', async () => {
    const sent: IntegrationDetailsPageQueryVariables[] = [];
    server.use(
      graphql.query<IntegrationDetailsPageQuery, IntegrationDetailsPageQueryVariables>(
        'IntegrationDetailsPage',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              integration: {
                ...integration,
                logs: { __typename: 'IntegrationLogPage', items: [], pageInfo: pageInfo(0) },
                jobs: { __typename: 'IntegrationJobPage', items: [], pageInfo: pageInfo(0) },
              },
            },
          });
        },
      ),
    );
    renderApp('/integrations/i-1?jobLimit=1000000&jobOffset=-40&limit=7');
    expect(await screen.findByRole('heading', { name: 'Order fulfilment' })).toBeInTheDocument();
    expect(sent[0]).toEqual({
      id: 'i-1',
      logPage: { limit: 100, offset: 0 },
      jobPage: { limit: 100, offset: 0 },
    });
  });
});

describe('every integration’s delivery logs', () => {
  it('pages the store’s logs from the Delivery logs tab, each linking to its integration', async () => {
    const sent: IntegrationLogsQueryVariables[] = [];
    server.use(
      graphql.query<IntegrationListQuery>('IntegrationList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            integrations: { __typename: 'IntegrationPage', items: [], pageInfo: pageInfo(0) },
          },
        }),
      ),
      graphql.query<IntegrationLogsQuery, IntegrationLogsQueryVariables>(
        'IntegrationLogs',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Query',
              integrationLogs: {
                __typename: 'IntegrationLogPage',
                items: [
                  {
                    __typename: 'IntegrationLog',
                    id: 'log-1',
                    succeeded: false,
                    attempt: 2,
                    statusCode: 500,
                    errorDetail: 'Server error',
                    jobId: 'job-00000001',
                    integrationId: 'integration-0000000i-1',
                    createdAt: '2026-01-03T00:00:00.000Z',
                  },
                ],
                pageInfo: pageInfo(1, 25),
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderApp('/integrations');
    await user.click(await screen.findByRole('link', { name: 'Delivery logs' }));
    expect(currentUrl(router)).toBe('/integrations/logs');
    const table = await screen.findByRole('table', { name: 'Delivery logs' });
    expect(await within(table).findByText('Server error')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(sent).toEqual([{ page: { limit: DEFAULT_PAGE_SIZE, offset: 0 } }]);
    server.use(
      graphql.query<IntegrationDetailsPageQuery>('IntegrationDetailsPage', () =>
        HttpResponse.json({ data: { __typename: 'Query', integration: null } }),
      ),
    );
    await user.click(within(table).getByRole('link', { name: '00000i-1' }));
    expect(currentUrl(router)).toBe('/integrations/integration-0000000i-1');
  });
});
