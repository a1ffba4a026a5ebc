import { Button, Callout } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { showToast } from '../../app/toaster';
import { DetailDeleteConfirm } from '../../components/detail/DetailLayout';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailDelete } from '../../components/detail/useDetailDelete';
import { type MutationFormResult, requirePayload } from '../../components/form/useMutationForm';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../graphql/errors';
import {
  useCreateProductMutation,
  useDeleteProductMutation,
  useProductDetailsQuery,
  useSetProductMainImageMutation,
  useUpdateProductMutation,
  type ProductDetailsFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { ProductMainImage } from '../files/exports';
import { ProductVariations } from '../variations/exports';
import { ProductPrices } from '../pricebooks/exports';
import { ProductRelated } from '../custom-relationships/exports';
import { ProductStockSection } from '../inventory/exports';
import { ProductForm } from './components/ProductForm';
import { ProductTemplatesSection } from './components/ProductTemplatesSection';
import { ProductNodesSection } from './components/ProductNodesSection';
import { ProductCatalogsNotice } from './components/ProductCatalogsNotice';
import { ProductFilesSection } from './components/ProductFilesSection';
import { ProductImageChooser, type ChosenImage } from './components/ProductImageChooser';
import { ProductPriceFields } from './components/ProductPriceFields';
import {
  isProductSaveFailures,
  useProductPriceDrafts,
  type ProductPriceDrafts,
  type ProductSaveFailures,
} from './productPrices';
import {
  EMPTY_PRODUCT_FORM,
  productCreateInput,
  productToFormValues,
  productUpdateInput,
  type ProductFormValues,
} from './productForm';
import { productListUrl, productUrl } from './urls';

const BACK_TO_LIST = { to: productListUrl(), label: 'Products' };

const FIX_PRICES = { message: 'Correct the prices marked below.' };

/** Sets the product's main image; why it failed, or undefined when it worked. */
function useSetMainImage() {
  const [setMainImage] = useSetProductMainImageMutation();
  return async (productId: string, fileId: string): Promise<string | undefined> => {
    try {
      const { data } = await setMainImage({ variables: { productId, fileId } });
      const problems = data?.setProductMainImage.userErrors ?? [];
      return problems.length > 0 ? problems.map((problem) => problem.message).join(' ') : undefined;
    } catch (error) {
      return errorMessage(error);
    }
  };
}

/** "The prices in Retail, Wholesale were not saved; …" for the books that failed. */
function failedPricesMessage(prices: ProductPriceDrafts, bookIds: readonly string[]): string {
  return `The prices in ${bookIds.map(prices.bookName).join(', ')} were not saved; see Price amounts below.`;
}

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

  const prices = useProductPriceDrafts(undefined);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const setMainImage = useSetMainImage();

  /**
   * Creates the product, then its prices and main image. When one of those fails the product
   * exists: its edit page opens with the failed amounts still typed and each reason beside them.
   */
  const submit = async (values: ProductFormValues): Promise<MutationFormResult<ProductFormValues>> => {
    if (!prices.validate()) return { userErrors: [FIX_PRICES] };
    const { data } = await createProduct({ variables: { input: productCreateInput(values) } });
    const payload = requirePayload(data?.createProduct);
    if (!payload.product || payload.userErrors.length > 0) return { userErrors: payload.userErrors };
    const productId = payload.product.id;
    const failedPrices = await prices.save(productId, values.sku.trim());
    const imageError = image ? await setMainImage(productId, image.id) : undefined;
    const failures: ProductSaveFailures = {
      priceDrafts: failedPrices.drafts,
      priceErrors: failedPrices.errors,
      ...(imageError
        ? { imageError: `The main image (${image?.label ?? ''}) was not set: ${imageError}` }
        : {}),
    };
    const unsaved = [
      ...Object.keys(failures.priceErrors).map((bookId) => `its price in ${prices.bookName(bookId)}`),
      ...(imageError ? ['its main image'] : []),
    ];
    const complete = unsaved.length === 0;
    showToast(
      complete
        ? 'Product created'
        : `Product created, but ${unsaved.join(' and ')} ${unsaved.length > 1 ? 'were' : 'was'} not saved: see below`,
      complete ? 'success' : 'warning',
    );
    await navigate(productUrl(productId), { replace: true, state: complete ? null : failures });
    return { userErrors: [] };
  };

  return (
    <>
      <PageHeader title="Add product" back={BACK_TO_LIST} />
      <ProductForm
        defaultValues={EMPTY_PRODUCT_FORM}
        submitText="Create product"
        onSubmit={submit}
        extraSections={
          <>
            <ProductPriceFields prices={prices} />
            <ProductImageChooser value={image} onChange={setImage} />
          </>
        }
      />
    </>
  );
}

