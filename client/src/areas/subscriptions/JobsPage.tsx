import { Callout, Tag } from '@blueprintjs/core';
import { TableSection } from '../../components/detail/TableSection';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { required } from '../../components/form/required';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import { RowActions } from '../../components/list/RowActions';
import { PageHeader } from '../../components/PageHeader';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import { formatDateTime } from '../../format/dates';
import { enumLabel, enumOptions } from '../../format/labels';
import {
  useCreateSubscriptionJobMutation,
  useCreateSubscriptionScheduleMutation,
  useSubscriptionJobsAndSchedulesQuery,
  useUpdateSubscriptionScheduleMutation,
  type SubscriptionJobStatus,
  type SubscriptionJobType,
  type SubscriptionScheduleRowFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';

const STATUS_INTENT: Record<SubscriptionJobStatus, 'none' | 'primary' | 'success' | 'danger'> = {
  PENDING: 'none',
  STARTED: 'primary',
  SUCCESS: 'success',
  FAILED: 'danger',
};

const JOB_TYPES = enumOptions('SubscriptionJobType');

interface JobValues {
  jobType: SubscriptionJobType;
  externalRef: string;
}

function StartJobDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: JobValues) => Promise<MutationFormResult<JobValues>>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<JobValues>
      title="Start job"
      submitText="Start job"
      defaultValues={{ jobType: 'BILLING_RUN', externalRef: '' }}
      fieldNames={['jobType', 'externalRef']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <SelectField form={form} name="jobType" id="job-type" label="Kind of run" options={JOB_TYPES} />
          <TextField form={form} name="externalRef" id="job-ref" label="External reference" />
        </>
      )}
    </MutationFormDialog>
  );
}

export interface ScheduleValues {
  name: string;
  specification: string;
  location: string;
  jobType: SubscriptionJobType;
}

function ScheduleDialog({
  title,
  submitText,
  defaultValues,
  onSubmit,
  onClose,
}: {
  title: string;
  submitText: string;
  defaultValues: ScheduleValues;
  onSubmit: (values: ScheduleValues) => Promise<MutationFormResult<ScheduleValues>>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<ScheduleValues>
      title={title}
      submitText={submitText}
      defaultValues={defaultValues}
      fieldNames={['name', 'specification', 'location', 'jobType']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" id="schedule-name" label="Name" />
          <TextField
            form={form}
            name="specification"
            id="schedule-specification"
            label="When (cron expression)"
            helperText="Minute, hour, day of month, month, day of week: 0 2 * * * is every day at 02:00."
            rules={{ validate: required('When') }}
          />
          <TextField form={form} name="location" id="schedule-location" label="Time zone" required />
          <SelectField
            form={form}
            name="jobType"
            id="schedule-job-type"
            label="Kind of run"
            options={JOB_TYPES}
          />
        </>
      )}
    </MutationFormDialog>
  );
}

/** A schedule's values as the create and update inputs take them. */
const scheduleInput = (values: ScheduleValues) => ({
  name: values.name.trim() || null,
  specification: values.specification.trim(),
  location: values.location.trim(),
  jobType: values.jobType,
});

const scheduleValues = (schedule: SubscriptionScheduleRowFragment): ScheduleValues => ({
  name: schedule.name ?? '',
  specification: schedule.specification,
  location: schedule.location,
  jobType: schedule.jobType,
});

