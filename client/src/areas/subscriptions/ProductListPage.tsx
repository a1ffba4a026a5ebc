import { NonIdealState } from '@blueprintjs/core';
import { BoxIcon } from '@blueprintjs/icons';
import { useRowEditing } from '../../components/detail/useRowEditing';
import { EntityFormDialog, type EntityFormDialogProps } from '../../components/form/MutationFormDialog';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { payloadResult } from '../../components/form/useMutationForm';
import type { UserErrorLike } from '../../components/form/userErrors';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
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
import { productColumns } from './columns';

/** The currencies a subscription product may be priced in. */
const CURRENCIES = ['USD', 'EUR', 'GBP'];

const BASE_COLUMNS: readonly ResourceColumn<SubscriptionProductRowFragment>[] = [
  { id: 'name', header: 'Name', cell: (product) => product.name },
  productColumns.sku,
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

const NEW_PRODUCT: ProductFormValues = { name: '', sku: '', description: '', currency: 'USD', amount: '' };

function ProductFormDialog(props: EntityFormDialogProps<ProductFormValues>) {
  return (
    <EntityFormDialog {...props} fieldNames={PRODUCT_FIELDS}>
      {(form) => (
        <>
          <TextField form={form} name="name" id="product-name" label="Name" required />
          <TextField form={form} name="sku" id="product-sku" label="SKU" />
          <TextField form={form} name="description" id="product-description" label="Description" rows={2} />
          <SelectField
            form={form}
            name="currency"
            id="product-currency"
            label="Currency"
            options={CURRENCIES}
          />
          <TextField
            form={form}
            name="amount"
            id="product-amount"
            label="Price per billing period"
            helperText="For example 18.00."
            rules={{
              validate: (value, values) =>
                decimalToMinorUnits(value, values.currency) !== null || 'Enter an amount like 18.00',
            }}
          />
        </>
      )}
    </EntityFormDialog>
  );
}

/** The provider's price errors point at the whole price; show them under the amount. */
const priceErrorsOnAmount = (userErrors: readonly UserErrorLike[]) =>
  userErrors.map((userError) =>
    userError.field?.[0] === 'price' ? { ...userError, field: ['amount'] } : userError,
  );

const SUBSCRIPTION_PRODUCT_LIST = defineList('subscriptionProducts', {
  filters: { name: { label: 'Name contains' } },
});

export function ProductListPage() {
  const listing = useResourceList(SUBSCRIPTION_PRODUCT_LIST, {
    hook: useSubscriptionProductListQuery,
    document: SubscriptionProductListDocument,
    pick: (all: SubscriptionProductListQuery) => all.subscriptionProducts,
  });
  const name = listing.params.filters.name.trim();
  const create = useCreateFlow(useCreateSubscriptionProductMutation, {
    noun: 'product',
    dialogName: 'create-product',
    input: productInput,
    payload: (data) => data.createSubscriptionProduct,
    record: (payload) => payload.product,
    list: 'subscriptionProducts',
    userErrors: priceErrorsOnAmount,
    dialog: (dialog) => <ProductFormDialog {...dialog} defaultValues={NEW_PRODUCT} />,
  });
  const [updateProduct] = useUpdateSubscriptionProductMutation();
  const [deleteProduct] = useDeleteSubscriptionProductMutation({
    update: (cache, { data: deleted }) => {
      if (deleted?.deleteSubscriptionProduct.deletedId)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'subscriptionProducts' });
    },
  });

  const rows = useRowEditing({
    dialog: 'product',
    itemKey: 'product',
    rows: listing.list.page?.items,
    what: (product) => product.name,
    remove: {
      question: (product) =>
        `Delete product ${product.name}? Products still in an offering cannot be deleted.`,
      message: 'Product deleted',
      remove: async (product) =>
        (await deleteProduct({ variables: { id: product.id } })).data?.deleteSubscriptionProduct.userErrors,
      confirmText: 'Delete product',
    },
  });
  const editing = rows.edited;

  const save = async (values: ProductFormValues) => {
    if (!editing) return { userErrors: [] };
    const { data: updated } = await updateProduct({
      variables: { id: editing.id, input: productInput(values) },
    });
    const result = payloadResult(updated?.updateSubscriptionProduct, {
      success: 'Product saved',
      saved: (payload) => payload.product,
      then: rows.edit.close,
    });
    return { ...result, userErrors: priceErrorsOnAmount(result.userErrors) };
  };

  const columns: readonly ResourceColumn<SubscriptionProductRowFragment>[] = [
    ...BASE_COLUMNS,
    rows.actionsColumn,
  ];

  return (
    <ListPage
      title="Products"
      noun={['product', 'products']}
      create={create}
      list={listing}
      table={{
        columns,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(BoxIcon)}
            title={name ? 'No products match this name' : 'No subscription products yet'}
            description={name ? 'Try another name.' : 'Products you add appear here.'}
          />
        ),
      }}
    >
      {editing && (
        <ProductFormDialog
          title="Edit product"
          submitText="Save product"
          defaultValues={productValues(editing)}
          onSubmit={save}
          onClose={rows.edit.close}
        />
      )}
      {rows.confirmDialog}
    </ListPage>
  );
}
