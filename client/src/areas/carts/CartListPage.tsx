import { NonIdealState } from '@blueprintjs/core';
import { ShoppingCartIcon } from '@blueprintjs/icons';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { defineList, type ListSortField } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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

const CART_LIST = defineList('carts', {
  filters: { name: { label: 'Name contains' } },
  sortFields: ['NAME', 'UPDATED_AT'],
  defaultSort: { field: 'UPDATED_AT', direction: 'DESC' },
});

const COLUMNS: readonly ResourceColumn<CartListItemFragment, ListSortField<typeof CART_LIST>>[] = [
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
  const listing = useResourceList(CART_LIST, {
    hook: useCartListQuery,
    document: CartListDocument,
    pick: (all: CartListQuery) => all.carts,
  });
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
      list={listing}
      bulk={{ noun: ['cart', 'carts'], source: listing.list.source }}
      table={{
        columns: COLUMNS,
        rowKey: (cart) => cart.id,
        rowHref: (cart) => cartUrl(cart.id),
        emptyState: (
          <NonIdealState
            icon={nonIdealStateIcon(ShoppingCartIcon)}
            title={listing.filtered ? 'No carts match this name' : 'No carts yet'}
            description={listing.filtered ? 'Try another name.' : 'Carts you add appear here.'}
          />
        ),
      }}
    >
      {createDialog.isOpen && <CartFormDialog onSubmit={create} onClose={createDialog.close} />}
    </ListPage>
  );
}
