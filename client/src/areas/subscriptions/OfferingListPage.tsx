import { Button, Checkbox, InputGroup, NonIdealState, TextArea } from '@blueprintjs/core';
import { LayersIcon } from '@blueprintjs/icons';
import type { UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../components/form/FormDialog';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../components/form/useMutationForm';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import type { FilterField } from '../../components/list/FilterBar';
import { usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  SubscriptionOfferingListDocument,
  useBuildOfferingMutation,
  useCreateSubscriptionOfferingMutation,
  useSubscriptionOfferingListQuery,
  useSubscriptionPlanListQuery,
  useSubscriptionProductListQuery,
  type SubscriptionOfferingListQuery,
} from '../../graphql/generated';
import { formatDateTime } from '../../format/dates';
import { checkedIds } from './OfferingSettings';
import { offeringUrl } from './urls';

type OfferingRow = SubscriptionOfferingListQuery['subscriptionOfferings']['items'][number];
type FilterKey = 'name';
const LIST_CONFIG: ListParamsConfig<FilterKey, never> = { filterKeys: ['name'], sortFields: [] };
const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

const COLUMNS: readonly ResourceColumn<OfferingRow>[] = [
  { id: 'name', header: 'Name', cell: (offering) => offering.name },
  { id: 'description', header: 'Description', cell: (offering) => offering.description ?? '' },
  { id: 'updatedAt', header: 'Updated', cell: (offering) => formatDateTime(offering.updatedAt) },
];

export interface BuildOfferingValues {
  name: string;
  description: string;
  productIds: string[];
  planIds: string[];
}

function MemberCheckbox({
  form,
  name,
  id,
  label,
}: {
  form: UseFormReturn<BuildOfferingValues>;
  name: 'productIds' | 'planIds';
  id: string;
  label: string;
}) {
  const { ref, ...registration } = form.register(name);
  return <Checkbox {...registration} inputRef={ref} value={id} label={label} />;
}

function BuildOfferingDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: BuildOfferingValues) => Promise<MutationFormResult<BuildOfferingValues>>;
  onClose: () => void;
}) {
  const productsResult = useSubscriptionProductListQuery({
    variables: { page: { limit: 100 } },
    fetchPolicy: 'network-only',
  });
  const plansResult = useSubscriptionPlanListQuery({
    variables: { page: { limit: 100 } },
    fetchPolicy: 'network-only',
  });
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<BuildOfferingValues>({
    defaultValues: { name: '', description: '', productIds: [], planIds: [] },
    fieldNames: ['name', 'description', 'productIds', 'planIds'],
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title="Build offering"
      submitText="Build offering"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField id="offering-name" label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup
          {...blueprintField(form, 'name', 'offering-name', {
            validate: (value) => String(value).trim() !== '' || 'Name is required',
          })}
        />
      </FormField>
      <FormField id="offering-description" label="Description" error={fieldErrorMessage(errors.description)}>
        <TextArea {...blueprintField(form, 'description', 'offering-description')} fill rows={2} />
      </FormField>
      <FormField
        id="offering-products"
        label="Products"
        error={fieldErrorMessage(errors.productIds as never)}
      >
        <div id="offering-products" role="group" aria-label="Products">
          {(productsResult.dataState === 'complete'
            ? productsResult.data.subscriptionProducts.items
            : []
          ).map((product) => (
            <MemberCheckbox
              key={product.id}
              form={form}
              name="productIds"
              id={product.id}
              label={product.name}
            />
          ))}
        </div>
      </FormField>
      <FormField id="offering-plans" label="Plans" error={fieldErrorMessage(errors.planIds as never)}>
        <div id="offering-plans" role="group" aria-label="Plans">
          {(plansResult.dataState === 'complete' ? plansResult.data.subscriptionPlans.items : []).map(
            (plan) => (
              <MemberCheckbox key={plan.id} form={form} name="planIds" id={plan.id} label={plan.name} />
            ),
          )}
        </div>
      </FormField>
    </FormDialog>
  );
}

export interface NewOfferingValues {
  name: string;
  description: string;
}

/** An offering with only its own fields; products and plans are attached on its page. */
function NewOfferingDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: NewOfferingValues) => Promise<MutationFormResult<NewOfferingValues>>;
  onClose: () => void;
}) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<NewOfferingValues>({
    defaultValues: { name: '', description: '' },
    fieldNames: ['name', 'description'],
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title="Add empty offering"
      submitText="Create offering"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField id="new-offering-name" label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup {...blueprintField(form, 'name', 'new-offering-name')} />
      </FormField>
      <FormField
        id="new-offering-description"
        label="Description"
        error={fieldErrorMessage(errors.description)}
      >
        <TextArea {...blueprintField(form, 'description', 'new-offering-description')} fill rows={2} />
      </FormField>
    </FormDialog>
  );
}

export function OfferingListPage() {
  const openCreated = useOpenCreated();
  const buildDialog = useUrlDialog('build');
  const newDialog = useUrlDialog('create-offering');
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const name = params.filters.name.trim();
  const variables = {
    filter: name ? { name: { like: name } } : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const result = useSubscriptionOfferingListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(
    SubscriptionOfferingListDocument,
    variables,
    (all: SubscriptionOfferingListQuery) => all.subscriptionOfferings,
  );
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.subscriptionOfferings;
  const [buildOffering] = useBuildOfferingMutation({
    update: (cache, { data: built }) => {
      if (built?.buildOffering.offering)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'subscriptionOfferings' });
    },
  });

  const [createOffering] = useCreateSubscriptionOfferingMutation({
    update: (cache, { data: created }) => {
      if (created?.createSubscriptionOffering.offering)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'subscriptionOfferings' });
    },
  });

  const create = async (values: NewOfferingValues) => {
    const { data: created } = await createOffering({
      variables: { input: { name: values.name.trim(), description: values.description.trim() || null } },
    });
    const payload = created?.createSubscriptionOffering;
    return openCreated(payload, payload?.offering, { message: 'Offering created', url: offeringUrl });
  };

  const build = async (values: BuildOfferingValues) => {
    const { data: built } = await buildOffering({
      variables: {
        input: {
          name: values.name.trim(),
          description: values.description.trim() || null,
          productIds: checkedIds(values.productIds),
          planIds: checkedIds(values.planIds),
        },
      },
    });
    const payload = built?.buildOffering;
    return openCreated(payload, payload?.offering, { message: 'Offering built', url: offeringUrl });
  };

  return (
    <ListPage
      title="Offerings"
      add={{ text: 'Build offering', onClick: buildDialog.open }}
      actions={<Button text="Add empty offering" onClick={newDialog.open} />}
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={error}
      bulk={{ noun: ['offering', 'offerings'], source }}
      table={{
        columns: COLUMNS,
        rows: error && !data ? [] : page?.items,
        rowKey: (offering) => offering.id,
        rowHref: (offering) => offeringUrl(offering.id),
        loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(LayersIcon)}
            title={name ? 'No offerings match this name' : 'No offerings yet'}
            description={name ? 'Try another name.' : 'Build an offering from products and plans.'}
          />
        ),
      }}
      pager={{
        offset: params.offset,
        pageSize: params.pageSize,
        total: page?.pageInfo.total,
        onOffsetChange: setOffset,
        onPageSizeChange: setPageSize,
        disabled: loading,
      }}
    >
      {buildDialog.isOpen && <BuildOfferingDialog onSubmit={build} onClose={buildDialog.close} />}
      {newDialog.isOpen && <NewOfferingDialog onSubmit={create} onClose={newDialog.close} />}
    </ListPage>
  );
}
