import { Spinner } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import type { BulkAction } from '../../../components/list/bulk';
import { withParameters, type BulkFieldsProps } from '../../../components/list/BulkParameters';
import { LoadError } from '../../../components/LoadError';
import {
  PriceBookPricesDocument,
  useAttachProductNodesMutation,
  useCreateProductPriceMutation,
  useNodePickerHierarchiesQuery,
  usePriceBookListQuery,
  useUpdateProductPriceMutation,
  type MoneyInput,
  type PriceBookPricesQuery,
  type PriceBookPricesQueryVariables,
  type ProductPriceRowFragment,
} from '../../../graphql/generated';
import { completeData } from '../../../graphql/queryData';
import { decimalToMinorUnits, minorDigits } from '../../../format/money';
import { nodePath } from '../../hierarchies/exports';
import { amountsInput, formCurrencies } from '../../pricebooks/exports';
import type { ProductListRow } from './productColumns';

/** The price books the "Set price" step offers: the store's first ones, in its order. */
const OFFERED_PRICE_BOOKS = 100;

export interface NodeValues {
  hierarchyId: string;
  nodeId: string;
}

/** Where a step's choices stand before they are there: loading, or why they could not load. */
function ChoicesNotReady({ error, noun }: { error: unknown; noun: string }) {
  if (error) return <LoadError title={`Could not load the ${noun}`} error={error} />;
  return <Spinner size={20} aria-label={`Loading ${noun}`} />;
}

