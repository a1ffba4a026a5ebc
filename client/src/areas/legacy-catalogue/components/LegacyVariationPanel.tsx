import { useState } from 'react';
import { Button, ButtonGroup, Card, Classes, H5, NonIdealState } from '@blueprintjs/core';
import { AddIcon, CrossIcon, EditIcon, TrashIcon } from '@blueprintjs/icons';
import type { UseFormReturn } from 'react-hook-form';
import { useRowDelete } from '../../../components/detail/useRowDelete';
import { usePendingRemovals } from '../../../components/undo/undoWindow';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { enumOptions } from '../../../format/labels';
import { required } from '../../../components/form/required';
import { TextField } from '../../../components/form/TextField';
import { payloadResult, type MutationFormResult } from '../../../components/form/useMutationForm';
import type { UserErrorLike } from '../../../components/form/userErrors';
import type { LegacyModifierRowFragment, LegacyVariationRowFragment } from '../../../graphql/generated';
import {
  MODIFIER_FORM_FIELDS,
  OPTION_FORM_FIELDS,
  describeModifier,
  modifierFormValues,
  modifierKind,
  optionFormValues,
  type LegacyOptionRowFragment,
  type ModifierFormValues,
  type OptionFormValues,
} from '../variationForms';
import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { Link } from 'react-router';
import { legacyVariationOptionUrl } from '../urls';

/** The writes the panel needs; each resolves to the payload's userErrors (empty on success). */
export interface LegacyVariationPanelActions {
  saveOption: (
    values: OptionFormValues,
    option?: LegacyOptionRowFragment,
  ) => Promise<MutationFormResult<OptionFormValues>>;
  deleteOption: (option: LegacyOptionRowFragment) => Promise<readonly UserErrorLike[]>;
  saveModifier: (
    option: LegacyOptionRowFragment,
    values: ModifierFormValues,
    modifier?: LegacyModifierRowFragment,
  ) => Promise<MutationFormResult<ModifierFormValues>>;
  deleteModifier: (
    option: LegacyOptionRowFragment,
    modifier: LegacyModifierRowFragment,
  ) => Promise<readonly UserErrorLike[]>;
}

type Dialog =
  | { kind: 'option'; option?: LegacyOptionRowFragment }
  | { kind: 'modifier'; option: LegacyOptionRowFragment; modifier?: LegacyModifierRowFragment }
  | null;

function OptionFields({ form }: { form: UseFormReturn<OptionFormValues> }) {
  return (
    <>
      <TextField
        form={form}
        name="name"
        id="legacy-option-name"
        label="Option name"
        required
        rules={{ validate: required('Name') }}
      />
      <TextField
        form={form}
        name="description"
        id="legacy-option-description"
        label="Option description"
        rows={2}
      />
    </>
  );
}

function ModifierFields({ form }: { form: UseFormReturn<ModifierFormValues> }) {
  const kind = modifierKind(form.watch('modifierType'));
  return (
    <>
      <SelectField
        form={form}
        name="modifierType"
        id="legacy-modifier-type"
        label="Modifier type"
        options={enumOptions('LegacyModifierType')}
      />
      {kind === 'text' && (
        <TextField
          form={form}
          name="value"
          id="legacy-modifier-value"
          label="Value"
          helperText="Text to set, append or prepend; live/draft for status, physical/digital for commodity type."
          requiredMark
        />
      )}
      {kind === 'builder' && (
        <>
          <TextField
            form={form}
            name="seek"
            id="legacy-modifier-seek"
            label="Look for"
            helperText="Text in the product's value to replace, e.g. {size}."
            requiredMark
          />
          <TextField form={form} name="set" id="legacy-modifier-set" label="Replace with" />
        </>
      )}
      {kind === 'price' && (
        <>
          <TextField
            form={form}
            name="amount"
            id="legacy-modifier-amount"
            label="Amount"
            helperText="In the currency's smallest unit, e.g. cents."
            required
            rules={{
              validate: (value: unknown) =>
                (typeof value === 'string' && /^\d+$/.test(value.trim())) ||
                'Amount must be a whole number of 0 or more',
            }}
            inputMode="numeric"
          />
          <TextField form={form} name="currency" id="legacy-modifier-currency" label="Currency" />
          <CheckboxField
            form={form}
            name="includesTax"
            id="legacy-modifier-tax"
            label="Includes tax"
            text="The amount includes tax"
          />
        </>
      )}
    </>
  );
}

