import type { ReactNode } from 'react';
import { Card, HTMLSelect } from '@blueprintjs/core';
import { SaveButton } from '../../../components/form/SaveButton';
import { FormErrors } from '../../../components/form/FormErrors';
import { FormField } from '../../../components/form/FormField';
import { fieldErrorMessage } from '../../../components/form/fieldProps';
import { TextField } from '../../../components/form/TextField';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';
import { PRODUCT_FORM_FIELDS, type ProductFormValues } from '../productForm';
import {
  ComponentsSection,
  CustomInputsSection,
  ExtensionsField,
  LocalesSection,
} from './ProductAttributeSections';

const SLUG_PATTERN = /^[A-Za-z0-9._-]*$/;

export interface ProductFormProps {
  defaultValues: ProductFormValues;
  /** Text of the submit button, e.g. "Create product". */
  submitText: string;
  onSubmit: (values: ProductFormValues) => Promise<MutationFormResult<ProductFormValues>>;
  /** Extra buttons at the end of the form (e.g. Delete). */
  secondaryActions?: ReactNode;
  /** The product being edited, so it is not offered as its own bundle component. */
  productId?: string;
  /** Sections saved with the product but outside its fields (prices, main image), before the buttons. */
  extraSections?: ReactNode;
}

/** The product's fields; used by the create and the edit page. */
export function ProductForm({
  defaultValues,
  submitText,
  onSubmit,
  secondaryActions,
  productId,
  extraSections,
}: ProductFormProps) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<ProductFormValues>({
    defaultValues,
    fieldNames: PRODUCT_FORM_FIELDS,
    submit: onSubmit,
  });
  const { errors } = form.formState;

  return (
    <Card className="form-card">
      <form noValidate onSubmit={handleSubmit} aria-label="Product">
        <FormErrors messages={formErrors} title="The product could not be saved" />
        <div className="form-columns">
          <TextField form={form} name="name" id="product-name" label="Name" required />
          <TextField form={form} name="sku" id="product-sku" label="SKU" required />
          <TextField
            form={form}
            name="slug"
            id="product-slug"
            label="Slug"
            helperText="Letters, digits, hyphens, underscores and periods; derived from the name when left empty."
            rules={{
              pattern: {
                value: SLUG_PATTERN,
                message: 'Use only letters, digits, hyphens, underscores and periods',
              },
            }}
          />
          <FormField id="product-status" label="Status" error={fieldErrorMessage(errors.status)}>
            <HTMLSelect id="product-status" fill {...form.register('status')}>
              <option value="DRAFT">Draft</option>
              <option value="LIVE">Live</option>
            </HTMLSelect>
          </FormField>
        </div>
        <TextField form={form} name="description" id="product-description" label="Description" rows={4} />
        <div className="form-columns">
          <FormField
            id="product-commodity-type"
            label="Commodity type"
            error={fieldErrorMessage(errors.commodityType)}
          >
            <HTMLSelect id="product-commodity-type" fill {...form.register('commodityType')}>
              <option value="PHYSICAL">Physical</option>
              <option value="DIGITAL">Digital</option>
            </HTMLSelect>
          </FormField>
          <TextField form={form} name="upcEan" id="product-upc-ean" label="UPC/EAN" />
          <TextField form={form} name="mpn" id="product-mpn" label="MPN" />
          <TextField form={form} name="externalRef" id="product-external-ref" label="External reference" />
        </div>
        <TextField
          form={form}
          name="tags"
          id="product-tags"
          label="Tags"
          helperText="Separate tags with commas."
        />
        <LocalesSection form={form} />
        <ExtensionsField form={form} />
        <CustomInputsSection form={form} />
        <ComponentsSection form={form} productId={productId} />
        {extraSections}
        <div className="form-actions">
          <SaveButton text={submitText} submitting={submitting} />
          {secondaryActions && <div className="form-actions__end">{secondaryActions}</div>}
        </div>
      </form>
    </Card>
  );
}
