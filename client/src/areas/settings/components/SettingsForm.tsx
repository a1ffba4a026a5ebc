import type { ReactNode } from 'react';
import { Card, H4 } from '@blueprintjs/core';
import { SaveButton } from '../../../components/form/SaveButton';
import { FormErrors } from '../../../components/form/FormErrors';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';
import type { SettingsFieldSpec, SettingsValues } from '../settingsForms';

export interface SettingsFormProps {
  /** The card's heading and the form's accessible name, e.g. "Store settings". */
  title: string;
  /** A short line under the heading. */
  description?: string;
  fields: readonly SettingsFieldSpec[];
  defaultValues: SettingsValues;
  onSubmit: (values: SettingsValues) => Promise<MutationFormResult<SettingsValues>>;
  /** More buttons beside Save (Reset). */
  actions?: ReactNode;
  /** Read-only facts shown under the fields. */
  children?: ReactNode;
}

const WHOLE_NUMBER = /^-?\d+$/;

/**
 * One settings section as a card with its own form: the provider's refusals show under their
 * fields and what the seller typed stays; a successful save becomes the form's new pristine state.
 */
export function SettingsForm({
  title,
  description,
  fields,
  defaultValues,
  onSubmit,
  actions,
  children,
}: SettingsFormProps) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<SettingsValues>({
    defaultValues,
    fieldNames: fields.map((field) => field.name),
    submit: onSubmit,
  });
  const idOf = (name: string) => `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}-${name}`;

  return (
    <Card className="settings-card">
      <H4>{title}</H4>
      {description && <p className="settings-card__description">{description}</p>}
      <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={title}>
        <FormErrors messages={formErrors} title={`The ${title.toLowerCase()} could not be saved`} />
        {fields.map((field) => {
          const shared = { form, name: field.name, id: idOf(field.name), helperText: field.helperText };
          if (field.kind === 'bool') return <CheckboxField key={field.name} {...shared} text={field.label} />;
          if (field.kind === 'select') {
            return <SelectField key={field.name} {...shared} label={field.label} options={field.options} />;
          }
          return (
            <TextField
              key={field.name}
              {...shared}
              label={field.label}
              rules={{
                validate: (value) =>
                  field.kind !== 'int' || WHOLE_NUMBER.test(String(value).trim()) || 'Enter a whole number',
              }}
              inputMode={field.kind === 'int' ? 'numeric' : undefined}
            />
          );
        })}
        {children}
        <div className="settings-card__actions">
          <SaveButton text="Save" submitting={submitting} />
          {actions}
        </div>
      </form>
    </Card>
  );
}
