import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { LayersIcon } from '@blueprintjs/icons';
import { TextField } from '../../components/form/TextField';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  useCreateLegacyProductModifierMutation,
  useCreateLegacyVariationMutation,
  useCreateLegacyVariationOptionMutation,
  useDeleteLegacyProductModifierMutation,
  useDeleteLegacyVariationMutation,
  useDeleteLegacyVariationOptionMutation,
  useLegacyVariationsQuery,
  useUpdateLegacyProductModifierMutation,
  useUpdateLegacyVariationMutation,
  useUpdateLegacyVariationOptionMutation,
  type LegacyVariationRowFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { LegacyResourceTab } from './components/LegacyResourceTab';
import { LegacyVariationPanel, type LegacyVariationPanelActions } from './components/LegacyVariationPanel';
import {
  VARIATION_FORM_FIELDS,
  modifierInput,
  modifierUserErrors,
  optionFormValues,
  optionInput,
  variationFormValues,
  type VariationFormValues,
} from './variationForms';
import { requirePayload } from '../../components/form/useMutationForm';

/**
 * Legacy (v2) variations: the list with add, rename and delete (the shared LegacyResourceTab), and
 * beside it the chosen variation's options and their modifiers. Option and modifier writes answer
 * with the variation as it is now, which Apollo's cache puts in place of the old one.
 */

const FIRST_PAGE = { page: { limit: 100, offset: 0 } };
export function VariationsTab() {
  const query = useLegacyVariationsQuery({ variables: FIRST_PAGE, fetchPolicy: 'cache-and-network' });
  const { loading, error } = query;
  const data = completeData(query);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const refetch = { refetchQueries: ['LegacyVariations'], awaitRefetchQueries: true };
  const [createVariation] = useCreateLegacyVariationMutation(refetch);
  const [updateVariation] = useUpdateLegacyVariationMutation();
  const [deleteVariation] = useDeleteLegacyVariationMutation(refetch);
  const [createOption] = useCreateLegacyVariationOptionMutation();
  const [updateOption] = useUpdateLegacyVariationOptionMutation();
  const [deleteOption] = useDeleteLegacyVariationOptionMutation();
  const [createModifier] = useCreateLegacyProductModifierMutation();
  const [updateModifier] = useUpdateLegacyProductModifierMutation();
  const [deleteModifier] = useDeleteLegacyProductModifierMutation();
  const selected = data?.legacyVariations.items.find((variation) => variation.id === selectedId);

  const columns: readonly ResourceColumn<LegacyVariationRowFragment>[] = [
    { id: 'name', header: 'Name', cell: (row) => row.name },
    {
      id: 'options',
      header: 'Options',
      cell: (row) => (row.options.length ? row.options.map((option) => option.name).join(', ') : '—'),
    },
    {
      id: 'manage',
      header: 'Details',
      cell: (row) => (
        <Button
          variant="minimal"
          text="Options"
          aria-label={`Options of ${row.name}`}
          active={row.id === selectedId}
          onClick={() => setSelectedId(row.id)}
        />
      ),
    },
  ];

  const actions = (variation: LegacyVariationRowFragment): LegacyVariationPanelActions => ({
    saveOption: async (values, option) => {
      const result = requirePayload(
        option
          ? (
              await updateOption({
                variables: {
                  variationId: variation.id,
                  optionId: option.id,
                  input: optionInput(values, optionFormValues(option)),
                },
              })
            ).data?.updateLegacyVariationOption
          : (await createOption({ variables: { variationId: variation.id, input: optionInput(values) } }))
              .data?.createLegacyVariationOption,
      );
      return { userErrors: result.userErrors };
    },
    deleteOption: async (option) =>
      (await deleteOption({ variables: { variationId: variation.id, optionId: option.id } })).data
        ?.deleteLegacyVariationOption.userErrors ?? [],
    saveModifier: async (option, values, modifier) => {
      const variables = { variationId: variation.id, optionId: option.id, input: modifierInput(values) };
      const result = requirePayload(
        modifier
          ? (await updateModifier({ variables: { ...variables, modifierId: modifier.id } })).data
              ?.updateLegacyProductModifier
          : (await createModifier({ variables })).data?.createLegacyProductModifier,
      );
      return { userErrors: modifierUserErrors(result.userErrors, values.modifierType) };
    },
    deleteModifier: async (option, modifier) =>
      (
        await deleteModifier({
          variables: { variationId: variation.id, optionId: option.id, modifierId: modifier.id },
        })
      ).data?.deleteLegacyProductModifier.userErrors ?? [],
  });

  return (
    <LegacyResourceTab<LegacyVariationRowFragment, VariationFormValues>
      noun="variation"
      title="Variations"
      icon={LayersIcon}
      rows={data?.legacyVariations.items}
      loading={loading}
      error={error}
      columns={columns}
      describe={(row) => row.name}
      valuesOf={variationFormValues}
      fieldNames={VARIATION_FORM_FIELDS}
      renderFields={(form) => <TextField form={form} name="name" id="variation-name" label="Name" required />}
      create={async (values) => {
        const result = await createVariation({ variables: { input: { name: values.name.trim() } } });
        const payload = requirePayload(result.data?.createLegacyVariation);
        if (payload.variation) setSelectedId(payload.variation.id);
        return { userErrors: payload.userErrors };
      }}
      update={async (row, values) => {
        const result = await updateVariation({
          variables: { id: row.id, input: { name: values.name.trim() } },
        });
        const payload = requirePayload(result.data?.updateLegacyVariation);
        return { userErrors: payload.userErrors };
      }}
      remove={async (row) => {
        const userErrors =
          (await deleteVariation({ variables: { id: row.id } })).data?.deleteLegacyVariation.userErrors ?? [];
        if (userErrors.length === 0 && row.id === selectedId) setSelectedId(null);
        return userErrors;
      }}
      aside={
        selected ? (
          <LegacyVariationPanel
            variation={selected}
            actions={actions(selected)}
            onClose={() => setSelectedId(null)}
          />
        ) : undefined
      }
    />
  );
}
