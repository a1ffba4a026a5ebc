import { Button, HTMLSelect, InputGroup, NonIdealState, TextArea } from '@blueprintjs/core';
import { BoxIcon, EditIcon, TrashIcon } from '@blueprintjs/icons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deleteAfterUndoWindow } from '../../components/undo/undoWindow';
import { useUrlItemDialog } from '../../components/useUrlItemDialog';
import { showToast } from '../../app/toaster';
import { FormDialog } from '../../components/form/FormDialog';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import {
  useMutationForm,
  type MutationFormResult,
  requirePayload,
} from '../../components/form/useMutationForm';
import type { FilterField } from '../../components/list/FilterBar';
import { usePagedSource } from '../../components/list/bulk';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  SubscriptionProductListDocument,
  type SubscriptionProductListQuery,
  useCreateSubscriptionProductMutation,
  useDeleteSubscriptionProductMutation,
  useUpdateSubscriptionProductMutation,
  useSubscriptionProductListQuery,
  type SubscriptionProductInput,
  type SubscriptionProductRowFragment,
} from '../../graphql/generated';
import { decimalToMinorUnits, minorUnitsToDecimal } from '../../format/money';

type FilterKey = 'name';
const LIST_CONFIG: ListParamsConfig<FilterKey, never> = { filterKeys: ['name'], sortFields: [] };
const FILTER_FIELDS: readonly FilterField<FilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

const BASE_COLUMNS: readonly ResourceColumn<SubscriptionProductRowFragment>[] = [
  { id: 'name', header: 'Name', cell: (product) => product.name },
  { id: 'sku', header: 'SKU', cell: (product) => product.sku ?? '—' },
  { id: 'description', header: 'Description', cell: (product) => product.description ?? '' },
  {
    id: 'price',
    header: 'Price per period',
    cell: (product) => product.price.map((price) => price.formatted).join(', ') || '—',
  },
];

export interface ProductFormValues {
  name: string;
  sku: string;
  description: string;
  currency: string;
  amount: string;
}

const PRODUCT_FIELDS = ['name', 'sku', 'description', 'currency', 'amount'] as const;

/** `18.00` USD → 1800 minor units (cents); the form has checked the amount. */
export function productInput(values: ProductFormValues): SubscriptionProductInput {
  const amount = decimalToMinorUnits(values.amount, values.currency) ?? 0;
  return {
    name: values.name.trim(),
    sku: values.sku.trim() || null,
    description: values.description.trim() || null,
    price: [{ currency: values.currency, amount }],
  };
}

/** A listed product as form values (its first price), for editing. */
const productValues = (product: SubscriptionProductRowFragment): ProductFormValues => {
  const [price] = product.price;
  return {
    name: product.name,
    sku: product.sku ?? '',
    description: product.description ?? '',
    currency: price?.currency ?? 'USD',
    amount: price ? minorUnitsToDecimal(price.amount, price.currency) : '',
  };
};

function ProductFormDialog({
  title = 'Add product',
  submitText = 'Create product',
  defaultValues = { name: '', sku: '', description: '', currency: 'USD', amount: '' },
  onSubmit,
  onClose,
}: {
  title?: string;
  submitText?: string;
  defaultValues?: ProductFormValues;
  onSubmit: (values: ProductFormValues) => Promise<MutationFormResult<ProductFormValues>>;
  onClose: () => void;
}) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<ProductFormValues>({
    defaultValues,
    fieldNames: PRODUCT_FIELDS,
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title={title}
      submitText={submitText}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField id="product-name" label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup
          {...blueprintField(form, 'name', 'product-name', {
            validate: (value) => String(value).trim() !== '' || 'Name is required',
          })}
        />
      </FormField>
      <FormField id="product-sku" label="SKU" error={fieldErrorMessage(errors.sku)}>
        <InputGroup {...blueprintField(form, 'sku', 'product-sku')} />
      </FormField>
      <FormField id="product-description" label="Description" error={fieldErrorMessage(errors.description)}>
        <TextArea {...blueprintField(form, 'description', 'product-description')} fill rows={2} />
      </FormField>
      <FormField id="product-currency" label="Currency">
        <HTMLSelect id="product-currency" {...form.register('currency')}>
          <option value="USD">USD</option>
          <option value="EUR">EUR</option>
          <option value="GBP">GBP</option>
        </HTMLSelect>
      </FormField>
      <FormField
        id="product-amount"
        label="Price per billing period"
        error={fieldErrorMessage(errors.amount)}
        helperText="For example 18.00."
      >
        <InputGroup
          {...blueprintField(form, 'amount', 'product-amount', {
            validate: (value, values) =>
              decimalToMinorUnits(value, values.currency) !== null || 'Enter an amount like 18.00',
          })}
        />
      </FormField>
    </FormDialog>
  );
}

