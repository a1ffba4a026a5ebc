import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { SearchIcon, TrashIcon } from '@blueprintjs/icons';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { Link, useNavigate, useParams } from 'react-router';
import { showToast } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  payloadResult,
  type MutationFormResult,
  requirePayload,
} from '../../components/form/useMutationForm';
import { PageHeader } from '../../components/PageHeader';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave';
import { useUrlDialog } from '../../components/useUrlDialog';
import { errorMessage } from '../../graphql/errors';
import {
  useCreateProductMutation,
  useDeleteProductMutation,
  useProductDetailsQuery,
  useUpdateProductMutation,
  type ProductDetailsFragment,
} from '../../graphql/generated';
import { ProductMainImage } from '../files/exports';
import { ProductVariations } from '../variations/exports';
import { ProductPrices } from '../pricebooks/exports';
import { ProductRelated } from '../custom-relationships/exports';
import { ProductForm } from './components/ProductForm';
import { ProductTemplatesSection } from './components/ProductTemplatesSection';
import { ProductNodesSection } from './components/ProductNodesSection';
import { ProductFilesSection } from './components/ProductFilesSection';
import {
  EMPTY_PRODUCT_FORM,
  productCreateInput,
  productToFormValues,
  productUpdateInput,
  type ProductFormValues,
} from './productForm';
import { productListUrl, productUrl } from './urls';

const BACK_TO_LIST = { to: productListUrl(), label: 'Products' };

/** `/products/add` creates a product; `/products/:id` edits one. */
export function ProductFormPage() {
  const { id } = useParams();
  return id ? <ProductEditView key={id} id={id} /> : <ProductCreateView />;
}

function ProductCreateView() {
  const navigate = useNavigate();
  const [createProduct] = useCreateProductMutation({
    // Lists must be fetched again to include the new product wherever it sorts.
    update: (cache, { data }) => {
      if (data?.createProduct.product) cache.evict({ id: 'ROOT_QUERY', fieldName: 'products' });
    },
  });

  const submit = async (values: ProductFormValues): Promise<MutationFormResult<ProductFormValues>> => {
    const { data } = await createProduct({ variables: { input: productCreateInput(values) } });
    const payload = requirePayload(data?.createProduct);
    if (payload.product && payload.userErrors.length === 0) {
      showToast('Product created');
      await navigate(productUrl(payload.product.id), { replace: true });
    }
    return { userErrors: payload.userErrors };
  };

  return (
    <>
      <PageHeader title="Add product" back={BACK_TO_LIST} />
      <ProductForm defaultValues={EMPTY_PRODUCT_FORM} submitText="Create product" onSubmit={submit} />
    </>
  );
}

function ProductEditView({ id }: { id: string }) {
  const result = useProductDetailsQuery({ variables: { id } });
  const { loading, error } = result;
  const product = result.dataState === 'complete' ? result.data.product : undefined;

  if (loading && !product) return <Spinner className="page-spinner" aria-label="Loading product" />;
  if (error && !product) {
    return (
      <>
        <PageHeader title="Product" back={BACK_TO_LIST} />
        <Callout intent="danger" title="Could not load the product" role="alert">
          {errorMessage(error)}
        </Callout>
      </>
    );
  }
  if (!product) {
    return (
      <NonIdealState
        icon={nonIdealStateIcon(SearchIcon)}
        title="Product not found"
        description="It may have been deleted."
        action={<Link to={productListUrl()}>Back to products</Link>}
      />
    );
  }
  return <ProductEditor product={product} />;
}

function ProductEditor({ product }: { product: ProductDetailsFragment }) {
  const deleteDialog = useUrlDialog('delete');
  const [updateProduct] = useUpdateProductMutation();
  const [deleteProduct, { loading: deleting }] = useDeleteProductMutation();
  const savedValues = productToFormValues(product);

  const submit = async (values: ProductFormValues): Promise<MutationFormResult<ProductFormValues>> => {
    const input = productUpdateInput(savedValues, values);
    if (Object.keys(input).length === 0) {
      showToast('No changes to save', 'none');
      return { userErrors: [] };
    }
    const { data } = await updateProduct({ variables: { id: product.id, input } });
    return payloadResult(data?.updateProduct, {
      success: 'Product saved',
      saved: (payload) => payload.product,
      savedValues: productToFormValues,
    });
  };

  const deleteAndLeave = useDeleteAndLeave({
    success: 'Product deleted',
    listUrl: productListUrl(),
    entity: { __typename: 'Product', id: product.id },
    rootFields: ['products'],
    onFailure: deleteDialog.close,
  });
  const confirmDelete = () =>
    deleteAndLeave(async () => {
      const { data } = await deleteProduct({ variables: { id: product.id } });
      return data?.deleteProduct.userErrors ?? [];
    });

  return (
    <>
      <PageHeader title={product.name} back={BACK_TO_LIST} />
      <ProductMainImage productId={product.id} mainImage={product.mainImage} />
      <ProductForm
        defaultValues={savedValues}
        submitText="Save product"
        onSubmit={submit}
        productId={product.id}
        secondaryActions={
          <Button
            intent="danger"
            variant="outlined"
            icon={<TrashIcon />}
            text="Delete"
            onClick={deleteDialog.open}
          />
        }
      />
      <ProductFilesSection productId={product.id} />
      <ProductVariations productId={product.id} />
      <ProductPrices productId={product.id} />
      <ProductRelated productId={product.id} />
      <ProductTemplatesSection productId={product.id} />
      <ProductNodesSection productId={product.id} />
      <ConfirmDialog
        isOpen={deleteDialog.isOpen}
        confirmText="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={deleteDialog.close}
      >
        Delete product {product.name}?
      </ConfirmDialog>
    </>
  );
}