function ProductEditView({ id }: { id: string }) {
  const result = useProductDetailsQuery({ variables: { id } });
  return (
    <DetailPage noun="product" back={BACK_TO_LIST} query={result} entity={completeData(result)?.product}>
      {(product) => <ProductEditor product={product} />}
    </DetailPage>
  );
}

function ProductEditor({ product }: { product: ProductDetailsFragment }) {
  const location = useLocation();
  // Left by the create page when a price or the main image could not be saved.
  const [failures] = useState(() => (isProductSaveFailures(location.state) ? location.state : undefined));
  const prices = useProductPriceDrafts(product.id, failures);
  const [updateProduct] = useUpdateProductMutation();
  const [deleteProduct] = useDeleteProductMutation();
  const savedValues = productToFormValues(product);

  /** Saves the changed fields, then the prices the seller typed in (create, update or delete). */
  const submit = async (values: ProductFormValues): Promise<MutationFormResult<ProductFormValues>> => {
    if (!prices.validate()) return { userErrors: [FIX_PRICES] };
    const input = productUpdateInput(savedValues, values);
    if (Object.keys(input).length === 0 && !prices.changed) {
      showToast('No changes to save', 'none');
      return { userErrors: [] };
    }
    let saved = product;
    if (Object.keys(input).length > 0) {
      const { data } = await updateProduct({ variables: { id: product.id, input } });
      const payload = requirePayload(data?.updateProduct);
      if (!payload.product || payload.userErrors.length > 0) return { userErrors: payload.userErrors };
      saved = payload.product;
    }
    if (prices.changed) {
      const failed = Object.keys((await prices.save(product.id, saved.sku ?? '')).errors);
      if (failed.length > 0) return { userErrors: [{ message: failedPricesMessage(prices, failed) }] };
    }
    showToast('Product saved');
    return { userErrors: [], savedValues: productToFormValues(saved) };
  };

  const deletion = useDetailDelete({
    // Worded as the list's bulk delete: pending with Undo, "deleted" only once it is.
    pending: `Deleting '${product.name}'…`,
    success: `Product '${product.name}' deleted`,
    listUrl: productListUrl(),
    entity: { __typename: 'Product', id: product.id },
    rootFields: ['products'],
    remove: async () =>
      (await deleteProduct({ variables: { id: product.id } })).data?.deleteProduct.userErrors,
  });

  return (
    <>
      <PageHeader title={product.name} back={BACK_TO_LIST} />
      {failures?.imageError && !product.mainImage && (
        <Callout intent="danger" title="Main image not set" role="alert" className="product-image-error">
          {failures.imageError} Choose or upload it again below.
        </Callout>
      )}
      <ProductCatalogsNotice productId={product.id} />
      <ProductMainImage productId={product.id} mainImage={product.mainImage} />
      <ProductForm
        defaultValues={savedValues}
        submitText="Save product"
        onSubmit={submit}
        productId={product.id}
        extraSections={<ProductPriceFields prices={prices} />}
        secondaryActions={
          <Button
            intent="danger"
            variant="outlined"
            icon={<TrashIcon />}
            text="Delete"
            onClick={deletion.open}
          />
        }
      />
      <ProductFilesSection productId={product.id} />
      <ProductVariations productId={product.id} />
      <ProductPrices productId={product.id} />
      <ProductStockSection productId={product.id} />
      <ProductRelated productId={product.id} />
      <ProductTemplatesSection productId={product.id} />
      <ProductNodesSection productId={product.id} />
      <DetailDeleteConfirm remove={{ state: deletion, question: `Delete product ${product.name}?` }} />
    </>
  );
}