/** The provider's price errors point at the whole price; show them under the amount. */
function onAmount<T extends { field?: readonly string[] | null }>(userErrors: readonly T[]): T[] {
  return userErrors.map((userError) =>
    userError.field?.[0] === 'price' ? { ...userError, field: ['amount'] } : userError,
  );
}

export function ProductListPage() {
  const createDialog = useUrlDialog('create-product');
  const editDialog = useUrlItemDialog('edit-product', 'product');
  const deleteDialog = useUrlItemDialog('delete-product', 'product');
  const { params, setFilters, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const name = params.filters.name.trim();
  const variables = {
    filter: name ? { name: { like: name } } : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const result = useSubscriptionProductListQuery({ variables, fetchPolicy: 'cache-and-network' });
  const source = usePagedSource(
    SubscriptionProductListDocument,
    variables,
    (all: SubscriptionProductListQuery) => all.subscriptionProducts,
  );
  const { loading, error } = result;
  const data = result.dataState === 'complete' ? result.data : undefined;
  const page = (data ?? result.previousData)?.subscriptionProducts;
  const [createProduct] = useCreateSubscriptionProductMutation({
    update: (cache, { data: created }) => {
      if (created?.createSubscriptionProduct.product)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'subscriptionProducts' });
    },
  });

  const [updateProduct] = useUpdateSubscriptionProductMutation();
  const [deleteProduct] = useDeleteSubscriptionProductMutation({
    update: (cache, { data: deleted }) => {
      if (deleted?.deleteSubscriptionProduct.deletedId)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'subscriptionProducts' });
    },
  });
  const editing = page?.items.find((product) => product.id === editDialog.itemId);
  const deletingProduct = page?.items.find((product) => product.id === deleteDialog.itemId);

  const save = async (values: ProductFormValues) => {
    if (!editing) return { userErrors: [] };
    const { data: updated } = await updateProduct({
      variables: { id: editing.id, input: productInput(values) },
    });
    const payload = requirePayload(updated?.updateSubscriptionProduct);
    if (payload.product && payload.userErrors.length === 0) {
      showToast('Product saved');
      editDialog.close();
    }
    return { userErrors: onAmount(payload.userErrors) };
  };

  /** The list hides it at once; the delete goes out when the undo window ends. */
  const confirmDelete = () => {
    if (!deletingProduct) return;
    const { id } = deletingProduct;
    deleteDialog.close();
    void deleteAfterUndoWindow({
      key: id,
      message: 'Product deleted',
      remove: async () =>
        (await deleteProduct({ variables: { id } })).data?.deleteSubscriptionProduct.userErrors,
    });
  };

  const columns: readonly ResourceColumn<SubscriptionProductRowFragment>[] = [
    ...BASE_COLUMNS,
    {
      id: 'actions',
      header: 'Actions',
      cell: (product) => (
        <>
          <Button
            variant="minimal"
            icon={<EditIcon />}
            aria-label={`Edit ${product.name}`}
            onClick={() => editDialog.open(product.id)}
          />
          <Button
            variant="minimal"
            intent="danger"
            icon={<TrashIcon />}
            aria-label={`Delete ${product.name}`}
            onClick={() => deleteDialog.open(product.id)}
          />
        </>
      ),
    },
  ];

  const create = async (values: ProductFormValues) => {
    const { data: created } = await createProduct({ variables: { input: productInput(values) } });
    const payload = requirePayload(created?.createSubscriptionProduct);
    if (payload.product && payload.userErrors.length === 0) {
      showToast('Product created');
      createDialog.close();
    }
    return { userErrors: onAmount(payload.userErrors) };
  };

  return (
    <ListPage
      title="Products"
      add={{ text: 'Add product', onClick: createDialog.open }}
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={error}
      bulk={{ noun: ['product', 'products'], source }}
      table={{
        columns,
        rows: error && !data ? [] : page?.items,
        rowKey: (product) => product.id,
        loading,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(BoxIcon)}
            title={name ? 'No products match this name' : 'No subscription products yet'}
            description={name ? 'Try another name.' : 'Products you add appear here.'}
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
      {createDialog.isOpen && <ProductFormDialog onSubmit={create} onClose={createDialog.close} />}
      {editing && (
        <ProductFormDialog
          title="Edit product"
          submitText="Save product"
          defaultValues={productValues(editing)}
          onSubmit={save}
          onClose={editDialog.close}
        />
      )}
      <ConfirmDialog
        isOpen={deletingProduct !== undefined}
        confirmText="Delete product"
        onConfirm={confirmDelete}
        onCancel={deleteDialog.close}
      >
        Delete product {deletingProduct?.name}? Products still in an offering cannot be deleted.
      </ConfirmDialog>
    </ListPage>
  );
}