/** Billing, tax and payment runs: the jobs started so far and the schedules that start them. */
export function JobsPage() {
  const editSchedule = useUrlItemDialog('edit-schedule', 'schedule');
  const result = useSubscriptionJobsAndSchedulesQuery({ fetchPolicy: 'cache-and-network' });
  const data = completeData(result);
  const startJob = useCreateFlow(useCreateSubscriptionJobMutation, {
    noun: 'job',
    texts: { add: 'Start job', submit: 'Start job', success: 'Job started' },
    dialogName: 'start-job',
    input: (values: JobValues) => ({
      jobType: values.jobType,
      externalRef: values.externalRef.trim() || null,
    }),
    payload: (data) => data.createSubscriptionJob,
    record: (payload) => payload.job,
    list: 'subscriptionJobs',
    dialog: ({ onSubmit, onClose }) => <StartJobDialog onSubmit={onSubmit} onClose={onClose} />,
  });
  const addSchedule = useCreateFlow(useCreateSubscriptionScheduleMutation, {
    noun: 'schedule',
    dialogName: 'create-schedule',
    input: scheduleInput,
    payload: (data) => data.createSubscriptionSchedule,
    record: (payload) => payload.schedule,
    list: 'subscriptionSchedules',
    dialog: (dialog) => (
      <ScheduleDialog
        {...dialog}
        defaultValues={{ name: '', specification: '', location: 'UTC', jobType: 'BILLING_RUN' }}
      />
    ),
  });
  const [updateSchedule] = useUpdateSubscriptionScheduleMutation();
  const editing = data?.subscriptionSchedules.items.find((schedule) => schedule.id === editSchedule.itemId);

  const saveSchedule = (id: string) => async (values: ScheduleValues) => {
    const { data: updated } = await updateSchedule({
      variables: { id, input: scheduleInput(values) },
    });
    return payloadResult(updated?.updateSubscriptionSchedule, {
      success: 'Schedule saved',
      saved: (payload) => payload.schedule,
      then: editSchedule.close,
    });
  };

  return (
    <>
      <PageHeader title="Jobs and schedules" />
      {result.error && !data && (
        <Callout intent="danger" title="The jobs could not be loaded">
          {result.error.message}
        </Callout>
      )}
      <TableSection
        id="jobs"
        title="Jobs"
        add={{ text: startJob.add.text, onClick: startJob.open }}
        table={{
          loading: result.loading,
          rows: data?.subscriptionJobs.items,
          rowKey: (job) => job.id,
          columns: [
            { id: 'type', header: 'Kind', cell: (job) => enumLabel('SubscriptionJobType', job.jobType) },
            {
              id: 'status',
              header: 'Status',
              cell: (job) => (
                <Tag minimal intent={STATUS_INTENT[job.status]}>
                  {enumLabel('SubscriptionJobStatus', job.status)}
                </Tag>
              ),
            },
            { id: 'ref', header: 'External reference', cell: (job) => job.externalRef ?? '—' },
            { id: 'created', header: 'Started', cell: (job) => formatDateTime(job.createdAt) },
          ],
        }}
        empty={{ title: 'No jobs yet', description: 'Start a run or add a schedule.' }}
      />
      <TableSection
        id="schedules"
        title="Schedules"
        add={{ text: addSchedule.add.text, onClick: addSchedule.open }}
        table={{
          loading: result.loading,
          rows: data?.subscriptionSchedules.items,
          rowKey: (schedule) => schedule.id,
          columns: [
            { id: 'name', header: 'Name', cell: (schedule) => schedule.name ?? '—' },
            { id: 'when', header: 'When', cell: (schedule) => schedule.specification },
            { id: 'zone', header: 'Time zone', cell: (schedule) => schedule.location },
            {
              id: 'type',
              header: 'Kind',
              cell: (schedule) => enumLabel('SubscriptionJobType', schedule.jobType),
            },
            {
              id: 'edit',
              header: 'Actions',
              cell: (schedule) => (
                <RowActions
                  what={`schedule ${schedule.name ?? schedule.id}`}
                  onEdit={() => editSchedule.open(schedule.id)}
                />
              ),
            },
          ],
        }}
        empty={{ title: 'No schedules', description: 'Runs start only by hand.' }}
      />
      {startJob.dialog}
      {addSchedule.dialog}
      {editing && (
        <ScheduleDialog
          key={editing.id}
          title="Edit schedule"
          submitText="Save schedule"
          defaultValues={scheduleValues(editing)}
          onSubmit={saveSchedule(editing.id)}
          onClose={editSchedule.close}
        />
      )}
    </>
  );
}