/** Pick a hierarchy, then one of its nodes (shown with its path). */
function NodeFields({ form }: BulkFieldsProps<NodeValues>) {
  const picker = useNodePickerHierarchiesQuery();
  const hierarchies = completeData(picker)?.hierarchies.items;
  const hierarchyId = form.watch('hierarchyId');
  const nodes = hierarchies?.find((hierarchy) => hierarchy.id === hierarchyId)?.nodes.items ?? [];
  const nodeOptions = nodes
    .map((node) => ({ value: node.id, label: nodePath(nodes, node) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  if (!hierarchies) return <ChoicesNotReady error={picker.error} noun="hierarchies" />;
  return (
    <>
      <SelectField
        form={form}
        name="hierarchyId"
        id="bulk-hierarchy"
        label="Hierarchy"
        fill
        blankOption="Choose a hierarchy…"
        options={hierarchies.map((hierarchy) => ({ value: hierarchy.id, label: hierarchy.name }))}
        rules={{ required: 'Choose a hierarchy', onChange: () => form.setValue('nodeId', '') }}
      />
      <SelectField
        form={form}
        name="nodeId"
        id="bulk-node"
        label="Node"
        fill
        disabled={!hierarchyId}
        blankOption={hierarchyId ? 'Choose a node…' : 'Choose a hierarchy first'}
        options={nodeOptions}
        rules={{ required: 'Choose a node' }}
      />
    </>
  );
}

export interface PriceValues {
  priceBookId: string;
  /** A decimal per currency code; blank leaves the currency as it is. */
  amounts: Record<string, string>;
}

/** The currencies the "Set price" step offers an amount for. */
const PRICE_CURRENCIES = formCurrencies();

/** Pick a price book and type an amount per currency (at least one). */
function PriceFields({ form }: BulkFieldsProps<PriceValues>) {
  const books = usePriceBookListQuery({ variables: { page: { limit: OFFERED_PRICE_BOOKS, offset: 0 } } });
  const items = completeData(books)?.priceBooks.items;
  if (!items) return <ChoicesNotReady error={books.error} noun="price books" />;
  return (
    <>
      <SelectField
        form={form}
        name="priceBookId"
        id="bulk-price-book"
        label="Price book"
        fill
        blankOption="Choose a price book…"
        options={items.map((book) => ({ value: book.id, label: book.name }))}
        rules={{ required: 'Choose a price book' }}
      />
      {PRICE_CURRENCIES.map((currency, index) => {
        const digits = minorDigits(currency);
        return (
          <TextField
            key={currency}
            form={form}
            name={`amounts.${currency}`}
            id={`bulk-price-${currency}`}
            label={`${currency} amount`}
            helperText={index === 0 ? 'Blank currencies keep the amount a price already has.' : undefined}
            rules={{
              // Typed loosely by react-hook-form: the currency keys are only known at run time.
              validate: (text: unknown, values: PriceValues) => {
                if (typeof text !== 'string') return true;
                if (text.trim() !== '' && decimalToMinorUnits(text, currency) === null)
                  return `Enter an amount like ${(1999 / 10 ** digits).toFixed(digits)}`;
                if (index === 0 && Object.values(values.amounts).every((amount) => amount.trim() === ''))
                  return 'Enter an amount in at least one currency';
                return true;
              },
            }}
            inputMode="decimal"
            placeholder={digits > 0 ? `0.${'0'.repeat(digits)}` : '0'}
          />
        );
      })}
    </>
  );
}

/** The amounts to send: the typed ones, and the price's other currencies as they are. */
function mergedAmounts(
  typed: PriceValues['amounts'],
  stored: ProductPriceRowFragment | undefined,
): MoneyInput[] {
  const values = Object.fromEntries(
    Object.entries(typed).map(([currency, amount]) => [currency, { amount, includesTax: false }]),
  );
  const changed = amountsInput(values, stored?.amounts);
  const kept = (stored?.amounts ?? [])
    .filter((money) => !changed.some((input) => input.currency === money.currency))
    .map(({ currency, amount, includesTax, tiers }) => ({
      currency,
      amount,
      includesTax,
      ...(tiers.length > 0
        ? {
            tiers: tiers.map(({ name, minimumQuantity, amount: tier }) => ({
              name,
              minimumQuantity,
              amount: tier,
            })),
          }
        : {}),
    }));
  return [...changed, ...kept];
}

/**
 * The products list's bulk actions that ask for parameters: "Add to hierarchy node" (one attach per
 * product) and "Set price in price book" (per product: find its price by SKU in the book, then
 * update it or create one; a product without a SKU fails with that reason).
 */
export function useProductParameterActions(): readonly BulkAction<ProductListRow>[] {
  const client = useApolloClient();
  const [attach] = useAttachProductNodesMutation();
  const [createPrice] = useCreateProductPriceMutation();
  const [updatePrice] = useUpdateProductPriceMutation();

  const addToNode = withParameters<ProductListRow, NodeValues>({
    id: 'add-to-node',
    label: 'Add to hierarchy node',
    done: 'added to the node',
    submitText: 'Add to node',
    defaults: { hierarchyId: '', nodeId: '' },
    Fields: NodeFields,
    run: async (product, { nodeId }) => {
      const { data } = await attach({ variables: { productId: product.id, nodeIds: [nodeId] } });
      return data?.attachProductNodes.userErrors ?? [];
    },
  });

  const setPrice = withParameters<ProductListRow, PriceValues>({
    id: 'set-price',
    label: 'Set price in price book',
    done: 'priced',
    submitText: 'Set price',
    defaults: {
      priceBookId: '',
      amounts: Object.fromEntries(PRICE_CURRENCIES.map((currency) => [currency, ''])),
    },
    Fields: PriceFields,
    run: async (product, { priceBookId, amounts }) => {
      const sku = product.sku?.trim();
      if (!sku) return [{ message: 'The product has no SKU: a price book prices SKUs.' }];
      const { data: found } = await client.query<PriceBookPricesQuery, PriceBookPricesQueryVariables>({
        query: PriceBookPricesDocument,
        variables: { id: priceBookId, filter: { sku: { eq: sku } }, page: { limit: 1, offset: 0 } },
        fetchPolicy: 'network-only',
      });
      if (!found?.priceBook) return [{ message: 'The price book no longer exists.' }];
      const [existing] = found.priceBook.prices.items;
      const input = mergedAmounts(amounts, existing);
      if (!existing) {
        const { data } = await createPrice({ variables: { priceBookId, input: { sku, amounts: input } } });
        return data?.createProductPrice.userErrors ?? [];
      }
      const { data } = await updatePrice({
        variables: { priceBookId, id: existing.id, input: { sku, amounts: input } },
      });
      return data?.updateProductPrice.userErrors ?? [];
    },
  });

  return [addToNode, setPrice];
}
