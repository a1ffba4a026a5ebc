import { useState } from 'react';
import { Button, Callout, Checkbox, H5, InputGroup, TextArea } from '@blueprintjs/core';
import { AddIcon, SearchIcon, TrashIcon } from '@blueprintjs/icons';
import { useFieldArray, type FieldArrayWithId, type FieldError, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/FormField';
import { required } from '../../../components/form/required';
import { TextField } from '../../../components/form/TextField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { errorMessage } from '../../../graphql/errors';
import { useProductSkuSearchLazyQuery } from '../../../graphql/generated';
import { validateExtensions, type ProductFormValues } from '../productForm';
import './productAttributes.css';

type ProductFormApi = UseFormReturn<ProductFormValues>;

/** Component keys: short, letters, digits, spaces, hyphens and underscores (as the provider asks). */
const COMPONENT_KEY_PATTERN = /^[A-Za-z0-9 _-]{1,64}$/;

/** A list field's own error (a server userError on the whole list, or its root). */
function listError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = (error as Partial<FieldError>).message;
  const root = (error as { root?: FieldError }).root?.message;
  return own || root || undefined;
}

function SectionError({ message }: { message: string | undefined }) {
  return message ? (
    <Callout intent="danger" compact role="alert" className="product-attributes__error">
      {message}
    </Callout>
  ) : null;
}

/** Per-locale name and description, one row each. */
export function LocalesSection({ form }: { form: ProductFormApi }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'locales' });
  const { errors } = form.formState;
  return (
    <section className="product-attributes" aria-label="Locales">
      <H5>Locales</H5>
      <SectionError message={listError(errors.locales)} />
      {fields.map((field, index) => (
        <div key={field.id} className="product-attributes__row">
          <TextField
            form={form}
            name={`locales.${index}.locale`}
            id={`product-locale-${index}`}
            label="Locale"
            required
            rules={{
              pattern: { value: /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, message: 'Use a code like fr-FR' },
            }}
            placeholder="fr-FR"
          />
          <TextField
            form={form}
            name={`locales.${index}.name`}
            id={`product-locale-${index}-name`}
            label="Localized name"
          />
          <TextField
            form={form}
            name={`locales.${index}.description`}
            id={`product-locale-${index}-description`}
            label="Localized description"
          />
          <Button
            icon={<TrashIcon />}
            variant="minimal"
            aria-label={`Remove locale ${index + 1}`}
            onClick={() => remove(index)}
          />
        </div>
      ))}
      <Button
        icon={<AddIcon />}
        text="Add locale"
        onClick={() => append({ locale: '', name: '', description: '' })}
      />
    </section>
  );
}

/** Template data as JSON, checked as it is typed out. */
export function ExtensionsField({ form }: { form: ProductFormApi }) {
  const { errors } = form.formState;
  return (
    <FormField
      id="product-extensions"
      label="Extensions (JSON)"
      error={fieldErrorMessage(errors.extensions)}
      helperText='Template slugs mapping to fields, e.g. {"products(size)": {"width": 10}}.'
    >
      <TextArea
        {...blueprintField(form, 'extensions', 'product-extensions', {
          validate: (value) => validateExtensions(typeof value === 'string' ? value : ''),
        })}
        fill
        rows={4}
        className="product-attributes__json"
        spellCheck={false}
      />
    </FormField>
  );
}

/** Text fields shoppers fill in, each with a key, a label, a length limit and whether required. */
export function CustomInputsSection({ form }: { form: ProductFormApi }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'customInputs' });
  const { errors } = form.formState;
  const maxLength = (value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return true;
    const number = Number(value);
    return (Number.isInteger(number) && number >= 1 && number <= 255) || 'Use a whole number from 1 to 255';
  };
  return (
    <section className="product-attributes" aria-label="Custom inputs">
      <H5>Custom inputs</H5>
      <SectionError message={listError(errors.customInputs)} />
      {fields.map((field, index) => (
        <div key={field.id} className="product-attributes__row">
          <TextField
            form={form}
            name={`customInputs.${index}.key`}
            id={`product-custom-input-${index}-key`}
            label="Key"
            required
            placeholder="message"
          />
          <TextField
            form={form}
            name={`customInputs.${index}.name`}
            id={`product-custom-input-${index}-name`}
            label="Label"
            required
          />
          <TextField
            form={form}
            name={`customInputs.${index}.maxLength`}
            id={`product-custom-input-${index}-max-length`}
            label="Max length"
            rules={{ validate: maxLength }}
            inputMode="numeric"
          />
          <Checkbox
            {...form.register(`customInputs.${index}.required`)}
            label="Required"
            className="product-attributes__checkbox"
          />
          <Button
            icon={<TrashIcon />}
            variant="minimal"
            aria-label={`Remove custom input ${index + 1}`}
            onClick={() => remove(index)}
          />
        </div>
      ))}
      <Button
        icon={<AddIcon />}
        text="Add custom input"
        onClick={() => append({ key: '', name: '', required: false, maxLength: '' })}
      />
    </section>
  );
}

