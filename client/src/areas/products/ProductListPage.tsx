import { BoxIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { ListPage } from '../../components/list/ListPage';
import { useResourceList } from '../../components/list/useResourceList';
import { deleteAction, type BulkAction } from '../../components/list/bulk';
import {
  ProductListDocument,
  useDeleteProductMutation,
  useProductListQuery,
  useUpdateProductMutation,
  type ProductListQuery,
  type ProductStatus,
} from '../../graphql/generated';
import { ProductExportJob } from './components/ProductExportJob';
import { useProductParameterActions } from './components/productBulkActions';
import { PRODUCT_COLUMNS, type ProductListRow } from './components/productColumns';
import { useProductImport } from './productImport';
import { PRODUCT_LIST } from './productList';
import { productAddUrl, productUrl } from './urls';

export function ProductListPage() {
  const navigate = useNavigate();
  const listing = useResourceList(PRODUCT_LIST, {
    hook: useProductListQuery,
    document: ProductListDocument,
    pick: (all: ProductListQuery) => all.products,
  });
  const [deleteProduct] = useDeleteProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const parameterActions = useProductParameterActions();
  const importer = useProductImport(listing.refetch);

  /** A status change through the product's update (only the status is sent). */
  const setStatus = (status: ProductStatus, label: string, done: string): BulkAction<ProductListRow> => ({
    id: `status-${status}`,
    label,
    done,
    run: async (product) => {
      if (product.status === status) return [];
      const { data: updated } = await updateProduct({ variables: { id: product.id, input: { status } } });
      return updated?.updateProduct.userErrors ?? [];
    },
  });
  const bulkActions: readonly BulkAction<ProductListRow>[] = [
    setStatus('LIVE', 'Set live', 'set live'),
    setStatus('DRAFT', 'Set draft', 'set to draft'),
    ...parameterActions,
    deleteAction(
      async (product) => (await deleteProduct({ variables: { id: product.id } })).data?.deleteProduct,
    ),
  ];

  return (
    <ListPage
      title="Products"
      add={{ text: 'Add product', onClick: () => void navigate(productAddUrl()) }}
      actions={<ProductExportJob filter={listing.variables.filter ?? undefined} />}
      list={listing}
      import={importer}
      noun={['product', 'products']}
      empty={{ icon: BoxIcon, description: 'Products you add appear here.' }}
      bulk={{
        describe: (product) => (product.sku ? `${product.name} (${product.sku})` : product.name),
        actions: bulkActions,
        onChanged: listing.refetch,
      }}
      table={{ columns: PRODUCT_COLUMNS, rowUrl: productUrl }}
    />
  );
}
