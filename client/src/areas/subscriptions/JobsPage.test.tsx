import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CreateSubscriptionJobMutation,
  CreateSubscriptionJobMutationVariables,
  CreateSubscriptionScheduleMutation,
  CreateSubscriptionScheduleMutationVariables,
  SubscriptionJobRowFragment,
  SubscriptionJobsAndSchedulesQuery,
  SubscriptionScheduleRowFragment,
  UpdateSubscriptionScheduleMutation,
  UpdateSubscriptionScheduleMutationVariables,
} from '../../graphql/generated';
import { server } from '../../../test/server';
import { renderApp, signInForTest } from '../../../test/renderApp';
import { PAGE_INFO } from './testData';

beforeEach(signInForTest);

const job = (id: string, status: SubscriptionJobRowFragment['status']): SubscriptionJobRowFragment => ({
  __typename: 'SubscriptionJob',
  id,
  jobType: 'BILLING_RUN',
  status,
  externalRef: null,
  createdAt: '2026-01-10T09:30:00.000Z',
});

const schedule = (id: string, name: string): SubscriptionScheduleRowFragment => ({
  __typename: 'SubscriptionSchedule',
  id,
  name,
  specification: '0 2 * * *',
  location: 'Europe/London',
  jobType: 'BILLING_RUN',
  externalRef: null,
});

function listHandler(jobs: SubscriptionJobRowFragment[], schedules: SubscriptionScheduleRowFragment[]) {
  return graphql.query<SubscriptionJobsAndSchedulesQuery>('SubscriptionJobsAndSchedules', () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        subscriptionJobs: {
          __typename: 'SubscriptionJobPage',
          items: [...jobs],
          pageInfo: { ...PAGE_INFO, total: jobs.length },
        },
        subscriptionSchedules: {
          __typename: 'SubscriptionSchedulePage',
          items: [...schedules],
          pageInfo: { ...PAGE_INFO, total: schedules.length },
        },
      },
    }),
  );
}

describe('jobs and schedules', () => {
  it('starts a job of the chosen kind and lists it with its status', async () => {
    const jobs = [job('job-1', 'SUCCESS')];
    const sent: CreateSubscriptionJobMutationVariables[] = [];
    server.use(
      listHandler(jobs, []),
      graphql.mutation<CreateSubscriptionJobMutation, CreateSubscriptionJobMutationVariables>(
        'CreateSubscriptionJob',
        ({ variables }) => {
          sent.push(variables);
          const created = { ...job('job-2', 'PENDING'), jobType: variables.input.jobType };
          jobs.push(created);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createSubscriptionJob: { __typename: 'SubscriptionJobPayload', job: created, userErrors: [] },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/jobs');
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(await within(table).findByText('Finished')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start job' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Kind of run'), 'PAYMENT_RUN');
    await user.click(within(dialog).getByRole('button', { name: 'Start job' }));
    expect(await screen.findByText('Job started')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { jobType: 'PAYMENT_RUN', externalRef: null } }]);
    expect(await within(table).findByText('Payment run')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
  });

  it('adds a schedule: a refused field shows next to it and nothing typed is lost', async () => {
    const created: CreateSubscriptionScheduleMutationVariables[] = [];
    server.use(
      listHandler([], [schedule('sch-1', 'Nightly billing run')]),
      graphql.mutation<CreateSubscriptionScheduleMutation, CreateSubscriptionScheduleMutationVariables>(
        'CreateSubscriptionSchedule',
        ({ variables }) => {
          created.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              createSubscriptionSchedule: {
                __typename: 'SubscriptionSchedulePayload',
                schedule: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['location'],
                    message: 'location must be an IANA time zone',
                    code: 'INVALID',
                  },
                ],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/jobs');
    const table = await screen.findByRole('table', { name: 'Schedules' });
    expect(await within(table).findByText('Nightly billing run')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add schedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Weekly tax');
    // An empty cron expression is caught before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
    expect(await within(dialog).findByText('When is required')).toBeInTheDocument();
    expect(created).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('When (cron expression)'), '0 4 * * 1');
    await user.clear(within(dialog).getByLabelText('Time zone'));
    await user.type(within(dialog).getByLabelText('Time zone'), 'Mars/Olympus');
    await user.selectOptions(within(dialog).getByLabelText('Kind of run'), 'TAX_RUN');
    await user.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
    expect(await within(dialog).findByText('location must be an IANA time zone')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Weekly tax');
    expect(within(dialog).getByLabelText('When (cron expression)')).toHaveValue('0 4 * * 1');
    expect(created).toEqual([
      {
        input: {
          name: 'Weekly tax',
          specification: '0 4 * * 1',
          location: 'Mars/Olympus',
          jobType: 'TAX_RUN',
        },
      },
    ]);
  });

  it('edits a schedule from its row, starting from its saved values', async () => {
    const updated: UpdateSubscriptionScheduleMutationVariables[] = [];
    server.use(
      listHandler([], [schedule('sch-1', 'Nightly billing run')]),
      graphql.mutation<UpdateSubscriptionScheduleMutation, UpdateSubscriptionScheduleMutationVariables>(
        'UpdateSubscriptionSchedule',
        ({ variables }) => {
          updated.push(variables);
          return HttpResponse.json({
            data: {
              __typename: 'Mutation',
              updateSubscriptionSchedule: {
                __typename: 'SubscriptionSchedulePayload',
                schedule: { ...schedule('sch-1', 'Nightly billing run'), specification: '0 3 * * *' },
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp('/subscriptions/jobs');
    const table = await screen.findByRole('table', { name: 'Schedules' });
    await user.click(await within(table).findByRole('button', { name: 'Edit schedule Nightly billing run' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit schedule' });
    expect(within(edit).getByLabelText('Time zone')).toHaveValue('Europe/London');
    await user.clear(within(edit).getByLabelText('When (cron expression)'));
    await user.type(within(edit).getByLabelText('When (cron expression)'), '0 3 * * *');
    await user.click(within(edit).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(updated).toEqual([
        {
          id: 'sch-1',
          input: {
            name: 'Nightly billing run',
            specification: '0 3 * * *',
            location: 'Europe/London',
            jobType: 'BILLING_RUN',
          },
        },
      ]),
    );
  });
});
