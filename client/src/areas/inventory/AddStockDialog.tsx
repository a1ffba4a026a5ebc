import { Button, Dialog, DialogBody, InputGroup, Tag } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { ResourceTable, type ResourceColumn } from '../../components/list/ResourceTable';
import { useStockProductSearchLazyQuery, type StockProductSearchQuery } from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { startStockUrl, stockUrl } from './urls';

type FoundProduct = StockProductSearchQuery['products']['items'][number];

/** A search box, not a filter language: longer text is cut. */
const MAX_SEARCH_LENGTH = 100;

const COLUMNS: readonly ResourceColumn<FoundProduct>[] = [
  { id: 'product', header: 'Product', cell: (product) => product.name },
  { id: 'sku', header: 'SKU', cell: (product) => product.sku ?? '—' },
  {
    id: 'stock',
    header: 'Stock',
    cell: (product) =>
      product.stock ? `${product.stock.available} available` : <Tag minimal>Not managed</Tag>,
  },
  {
    id: 'open',
    header: 'Actions',
    // Its stock page: started there (the "Manage stock" dialog open) while it is not managed.
    cell: (product) =>
      product.stock ? (
        <Link to={stockUrl(product.id)} aria-label={`Open the stock of ${product.name}`}>
          Open stock
        </Link>
      ) : (
        <Link to={startStockUrl(product.id)} aria-label={`Start managing the stock of ${product.name}`}>
          Start managing stock
        </Link>
      ),
  },
];

/**
 * The inventory's product search and "Add stock for a product": finds any product by name or SKU,
 * tracked or not, with its stock; each opens its stock page, where an untracked one starts with a
 * first quantity.
 */
export function AddStockDialog({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [search, result] = useStockProductSearchLazyQuery({ fetchPolicy: 'network-only' });
  const found = completeData(result)?.products;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = text.trim();
    if (term !== '') void search({ variables: { text: term } });
  };

  return (
    <Dialog isOpen title="Find a product's stock" onClose={onClose}>
      <DialogBody>
        <form onSubmit={submit} role="search" aria-label="Find a product by name or SKU">
          <InputGroup
            autoFocus
            aria-label="Product name or SKU"
            placeholder="Find a product by name or SKU…"
            maxLength={MAX_SEARCH_LENGTH}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rightElement={
              <Button type="submit" icon={<SearchIcon />} aria-label="Search" variant="minimal" />
            }
          />
        </form>
        <LoadError title="Could not search products" error={result.error} />
        {found && found.items.length === 0 && <p>No product has that name or SKU.</p>}
        {found && found.items.length > 0 && (
          <>
            <ResourceTable compact label="Matching products" columns={COLUMNS} rows={found.items} />
            {found.pageInfo.total > found.items.length && (
              <p className="bp6-text-muted">
                {found.items.length} of {found.pageInfo.total} shown: type more of the name or SKU.
              </p>
            )}
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}
