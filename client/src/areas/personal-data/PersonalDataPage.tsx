import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, FormGroup, H3, HTMLSelect, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { IdNumberIcon, SearchIcon, TrashIcon } from '@blueprintjs/icons';
import { useSearchParams } from 'react-router';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import type { ListParamsConfig } from '../../components/list/listParams';
import { listPager, useUrlPaging } from '../../components/list/listPager';
import { Pager } from '../../components/list/Pager';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { LoadError } from '../../components/LoadError';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { PageHeader } from '../../components/PageHeader';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useCreateErasureRequestMutation,
  useErasureRequestListQuery,
  usePersonalDataItemQuery,
  type ErasableResourceType,
  type ErasureRequestRowFragment,
  type ErasureRequestStatus,
  type PersonalDataItemQuery,
} from '../../graphql/generated';
import { completeData, latestData } from '../../graphql/queryData';
import { ERASABLE_TYPES, ErasureRequestDialog, type ErasureFormValues } from './ErasureRequestDialog';
import './personal-data.css';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';

/** Item types the provider logs personal data for. */
const RESOURCE_TYPES = [
  { value: 'customer', label: 'Customer' },
  { value: 'account', label: 'Account' },
  { value: 'account_member', label: 'Account member' },
  { value: 'address', label: 'Address' },
  { value: 'user-authentication-info', label: 'User authentication info' },
];

const LOG_LIST_CONFIG: ListParamsConfig<never, never> = { filterKeys: [], sortFields: [] };
/** Erasure requests page under their own URL keys, beside the logs' list keys. */
const ERASURE_PAGING = { offset: 'erasureOffset', limit: 'erasureLimit' };
const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

const STATUS_INTENT: Record<ErasureRequestStatus, 'none' | 'primary' | 'success' | 'danger'> = {
  CREATED: 'none',
  IN_PROGRESS: 'primary',
  SUCCESS: 'success',
  FAILURE: 'danger',
};

type LogRow = PersonalDataItemQuery['personalDataLogs']['items'][number];

const LOG_COLUMNS: readonly ResourceColumn<LogRow>[] = [
  { id: 'time', header: 'Time', cell: (log) => formatDateTime(log.time) },
  { id: 'event', header: 'Event', cell: (log) => log.eventType },
  { id: 'item', header: 'Item', cell: (log) => `${log.resourceType} ${log.resourceId}` },
  {
    id: 'delta',
    header: 'Changes',
    cell: (log) => <code className="personal-data__json">{json(log.delta)}</code>,
  },
  {
    id: 'initiator',
    header: 'By',
    cell: (log) => <code className="personal-data__json">{json(log.initiator)}</code>,
  },
];

const ERASURE_COLUMNS: readonly ResourceColumn<ErasureRequestRowFragment>[] = [
  { id: 'createdAt', header: 'Requested', cell: (request) => formatDateTime(request.createdAt) },
  {
    id: 'item',
    header: 'Item',
    cell: (request) => `${enumLabel('ErasableResourceType', request.resourceType)} ${request.resourceId}`,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (request) => (
      <Tag intent={STATUS_INTENT[request.status]} minimal title={request.statusDescription ?? undefined}>
        {enumLabel('ErasureRequestStatus', request.status)}
      </Tag>
    ),
  },
  { id: 'updatedAt', header: 'Updated', cell: (request) => formatDateTime(request.updatedAt) },
];

const erasableType = (type: string): ErasableResourceType | undefined =>
  ERASABLE_TYPES.find((candidate) => candidate.value.toLowerCase() === type)?.value;

/**
 * `/personal-data?type=customer&id=…`: one item's personal data logs and data set, and the store's
 * erasure requests, whose status is followed until they finish.
 */
