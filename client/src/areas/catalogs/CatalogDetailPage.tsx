import {
  Button,
  Callout,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Spinner,
  Tab,
  Tabs,
  Tag,
  Text,
} from '@blueprintjs/core';
import { AddIcon, EditIcon, TrashIcon, UploadIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailDelete } from '../../components/detail/useDetailDelete';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import { payloadResult, type MutationFormResult } from '../../components/form/useMutationForm';
import { toastMutation } from '../../components/toastMutation';
import { deleteAfterUndoWindow, useWithoutPendingRemovals } from '../../components/undo/undoWindow';
import { useUrlDialog } from '../../components/useUrlDialog';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import { errorMessage } from '../../graphql/errors';
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
import { CatalogFormDialog } from './CatalogFormDialog';
import { catalogFormValues, catalogUpdateInput, type CatalogFormValues } from './catalogForms';
import { catalogListUrl, releaseUrl } from './urls';
import { formatDateTime } from '../../format/dates';
import { enumLabel } from '../../format/labels';

type CatalogDetails = NonNullable<CatalogDetailsQuery['catalog']>;

const BACK_TO_LIST = { to: catalogListUrl(), label: 'Catalogs' };
/** How often a PENDING release is asked about until it is PUBLISHED. */
export const RELEASE_POLL_MS = 1000;

