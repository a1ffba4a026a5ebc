import type { ReactNode } from 'react';
import { Card, Classes, H4 } from '@blueprintjs/core';
import { SaveButton } from '../../../components/form/SaveButton';
import { FormErrors } from '../../../components/form/FormErrors';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { payloadResult, useMutationForm } from '../../../components/form/useMutationForm';
import type { UserErrorLike } from '../../../components/form/userErrors';
import type { SettingsFieldSpec, SettingsValues } from '../settingsForms';

/** What a section's update mutation answers: its errors, or the settings as saved. */
export interface SettingsPayload<TSettings> {
  settings?: TSettings | null;
  userErrors: readonly UserErrorLike[];
}

export interface SettingsFormProps<TSettings, TInput> {
  /** The card's heading and the form's accessible name, e.g. "Store settings". */
  title: string;
  /** A short line under the heading. */
  description?: string;
  fields: readonly SettingsFieldSpec[];
  /** The section's settings as read; the form starts from them. */
  settings: TSettings;
  /** Settings as the form's values, read or saved. */
  toValues: (settings: TSettings) => SettingsValues;
  /** The form's values as the section's mutation input. */
  toInput: (values: SettingsValues) => TInput;
  /** Sends the input through the section's mutation and hands back its payload. */
  save: (input: TInput) => Promise<SettingsPayload<TSettings> | undefined>;
  /** The toast after a save, e.g. "Cart settings saved". */
  success: string;
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
export function SettingsForm<TSettings, TInput>({
  title,
  description,
  fields,
  settings,
  toValues,
  toInput,
  save,
  success,
  actions,
  children,
}: SettingsFormProps<TSettings, TInput>) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<SettingsValues>({
    defaultValues: toValues(settings),
    fieldNames: fields.map((field) => field.name),
    submit: async (values) =>
      payloadResult(await save(toInput(values)), {
        success,
        saved: (payload) => payload.settings,
        savedValues: toValues,
      }),
  });
  const idOf = (name: string) => `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}-${name}`;

  return (
    <Card className="settings-card">
      <H4>{title}</H4>
      {description && <p className={Classes.TEXT_MUTED}>{description}</p>}
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