export function PersonalDataPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = searchParams.get('type') ?? 'customer';
  const id = searchParams.get('id') ?? '';
  const erasureDialog = useUrlDialog('erase');
  const [typedType, setTypedType] = useState(type);
  const [typedId, setTypedId] = useState(id);
  const { params, setPageSize, setOffset } = useListParams(LOG_LIST_CONFIG);
  const erasurePaging = useUrlPaging(ERASURE_PAGING);

  const item = usePersonalDataItemQuery({
    variables: {
      resourceType: type,
      resourceId: id,
      page: { limit: params.pageSize, offset: params.offset },
    },
    skip: id === '',
    fetchPolicy: 'cache-and-network',
  });
  const itemData = completeData(item);
  const erasures = useErasureRequestListQuery({
    variables: { page: { limit: erasurePaging.params.pageSize, offset: erasurePaging.params.offset } },
    fetchPolicy: 'cache-and-network',
  });
  const erasurePage = latestData(erasures)?.erasureRequests;
  const running = erasurePage?.items.some(
    (request) => request.status === 'CREATED' || request.status === 'IN_PROGRESS',
  );
  const { startPolling, stopPolling } = erasures;
  // Follow unfinished requests until the provider reports how they ended.
  useEffect(() => {
    if (running) startPolling(1000);
    else stopPolling();
  }, [running, startPolling, stopPolling]);
  const [createErasure] = useCreateErasureRequestMutation({
    refetchQueries: ['ErasureRequestList'],
    awaitRefetchQueries: true,
  });

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('type', typedType);
      next.set('id', typedId.trim());
      next.delete('offset');
      return next;
    });
  };

  const requestErasure = async (
    values: ErasureFormValues,
  ): Promise<MutationFormResult<ErasureFormValues>> => {
    const { data } = await createErasure({
      variables: { input: { resourceType: values.resourceType, resourceId: values.resourceId.trim() } },
    });
    return payloadResult(data?.createErasureRequest, {
      success: 'Erasure requested',
      then: erasureDialog.close,
    });
  };

  return (
    <>
      <PageHeader
        title="Personal data"
        actions={
          <Button intent="danger" icon={<TrashIcon />} text="Request erasure" onClick={erasureDialog.open} />
        }
      />
      <Card className="personal-data__lookup">
        <form className="personal-data__lookup-form" onSubmit={show} aria-label="Find personal data">
          <FormGroup label="Type" labelFor="personal-data-type">
            <HTMLSelect
              id="personal-data-type"
              value={typedType}
              onChange={(event) => setTypedType(event.currentTarget.value)}
              options={RESOURCE_TYPES}
            />
          </FormGroup>
          <FormGroup label="Id" labelFor="personal-data-id">
            <InputGroup id="personal-data-id" value={typedId} onValueChange={setTypedId} />
          </FormGroup>
          <Button type="submit" icon={<SearchIcon />} text="Show" disabled={typedId.trim() === ''} />
        </form>
      </Card>

      {id === '' ? (
        <NonIdealState
          icon={nonIdealStateIcon(IdNumberIcon)}
          title="Pick an item"
          description="Choose a type and enter an id to see its personal data logs and related items."
        />
      ) : (
        <>
          {!itemData && <LoadError title="Could not load the personal data" error={item.error} />}
          <H3>Logs</H3>
          <ResourceTable
            label="Personal data logs"
            columns={LOG_COLUMNS}
            rows={item.error && !itemData ? [] : latestData(item)?.personalDataLogs.items}
            rowKey={(log) => log.id}
            loading={item.loading}
            emptyState="No personal data logs for this item."
          />
          <Pager
            {...listPager(
              { params, setOffset, setPageSize },
              latestData(item)?.personalDataLogs.pageInfo.total,
              item.loading,
            )}
          />
          <H3>Related items</H3>
          <ul aria-label="Related items" className="personal-data__related">
            {latestData(item)?.relatedDataEntries.items.map((entry) => (
              <li key={`${entry.resourceType}/${entry.resourceId}`}>
                {entry.resourceType} <code>{entry.resourceId}</code>
              </li>
            ))}
          </ul>
        </>
      )}

      <H3>Erasure requests</H3>
      {!erasurePage && <LoadError title="Could not load the erasure requests" error={erasures.error} />}
      <ResourceTable
        label="Erasure requests"
        columns={ERASURE_COLUMNS}
        rows={erasures.error && !erasurePage ? [] : erasurePage?.items}
        rowKey={(request) => request.id}
        emptyState="No erasure requests yet."
      />
      <Pager {...listPager(erasurePaging, erasurePage?.pageInfo.total, erasures.loading)} />
      {erasureDialog.isOpen && (
        <ErasureRequestDialog
          defaultValues={{ resourceType: erasableType(type) ?? 'CUSTOMER', resourceId: id }}
          onSubmit={requestErasure}
          onClose={erasureDialog.close}
        />
      )}
    </>
  );
}