/** One variation's options, each with its modifiers, all editable in dialogs. */
export function LegacyVariationPanel({
  variation,
  actions,
  onClose,
}: {
  variation: LegacyVariationRowFragment;
  actions: LegacyVariationPanelActions;
  onClose: () => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const hidden = usePendingRemovals();
  const optionDelete = useRowDelete({
    dialog: 'delete-option',
    itemKey: 'option',
    rows: variation.options,
    question: (option) => `Delete option ${option.name} and its modifiers?`,
    message: (option) => `Deleted option ${option.name}`,
    remove: actions.deleteOption,
  });
  const modifierDelete = useRowDelete({
    dialog: 'delete-modifier',
    itemKey: 'modifier',
    rows: variation.options.flatMap((option) =>
      option.modifiers.map((modifier) => ({ id: modifier.id, option, modifier })),
    ),
    question: ({ modifier }) => `Delete modifier ${describeModifier(modifier)}?`,
    message: 'Deleted modifier',
    remove: ({ option, modifier }) => actions.deleteModifier(option, modifier),
  });

  const close = () => setDialog(null);

  return (
    <Card className="legacy-variation-panel" role="region" aria-label={`Options of ${variation.name}`}>
      <div className="legacy-variation-panel-header">
        <H5>Options of {variation.name}</H5>
        <Button variant="minimal" icon={<CrossIcon />} aria-label="Close options" onClick={onClose} />
      </div>
      <Button icon={<AddIcon />} text="Add option" onClick={() => setDialog({ kind: 'option' })} />
      {variation.options.length === 0 ? (
        <NonIdealState title="No options yet" description="Options such as S, M and L appear here." />
      ) : (
        <ul className="legacy-variation-options">
          {variation.options
            .filter((option) => !hidden.has(option.id))
            .map((option) => (
              <li key={option.id} aria-label={`Option ${option.name}`}>
                <div className="legacy-variation-option-header">
                  <strong>
                    <Link to={legacyVariationOptionUrl(variation.id, option.id)}>{option.name}</Link>
                  </strong>
                  {option.description && <span className={Classes.TEXT_MUTED}> — {option.description}</span>}
                  <ButtonGroup variant="minimal">
                    <Button
                      icon={<AddIcon />}
                      aria-label={`Add modifier to ${option.name}`}
                      onClick={() => setDialog({ kind: 'modifier', option })}
                    />
                    <Button
                      icon={<EditIcon />}
                      aria-label={`Edit option ${option.name}`}
                      onClick={() => setDialog({ kind: 'option', option })}
                    />
                    <Button
                      icon={<TrashIcon />}
                      intent="danger"
                      aria-label={`Delete option ${option.name}`}
                      onClick={() => optionDelete.ask(option.id)}
                    />
                  </ButtonGroup>
                </div>
                {option.modifiers.length === 0 ? (
                  <p className={Classes.TEXT_MUTED}>No modifiers</p>
                ) : (
                  <ul className="legacy-variation-modifiers">
                    {option.modifiers
                      .filter((modifier) => !hidden.has(modifier.id))
                      .map((modifier) => (
                        <li key={modifier.id}>
                          {describeModifier(modifier)}
                          <ButtonGroup variant="minimal">
                            <Button
                              icon={<EditIcon />}
                              size="small"
                              aria-label={`Edit modifier ${describeModifier(modifier)}`}
                              onClick={() => setDialog({ kind: 'modifier', option, modifier })}
                            />
                            <Button
                              icon={<TrashIcon />}
                              size="small"
                              intent="danger"
                              aria-label={`Delete modifier ${describeModifier(modifier)}`}
                              onClick={() => modifierDelete.ask(modifier.id)}
                            />
                          </ButtonGroup>
                        </li>
                      ))}
                  </ul>
                )}
              </li>
            ))}
        </ul>
      )}
      {dialog?.kind === 'option' && (
        <MutationFormDialog<OptionFormValues>
          title={dialog.option ? `Edit option ${dialog.option.name}` : `Add option to ${variation.name}`}
          submitText={dialog.option ? 'Save' : 'Create option'}
          defaultValues={optionFormValues(dialog.option)}
          fieldNames={OPTION_FORM_FIELDS}
          submit={async (values) =>
            payloadResult(await actions.saveOption(values, dialog.option), {
              success: dialog.option ? 'Option saved' : 'Option created',
              then: close,
            })
          }
          onClose={close}
        >
          {(form) => <OptionFields form={form} />}
        </MutationFormDialog>
      )}
      {dialog?.kind === 'modifier' && (
        <MutationFormDialog<ModifierFormValues>
          title={dialog.modifier ? 'Edit modifier' : `Add modifier to ${dialog.option.name}`}
          submitText={dialog.modifier ? 'Save' : 'Create modifier'}
          defaultValues={modifierFormValues(dialog.modifier)}
          fieldNames={MODIFIER_FORM_FIELDS}
          submit={async (values) =>
            payloadResult(await actions.saveModifier(dialog.option, values, dialog.modifier), {
              success: dialog.modifier ? 'Modifier saved' : 'Modifier created',
              then: close,
            })
          }
          onClose={close}
        >
          {(form) => <ModifierFields form={form} />}
        </MutationFormDialog>
      )}
      {optionDelete.confirmDialog}
      {modifierDelete.confirmDialog}
    </Card>
  );
}
