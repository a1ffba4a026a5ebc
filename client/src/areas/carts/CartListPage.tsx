import { ShoppingCartIcon } from '@blueprintjs/icons';
import { ListPage } from '../../components/list/ListPage';
import { defineList, type ListSortField } from '../../components/list/listDeclaration';
import { useCreateFlow } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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
  const listing = useResourceList(CART_LIST, {
    hook: useCartListQuery,
    document: CartListDocument,
    pick: (all: CartListQuery) => all.carts,
  });
  const create = useCreateFlow(useCreateCartMutation, {
    noun: 'cart',
    input: (values: CartFormValues) => {
      const description = values.description.trim();
      return { name: values.name.trim(), ...(description ? { description } : {}) };
    },
    payload: (data) => data.createCart,
    record: (payload) => payload.cart,
    list: 'carts',
    url: cartUrl,
    dialog: ({ onSubmit, onClose }) => <CartFormDialog onSubmit={onSubmit} onClose={onClose} />,
  });

  return (
    <ListPage
      title="Carts"
      noun={['cart', 'carts']}
      create={create}
      list={listing}
      empty={{ icon: ShoppingCartIcon, description: 'Carts you add appear here.' }}
      table={{ columns: COLUMNS, rowUrl: cartUrl }}
    />
  );
}