type ComponentField = FieldArrayWithId<ProductFormValues, 'components'>;

/** Bundle components: products found by SKU, each with its component and quantity. */
export function ComponentsSection({ form, productId }: { form: ProductFormApi; productId?: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'components' });
  const { errors } = form.formState;
  const [sku, setSku] = useState('');
  const [search, { data, loading, error, called }] = useProductSkuSearchLazyQuery({
    fetchPolicy: 'network-only',
  });
  // Partial while streaming, so only complete rows are offered.
  const found = (data?.products?.items ?? []).flatMap(({ id, name, sku: productSku }) =>
    id && name && id !== productId ? [{ id, name, sku: productSku ?? null }] : [],
  );

  const runSearch = () => {
    if (sku.trim()) void search({ variables: { sku: sku.trim() } });
  };
  const quantity = (value: unknown) => {
    const number = Number(value);
    return (Number.isInteger(number) && number >= 1) || 'At least 1';
  };

  // How a row names its product: by SKU, else by name.
  const productLabel = (field: ComponentField) => field.sku || field.productName;
  const columns: readonly ResourceColumn<{ field: ComponentField; index: number }>[] = [
    {
      id: 'key',
      header: 'Component',
      wrap: true,
      cell: ({ field, index }) => (
        <InputGroup
          {...blueprintField(form, `components.${index}.key`, `product-component-${index}-key`, {
            validate: required('Component'),
            pattern: {
              value: COMPONENT_KEY_PATTERN,
              message: 'Use letters, digits, spaces, hyphens and underscores',
            },
          })}
          aria-label={`Component of ${productLabel(field)}`}
          size="small"
        />
      ),
    },
    {
      id: 'name',
      header: 'Component name',
      wrap: true,
      cell: ({ field, index }) => (
        <InputGroup
          {...blueprintField(form, `components.${index}.name`, `product-component-${index}-name`)}
          aria-label={`Component name of ${productLabel(field)}`}
          size="small"
        />
      ),
    },
    {
      id: 'product',
      header: 'Product',
      wrap: true,
      cell: ({ field, index }) => {
        const rowErrors = errors.components?.[index];
        const rowError =
          fieldErrorMessage(rowErrors?.key) ??
          fieldErrorMessage(rowErrors?.quantity) ??
          fieldErrorMessage(rowErrors?.productId);
        return (
          <>
            {field.productName}
            {field.sku && <span className="product-attributes__sku"> {field.sku}</span>}
            {rowError && (
              <div className="product-attributes__row-error" role="alert">
                {rowError}
              </div>
            )}
          </>
        );
      },
    },
    {
      id: 'quantity',
      header: 'Quantity',
      wrap: true,
      cell: ({ field, index }) => (
        <InputGroup
          {...blueprintField(form, `components.${index}.quantity`, `product-component-${index}-quantity`, {
            validate: quantity,
          })}
          aria-label={`Quantity of ${productLabel(field)}`}
          inputMode="numeric"
          size="small"
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ field, index }) => (
        <Button
          icon={<TrashIcon />}
          variant="minimal"
          size="small"
          aria-label={`Remove ${productLabel(field)} from the bundle`}
          onClick={() => remove(index)}
        />
      ),
    },
  ];

  return (
    <section className="product-attributes" aria-label="Bundle components">
      <H5>Bundle components</H5>
      <SectionError message={listError(errors.components)} />
      {fields.length > 0 && (
        <ResourceTable
          compact
          label="Bundle components"
          columns={columns}
          rows={fields.map((field, index) => ({ field, index }))}
          rowKey={({ field }) => field.id}
        />
      )}
      <div className="product-attributes__search">
        <InputGroup
          leftIcon={<SearchIcon />}
          value={sku}
          onChange={(event) => setSku(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              runSearch();
            }
          }}
          placeholder="SKU contains"
          aria-label="Find component product"
        />
        <Button text="Find" loading={loading} onClick={runSearch} />
      </div>
      {error && <SectionError message={errorMessage(error)} />}
      {called && !loading && !error && found.length === 0 && <p>No other product has a matching SKU.</p>}
      {found.length > 0 && (
        <ul className="product-attributes__results" aria-label="Matching products">
          {found.map((product) => (
            <li key={product.id}>
              <span>
                {product.name} <span className="product-attributes__sku">{product.sku}</span>
              </span>
              <Button
                icon={<AddIcon />}
                size="small"
                text="Add"
                aria-label={`Add ${product.sku ?? product.name} to the bundle`}
                onClick={() => {
                  const last = form.getValues('components').at(-1);
                  append({
                    key: last?.key ?? 'items',
                    name: last?.name ?? '',
                    productId: product.id,
                    sku: product.sku ?? '',
                    productName: product.name,
                    quantity: '1',
                  });
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
