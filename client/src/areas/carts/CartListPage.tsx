import { NonIdealState } from '@blueprintjs/core';
import { ShoppingCartIcon } from '@blueprintjs/icons';
import type { FilterField } from '../../components/list/FilterBar';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { listPager } from '../../components/list/listPager';
import { ListPage } from '../../components/list/ListPage';
import type { ListParamsConfig } from '../../components/list/listParams';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useListParams } from '../../components/list/useListParams';
import { usePagedList } from '../../components/list/usePagedList';
import { nonIdealStateIcon } from '../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  CartListDocument,
  type CartListQuery,
  useCartListQuery,
  useCreateCartMutation,
  type CartListItemFragment,
} from '../../graphql/generated';
import { CartFormDialog, type CartFormValues } from './components/CartFormDialog';
import { cartUrl } from './urls';
import { formatDateTime } from '../../format/dates';

type CartFilterKey = 'name';
type CartSortField = 'NAME' | 'UPDATED_AT';

const LIST_CONFIG: ListParamsConfig<CartFilterKey, CartSortField> = {
  filterKeys: ['name'],
  sortFields: ['NAME', 'UPDATED_AT'],
  defaultSort: { field: 'UPDATED_AT', direction: 'DESC' },
};

const FILTER_FIELDS: readonly FilterField<CartFilterKey>[] = [
  { kind: 'text', key: 'name', label: 'Name contains' },
];

const COLUMNS: readonly ResourceColumn<CartListItemFragment, CartSortField>[] = [
  { id: 'name', header: 'Name', sortField: 'NAME', cell: (cart) => cart.name },
  { id: 'id', header: 'Cart id', cell: (cart) => <code>{cart.id}</code> },
  { id: 'total', header: 'Total', cell: (cart) => cart.totals.withTax.formatted },
  {
    id: 'updatedAt',
    header: 'Updated',
    sortField: 'UPDATED_AT',
    cell: (cart) => formatDateTime(cart.updatedAt),
  },
];

/** `/carts`: the store's carts; name filter, sort and paging in the URL. */
export function CartListPage() {
  const openCreated = useOpenCreated();
  const createDialog = useUrlDialog('create');
  const { params, setFilters, toggleSort, setPageSize, setOffset } = useListParams(LIST_CONFIG);
  const name = params.filters.name.trim();
  const variables = {
    filter: name ? { name: { like: name } } : undefined,
    sort: params.sort ? [params.sort] : undefined,
    page: { limit: params.pageSize, offset: params.offset },
  };
  const list = usePagedList(
    useCartListQuery({ variables, fetchPolicy: 'cache-and-network' }),
    CartListDocument,
    variables,
    (all: CartListQuery) => all.carts,
  );
  const [createCart] = useCreateCartMutation({
    update: (cache, { data: created }) => {
      if (created?.createCart.cart) cache.evict({ id: 'ROOT_QUERY', fieldName: 'carts' });
    },
  });

  const create = async (values: CartFormValues) => {
    const description = values.description.trim();
    const { data: created } = await createCart({
      variables: { input: { name: values.name.trim(), ...(description ? { description } : {}) } },
    });
    const payload = created?.createCart;
    return openCreated(payload, payload?.cart, { message: 'Cart created', url: cartUrl });
  };

  return (
    <ListPage
      title="Carts"
      add={{ text: 'Add cart', onClick: createDialog.open }}
      filter={{ fields: FILTER_FIELDS, values: params.filters, onChange: setFilters }}
      error={list.error}
      bulk={{ noun: ['cart', 'carts'], source: list.source }}
      table={{
        columns: COLUMNS,
        rows: list.rows,
        rowKey: (cart) => cart.id,
        rowHref: (cart) => cartUrl(cart.id),
        loading: list.loading,
        sort: params.sort,
        onSortChange: toggleSort,
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(ShoppingCartIcon)}
            title={name ? 'No carts match this name' : 'No carts yet'}
            description={name ? 'Try another name.' : 'Carts you add appear here.'}
          />
        ),
      }}
      pager={listPager({ params, setOffset, setPageSize }, list.page?.pageInfo.total, list.loading)}
    >
      {createDialog.isOpen && <CartFormDialog onSubmit={create} onClose={createDialog.close} />}
    </ListPage>
  );
}
