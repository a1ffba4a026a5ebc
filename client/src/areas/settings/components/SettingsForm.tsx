import type { ReactNode } from 'react';
import { Button, Card, Checkbox, H4, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { FormErrors } from '../../../components/form/FormErrors';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
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
  const { errors } = form.formState;
  const idOf = (name: string) => `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}-${name}`;

  return (
    <Card className="settings-card">
      <H4>{title}</H4>
      {description && <p className="settings-card__description">{description}</p>}
      <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={title}>
        <FormErrors messages={formErrors} title={`The ${title.toLowerCase()} could not be saved`} />
        {fields.map((field) => {
          const id = idOf(field.name);
          const error = fieldErrorMessage(errors[field.name]);
          if (field.kind === 'bool') {
            const { ref, ...registration } = form.register(field.name);
            return (
              <FormField key={field.name} id={id} label="" error={error} helperText={field.helperText}>
                <Checkbox id={id} {...registration} inputRef={ref} label={field.label} />
              </FormField>
            );
          }
          return (
            <FormField
              key={field.name}
              id={id}
              label={field.label}
              error={error}
              helperText={field.helperText}
            >
              {field.kind === 'select' ? (
                <HTMLSelect id={id} {...form.register(field.name)} options={field.options} />
              ) : (
                <InputGroup
                  {...blueprintField(form, field.name, id, {
                    validate: (value) => {
                      if (field.kind !== 'int') return true;
                      return WHOLE_NUMBER.test(String(value).trim()) || 'Enter a whole number';
                    },
                  })}
                  inputMode={field.kind === 'int' ? 'numeric' : undefined}
                />
              )}
            </FormField>
          );
        })}
        {children}
        <div className="settings-card__actions">
          <Button type="submit" intent="primary" icon={<FloppyDiskIcon />} loading={submitting} text="Save" />
          {actions}
        </div>
      </form>
    </Card>
  );
}
