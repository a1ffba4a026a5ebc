import { Button, Tab, Tabs, Tag, Text } from '@blueprintjs/core';
import { TrashIcon, UploadIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { FactsTable } from '../../components/detail/FactsTable';
import { TableSection } from '../../components/detail/TableSection';
import { useDetailRemove } from '../../components/detail/useDetailRemove';
import { NO_CHANGES } from '../../components/detail/detailSave';
import { useDetailEdit } from '../../components/detail/useDetailEdit';
import { useDetailQuery } from '../../components/detail/useDetailQuery';
import { useRowDelete } from '../../components/detail/useRowDelete';
import {
  RowFormDialogs,
  useRowEditing,
  type RowFormDialogProps,
} from '../../components/detail/useRowEditing';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { TextField } from '../../components/form/TextField';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { RowActions } from '../../components/list/RowActions';
import { LoadError } from '../../components/LoadError';
import { toastMutation } from '../../components/toastMutation';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  useCatalogDetailsQuery,
  useCatalogRuleByIdQuery,
  useCreateCatalogRuleMutation,
  useDeleteCatalogMutation,
  useDeleteCatalogReleaseMutation,
  useDeleteCatalogReleasesMutation,
  useDeleteCatalogRuleMutation,
  usePublishCatalogMutation,
  useUpdateCatalogMutation,
  useUpdateCatalogRuleMutation,
  type CatalogDetailsQuery,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { CatalogFormDialog } from './CatalogFormDialog';
import { catalogFormValues, catalogUpdateInput } from './catalogForms';
import { catalogListUrl, releaseUrl } from './urls';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';

type CatalogDetails = NonNullable<CatalogDetailsQuery['catalog']>;
type CatalogRelease = CatalogDetails['releases']['items'][number];
type CatalogRule = CatalogDetails['rules']['items'][number];

/** Release and rule changes are read back through the catalog's query. */
const REFETCH = { refetchQueries: ['CatalogDetails'], awaitRefetchQueries: true };

const BACK_TO_LIST = { to: catalogListUrl(), label: 'Catalogs' };
/** How often a PENDING release is asked about until it is PUBLISHED. */
export const RELEASE_POLL_MS = 1000;

/** `/catalogs/:id`: details with edit and delete, releases with "Publish", and the rules tab. */
export function CatalogDetailPage() {
  const result = useDetailQuery(useCatalogDetailsQuery);
  const catalog = completeData(result)?.catalog;
  const pending = catalog?.releases.items.some((release) => release.status === 'PENDING') ?? false;
  const { startPolling, stopPolling } = result;
  useEffect(() => {
    if (pending) startPolling(RELEASE_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  return (
    <DetailPage noun="catalog" back={BACK_TO_LIST} query={result} entity={catalog}>
      {(loaded) => <CatalogEditor catalog={loaded} />}
    </DetailPage>
  );
}

function CatalogEditor({ catalog }: { catalog: CatalogDetails }) {
  const [updateCatalog] = useUpdateCatalogMutation();
  const [deleteCatalog] = useDeleteCatalogMutation();
  const [publish, { loading: publishing }] = usePublishCatalogMutation(REFETCH);

  const edit = useDetailEdit({
    noun: 'catalog',
    form: CatalogFormDialog,
    values: catalogFormValues(catalog),
    save: async (values) => {
      const input = catalogUpdateInput(catalogFormValues(catalog), values);
      if (Object.keys(input).length === 0) return NO_CHANGES;
      return (await updateCatalog({ variables: { id: catalog.id, input } })).data?.updateCatalog;
    },
    saved: (payload) => payload.catalog,
  });

  const remove = useDetailRemove({
    noun: 'catalog',
    back: BACK_TO_LIST,
    entity: catalog,
    rootFields: ['catalogs'],
    question: `Delete catalog ${catalog.name}?`,
    remove: async () =>
      (await deleteCatalog({ variables: { id: catalog.id } })).data?.deleteCatalog.userErrors,
  });

  const startPublish = async () => {
    await toastMutation(async () => {
      const { data } = await publish({ variables: { catalogId: catalog.id } });
      return data?.publishCatalog.userErrors;
    }, 'Publishing started');
  };

  return (
    <DetailLayout
      title={catalog.name}
      back={BACK_TO_LIST}
      actions={
        <Button
          intent="primary"
          icon={<UploadIcon />}
          text="Publish"
          loading={publishing}
          onClick={() => void startPublish()}
        />
      }
      edit={edit}
      remove={remove}
    >
      {catalog.description && <Text>{catalog.description}</Text>}
      <FactsTable
        label="Catalog details"
        rows={[
          ['Hierarchies', catalog.hierarchies.map((hierarchy) => hierarchy.name).join(', ') || '—'],
          [
            'Price books',
            catalog.priceBooks
              .map(
                (book) =>
                  `${book.priceBook?.name ?? book.priceBookId}${book.priority === null ? '' : ` (priority ${book.priority})`}`,
              )
              .join(', ') || '—',
          ],
        ]}
      />
      <Tabs id="catalog-tabs" defaultSelectedTabId="releases">
        <Tab id="releases" title="Releases" panel={<ReleasesPanel catalog={catalog} />} />
        <Tab id="rules" title="Rules" panel={<RulesPanel catalog={catalog} />} />
      </Tabs>
    </DetailLayout>
  );
}

function ReleasesPanel({ catalog }: { catalog: CatalogDetails }) {
  const [deleteRelease] = useDeleteCatalogReleaseMutation(REFETCH);
  const releaseDelete = useRowDelete({
    dialog: 'delete-release',
    itemKey: 'release',
    rows: catalog.releases.items,
    question: () => 'Delete this release? Shoppers will no longer see it.',
    message: 'Release deleted',
    remove: async (release) =>
      (await deleteRelease({ variables: { catalogId: catalog.id, id: release.id } })).data
        ?.deleteCatalogRelease.userErrors,
  });
  const deleteAllDialog = useUrlDialog('delete-releases');
  const [deleteReleases, { loading: deletingReleases }] = useDeleteCatalogReleasesMutation(REFETCH);
  const confirmAll = async () => {
    await toastMutation(async () => {
      const { data } = await deleteReleases({ variables: { catalogId: catalog.id } });
      return data?.deleteCatalogReleases.userErrors;
    }, 'All releases deleted');
    deleteAllDialog.close();
  };
  const columns: readonly ResourceColumn<CatalogRelease>[] = [
    {
      id: 'status',
      header: 'Status',
      cell: (release) => (
        <Tag
          intent={
            release.status === 'PUBLISHED' ? 'success' : release.status === 'FAILED' ? 'danger' : 'warning'
          }
        >
          {enumLabel('CatalogReleaseStatus', release.status)}
        </Tag>
      ),
    },
    { id: 'started', header: 'Started', cell: (release) => formatDateTime(release.createdAt) },
    { id: 'published', header: 'Published', cell: (release) => formatDateTime(release.publishedAt) },
    {
      id: 'products',
      header: 'Products',
      cell: (release) =>
        release.status === 'PUBLISHED' ? (
          <Link to={releaseUrl(catalog.id, release.id)}>{release.totalProducts} products</Link>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (release) => <RowActions what="release" onDelete={() => releaseDelete.ask(release.id)} />,
    },
  ];
  return (
    <TableSection
      id="releases"
      title="Releases"
      actions={
        (releaseDelete.visible?.length ?? 0) > 0 && (
          <Button
            intent="danger"
            variant="outlined"
            icon={<TrashIcon />}
            text="Delete all releases"
            onClick={deleteAllDialog.open}
          />
        )
      }
      table={{ columns, rows: releaseDelete.visible, rowKey: (release) => release.id }}
      empty={{ title: 'Not published yet', description: 'Publish the catalog so shoppers can see it.' }}
    >
      {releaseDelete.confirmDialog}
      <ConfirmDialog
        isOpen={deleteAllDialog.isOpen}
        confirmText="Delete all"
        busy={deletingReleases}
        onConfirm={() => void confirmAll()}
        onCancel={deleteAllDialog.close}
      >
        Delete every release of {catalog.name}? Shoppers will no longer see this catalog until it is published
        again.
      </ConfirmDialog>
    </TableSection>
  );
}

interface RuleFormValues {
  name: string;
  description: string;
  channels: string;
  tags: string;
}

const RULE_FIELDS = ['name', 'description', 'channels', 'tags'] as const;
const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const ruleFormValues = (rule: CatalogRule): RuleFormValues => ({
  name: rule.name,
  description: rule.description ?? '',
  channels: rule.channels.join(', '),
  tags: rule.tags.join(', '),
});

function RulesPanel({ catalog }: { catalog: CatalogDetails }) {
  const [createRule] = useCreateCatalogRuleMutation(REFETCH);
  const [updateRule] = useUpdateCatalogRuleMutation(REFETCH);
  const [deleteRule] = useDeleteCatalogRuleMutation(REFETCH);
  const rows = useRowEditing({
    dialog: 'rule',
    itemKey: 'rule',
    rows: catalog.rules.items,
    what: (rule) => `rule ${rule.name}`,
    remove: {
      question: (rule) => `Delete rule ${rule.name}?`,
      message: 'Rule deleted',
      remove: async (rule) =>
        (await deleteRule({ variables: { id: rule.id } })).data?.deleteCatalogRule.userErrors,
    },
  });
  // The edit dialog reads the rule by id (`catalogRule`), so it opens on what is stored now.
  const byId = useCatalogRuleByIdQuery({
    variables: { id: rows.edit.itemId ?? '' },
    skip: rows.edit.itemId === null,
    fetchPolicy: 'network-only',
  });
  const editing = completeData(byId)?.catalogRule ?? undefined;

  const create = async (values: RuleFormValues): Promise<MutationFormResult<RuleFormValues>> => {
    const description = values.description.trim();
    const channels = splitList(values.channels);
    const tags = splitList(values.tags);
    const { data } = await createRule({
      variables: {
        input: {
          name: values.name.trim(),
          catalogId: catalog.id,
          ...(description ? { description } : {}),
          ...(channels.length > 0 ? { channels } : {}),
          ...(tags.length > 0 ? { tags } : {}),
        },
      },
    });
    return payloadResult(data?.createCatalogRule, { success: 'Rule created', then: rows.add.close });
  };

  /** Saves only what changed (`updateCatalogRule`). */
  const save =
    (rule: CatalogRule) =>
    async (values: RuleFormValues): Promise<MutationFormResult<RuleFormValues>> => {
      const before = ruleFormValues(rule);
      const input = {
        ...(values.name.trim() !== before.name ? { name: values.name.trim() } : {}),
        ...(values.description.trim() !== before.description
          ? { description: values.description.trim() || null }
          : {}),
        ...(values.channels !== before.channels ? { channels: splitList(values.channels) } : {}),
        ...(values.tags !== before.tags ? { tags: splitList(values.tags) } : {}),
      };
      if (Object.keys(input).length === 0) {
        rows.edit.close();
        return { userErrors: [] };
      }
      const { data } = await updateRule({ variables: { id: rule.id, input } });
      return payloadResult(data?.updateCatalogRule, { success: 'Rule saved', then: rows.edit.close });
    };

  const columns: readonly ResourceColumn<CatalogRule>[] = [
    { id: 'name', header: 'Name', cell: (rule) => rule.name },
    { id: 'description', header: 'Description', cell: (rule) => rule.description ?? '' },
    { id: 'channels', header: 'Channels', cell: (rule) => rule.channels.join(', ') || 'Any' },
    { id: 'tags', header: 'Tags', cell: (rule) => rule.tags.join(', ') || 'Any' },
    rows.actionsColumn,
  ];

  return (
    <TableSection
      id="rules"
      title="Rules"
      add={{ text: 'Add rule', onClick: rows.add.open }}
      notice={
        <LoadError
          title="Could not open the rule"
          error={byId.error ?? (byId.dataState === 'complete' && !editing ? NOT_FOUND : undefined)}
        />
      }
      table={{ columns, rows: rows.visible, rowKey: (rule) => rule.id }}
      empty={{
        title: 'No rules',
        description: 'Without rules, this catalog is shown to no one in particular.',
      }}
    >
      <RowFormDialogs
        rows={rows}
        editing={editing}
        addTitle="Add rule"
        submitText={{ add: 'Create rule', save: 'Save rule' }}
        create={create}
        save={save}
        dialog={RuleFormDialog}
      />
      {rows.confirmDialog}
    </TableSection>
  );
}

const NOT_FOUND = new Error('It may have been deleted.');
const EMPTY_RULE: RuleFormValues = { name: '', description: '', channels: '', tags: '' };

function RuleFormDialog({ row: rule, onSubmit, ...dialog }: RowFormDialogProps<CatalogRule, RuleFormValues>) {
  return (
    <MutationFormDialog<RuleFormValues>
      {...dialog}
      defaultValues={rule ? ruleFormValues(rule) : EMPTY_RULE}
      fieldNames={RULE_FIELDS}
      submit={onSubmit}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" id="rule-name" label="Name" helperText="No spaces." required />
          <TextField form={form} name="description" id="rule-description" label="Description" />
          <TextField
            form={form}
            name="channels"
            id="rule-channels"
            label="Channels"
            helperText="Comma separated, e.g. web, mobile."
          />
          <TextField form={form} name="tags" id="rule-tags" label="Tags" helperText="Comma separated." />
        </>
      )}
    </MutationFormDialog>
  );
}