/** `/catalogs/:id`: details with edit and delete, releases with "Publish", and the rules tab. */
export function CatalogDetailPage() {
  const { id = '' } = useParams();
  const result = useCatalogDetailsQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const catalog = result.dataState === 'complete' ? result.data.catalog : undefined;
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
  const editDialog = useUrlDialog('edit');
  const [updateCatalog] = useUpdateCatalogMutation();
  const [deleteCatalog] = useDeleteCatalogMutation();
  const [publish, { loading: publishing }] = usePublishCatalogMutation({
    refetchQueries: ['CatalogDetails'],
    awaitRefetchQueries: true,
  });

  const save = async (values: CatalogFormValues): Promise<MutationFormResult<CatalogFormValues>> => {
    const input = catalogUpdateInput(catalogFormValues(catalog), values);
    if (Object.keys(input).length === 0) {
      editDialog.close();
      return { userErrors: [] };
    }
    const { data } = await updateCatalog({ variables: { id: catalog.id, input } });
    return payloadResult(data?.updateCatalog, {
      success: 'Catalog saved',
      saved: (payload) => payload.catalog,
      then: editDialog.close,
    });
  };

  const remove = useDetailDelete({
    success: 'Catalog deleted',
    listUrl: catalogListUrl(),
    entity: { __typename: 'Catalog', id: catalog.id },
    rootFields: ['catalogs'],
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
      onEdit={editDialog.open}
      remove={{ state: remove, text: 'Delete catalog', question: `Delete catalog ${catalog.name}?` }}
    >
      {catalog.description && <Text>{catalog.description}</Text>}
      <HTMLTable compact aria-label="Catalog details">
        <tbody>
          <tr>
            <th scope="row">Hierarchies</th>
            <td>{catalog.hierarchies.map((hierarchy) => hierarchy.name).join(', ') || '—'}</td>
          </tr>
          <tr>
            <th scope="row">Price books</th>
            <td>
              {catalog.priceBooks
                .map(
                  (book) =>
                    `${book.priceBook?.name ?? book.priceBookId}${book.priority === null ? '' : ` (priority ${book.priority})`}`,
                )
                .join(', ') || '—'}
            </td>
          </tr>
        </tbody>
      </HTMLTable>
      <Tabs id="catalog-tabs" defaultSelectedTabId="releases">
        <Tab id="releases" title="Releases" panel={<ReleasesPanel catalog={catalog} />} />
        <Tab id="rules" title="Rules" panel={<RulesPanel catalog={catalog} />} />
      </Tabs>
      {editDialog.isOpen && (
        <CatalogFormDialog
          title="Edit catalog"
          submitText="Save catalog"
          defaultValues={catalogFormValues(catalog)}
          onSubmit={save}
          onClose={editDialog.close}
        />
      )}
    </DetailLayout>
  );
}

function ReleasesPanel({ catalog }: { catalog: CatalogDetails }) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteRelease] = useDeleteCatalogReleaseMutation({
    refetchQueries: ['CatalogDetails'],
    awaitRefetchQueries: true,
  });
  /** Hidden at once; the delete goes out when the undo window ends. */
  const confirm = () => {
    if (!deleting) return;
    const id = deleting;
    setDeleting(null);
    void deleteAfterUndoWindow({
      key: id,
      message: 'Release deleted',
      remove: async () =>
        (await deleteRelease({ variables: { catalogId: catalog.id, id } })).data?.deleteCatalogRelease
          .userErrors,
    });
  };
  const [deletingAll, setDeletingAll] = useState(false);
  const [deleteReleases, { loading: deletingReleases }] = useDeleteCatalogReleasesMutation({
    refetchQueries: ['CatalogDetails'],
    awaitRefetchQueries: true,
  });
  const confirmAll = async () => {
    await toastMutation(async () => {
      const { data } = await deleteReleases({ variables: { catalogId: catalog.id } });
      return data?.deleteCatalogReleases.userErrors;
    }, 'All releases deleted');
    setDeletingAll(false);
  };
  const releases = useWithoutPendingRemovals(catalog.releases.items, (release) => release.id) ?? [];
  if (releases.length === 0) {
    return (
      <NonIdealState title="Not published yet" description="Publish the catalog so shoppers can see it." />
    );
  }
  return (
    <>
      <Button
        intent="danger"
        variant="outlined"
        icon={<TrashIcon />}
        text="Delete all releases"
        onClick={() => setDeletingAll(true)}
      />
      <HTMLTable compact striped aria-label="Releases">
        <thead>
          <tr>
            <th>Status</th>
            <th>Started</th>
            <th>Published</th>
            <th>Products</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {releases.map((release) => (
            <tr key={release.id}>
              <td>
                <Tag
                  intent={
                    release.status === 'PUBLISHED'
                      ? 'success'
                      : release.status === 'FAILED'
                        ? 'danger'
                        : 'warning'
                  }
                >
                  {enumLabel('CatalogReleaseStatus', release.status)}
                </Tag>
              </td>
              <td>{formatDateTime(release.createdAt)}</td>
              <td>{formatDateTime(release.publishedAt)}</td>
              <td>
                {release.status === 'PUBLISHED' ? (
                  <Link to={releaseUrl(catalog.id, release.id)}>{release.totalProducts} products</Link>
                ) : (
                  '—'
                )}
              </td>
              <td>
                <Button
                  variant="minimal"
                  icon={<TrashIcon />}
                  aria-label="Delete release"
                  onClick={() => setDeleting(release.id)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <ConfirmDialog
        isOpen={deleting !== null}
        confirmText="Delete"
        onConfirm={confirm}
        onCancel={() => setDeleting(null)}
      >
        Delete this release? Shoppers will no longer see it.
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={deletingAll}
        confirmText="Delete all"
        busy={deletingReleases}
        onConfirm={() => void confirmAll()}
        onCancel={() => setDeletingAll(false)}
      >
        Delete every release of {catalog.name}? Shoppers will no longer see this catalog until it is published
        again.
      </ConfirmDialog>
    </>
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

function RulesPanel({ catalog }: { catalog: CatalogDetails }) {
  const addDialog = useUrlDialog('add-rule');
  const editDialog = useUrlItemDialog('edit-rule', 'rule');
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [createRule] = useCreateCatalogRuleMutation({
    refetchQueries: ['CatalogDetails'],
    awaitRefetchQueries: true,
  });
  const [deleteRule] = useDeleteCatalogRuleMutation({
    refetchQueries: ['CatalogDetails'],
    awaitRefetchQueries: true,
  });
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
    return payloadResult(data?.createCatalogRule, {
      success: 'Rule created',
      then: addDialog.close,
    });
  };
  /** Hidden at once; the delete goes out when the undo window ends. */
  const confirm = () => {
    if (!deleting) return;
    const { id } = deleting;
    setDeleting(null);
    void deleteAfterUndoWindow({
      key: id,
      message: 'Rule deleted',
      remove: async () => (await deleteRule({ variables: { id } })).data?.deleteCatalogRule.userErrors,
    });
  };
  const rules = useWithoutPendingRemovals(catalog.rules.items, (rule) => rule.id) ?? [];
  return (
    <>
      <Button icon={<AddIcon />} text="Add rule" onClick={addDialog.open} />
      {rules.length === 0 ? (
        <NonIdealState
          title="No rules"
          description="Without rules, this catalog is shown to no one in particular."
        />
      ) : (
        <HTMLTable compact striped aria-label="Rules">
          <thead>
            <tr>
              <th>Name</th>
              <th>Description</th>
              <th>Channels</th>
              <th>Tags</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => (
              <tr key={rule.id}>
                <td>{rule.name}</td>
                <td>{rule.description ?? ''}</td>
                <td>{rule.channels.join(', ') || 'Any'}</td>
                <td>{rule.tags.join(', ') || 'Any'}</td>
                <td>
                  <Button
                    variant="minimal"
                    icon={<EditIcon />}
                    aria-label={`Edit rule ${rule.name}`}
                    onClick={() => editDialog.open(rule.id)}
                  />
                  <Button
                    variant="minimal"
                    icon={<TrashIcon />}
                    aria-label={`Delete rule ${rule.name}`}
                    onClick={() => setDeleting(rule)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {addDialog.isOpen && (
        <RuleFormDialog
          title="Add rule"
          submitText="Create rule"
          defaultValues={EMPTY_RULE}
          onSubmit={create}
          onClose={addDialog.close}
        />
      )}
      {editDialog.itemId && <EditRuleDialog id={editDialog.itemId} onClose={editDialog.close} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        confirmText="Delete"
        onConfirm={confirm}
        onCancel={() => setDeleting(null)}
      >
        Delete rule {deleting?.name}?
      </ConfirmDialog>
    </>
  );
}

const EMPTY_RULE: RuleFormValues = { name: '', description: '', channels: '', tags: '' };

/** Reads the rule by id (`catalogRule`), then saves only what changed (`updateCatalogRule`). */
function EditRuleDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const result = useCatalogRuleByIdQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const [updateRule] = useUpdateCatalogRuleMutation({
    refetchQueries: ['CatalogDetails'],
    awaitRefetchQueries: true,
  });
  const rule = result.dataState === 'complete' ? result.data.catalogRule : undefined;
  if (result.loading) return <Spinner aria-label="Loading the rule" />;
  if (result.error || !rule) {
    return (
      <Callout intent="danger" title="Could not open the rule" role="alert">
        {result.error ? errorMessage(result.error) : 'It may have been deleted.'}
      </Callout>
    );
  }
  const before: RuleFormValues = {
    name: rule.name,
    description: rule.description ?? '',
    channels: rule.channels.join(', '),
    tags: rule.tags.join(', '),
  };
  const save = async (values: RuleFormValues): Promise<MutationFormResult<RuleFormValues>> => {
    const input = {
      ...(values.name.trim() !== before.name ? { name: values.name.trim() } : {}),
      ...(values.description.trim() !== before.description
        ? { description: values.description.trim() || null }
        : {}),
      ...(values.channels !== before.channels ? { channels: splitList(values.channels) } : {}),
      ...(values.tags !== before.tags ? { tags: splitList(values.tags) } : {}),
    };
    if (Object.keys(input).length === 0) {
      onClose();
      return { userErrors: [] };
    }
    const { data } = await updateRule({ variables: { id, input } });
    return payloadResult(data?.updateCatalogRule, { success: 'Rule saved', then: onClose });
  };
  return (
    <RuleFormDialog
      title={`Edit rule ${rule.name}`}
      submitText="Save rule"
      defaultValues={before}
      onSubmit={save}
      onClose={onClose}
    />
  );
}

function RuleFormDialog({
  title,
  submitText,
  defaultValues,
  onSubmit,
  onClose,
}: {
  title: string;
  submitText: string;
  defaultValues: RuleFormValues;
  onSubmit: (values: RuleFormValues) => Promise<MutationFormResult<RuleFormValues>>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<RuleFormValues>
      title={title}
      submitText={submitText}
      defaultValues={defaultValues}
      fieldNames={RULE_FIELDS}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <FormField
            id="rule-name"
            label="Name"
            error={fieldErrorMessage(errors.name)}
            helperText="No spaces."
          >
            <InputGroup
              {...blueprintField(form, 'name', 'rule-name', {
                validate: (value) => value.trim() !== '' || 'Name is required',
              })}
              aria-required
            />
          </FormField>
          <FormField id="rule-description" label="Description" error={fieldErrorMessage(errors.description)}>
            <InputGroup {...blueprintField(form, 'description', 'rule-description')} />
          </FormField>
          <FormField
            id="rule-channels"
            label="Channels"
            error={fieldErrorMessage(errors.channels)}
            helperText="Comma separated, e.g. web, mobile."
          >
            <InputGroup {...blueprintField(form, 'channels', 'rule-channels')} />
          </FormField>
          <FormField
            id="rule-tags"
            label="Tags"
            error={fieldErrorMessage(errors.tags)}
            helperText="Comma separated."
          >
            <InputGroup {...blueprintField(form, 'tags', 'rule-tags')} />
          </FormField>
        </>
      )}
    </MutationFormDialog>
  );
}
