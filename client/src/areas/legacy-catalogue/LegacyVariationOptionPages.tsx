import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { FactsPage } from '../../components/detail/FactsPage';
import {
  useLegacyProductModifierPageQuery,
  useLegacyVariationOptionPageQuery,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { formatMinorUnits } from '../../format/money';
import { OptionOverview, SiblingOptionLinks } from '../variations/exports';
import { describeModifier, MODIFIER_TYPE_LABELS } from './variationForms';
import { LEGACY_CATALOGUE_PATH, legacyProductModifierUrl, legacyVariationOptionUrl } from './urls';
import './legacy-catalogue.css';

const BACK_TO_VARIATIONS = { to: `${LEGACY_CATALOGUE_PATH}/variations`, label: 'Variations (v2)' };

/** `/legacy-catalogue/variations/:variationId/options/:optionId`: one option read by id, its modifiers. */
export function LegacyVariationOptionPage() {
  const { variationId = '', optionId = '' } = useParams();
  const result = useLegacyVariationOptionPageQuery({
    variables: { variationId, optionId },
    fetchPolicy: 'cache-and-network',
  });
  const data = completeData(result);
  return (
    <DetailPage noun="option" back={BACK_TO_VARIATIONS} query={result} entity={data?.legacyVariationOption}>
      {(option) => (
        <OptionOverview
          name={option.name}
          back={BACK_TO_VARIATIONS}
          siblings={
            <SiblingOptionLinks
              options={data?.legacyVariationOptions ?? []}
              current={option.id}
              optionUrl={(siblingId) => legacyVariationOptionUrl(variationId, siblingId)}
            />
          }
          description={option.description}
          modifiers={data?.legacyProductModifiers ?? []}
          modifierUrl={(modifier) => legacyProductModifierUrl(variationId, option.id, modifier.id)}
          describe={describeModifier}
          noModifiers="No modifiers."
        />
      )}
    </DetailPage>
  );
}

/** `.../options/:optionId/modifiers/:modifierId`: one product modifier read by its id. */
export function LegacyProductModifierPage() {
  const { variationId = '', optionId = '', modifierId = '' } = useParams();
  const back = { to: legacyVariationOptionUrl(variationId, optionId), label: 'Option' };
  const result = useLegacyProductModifierPageQuery({
    variables: { variationId, optionId, modifierId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <FactsPage
      noun="modifier"
      back={back}
      query={result}
      entity={completeData(result)?.legacyProductModifier}
      title={describeModifier}
      label="Modifier details"
      facts={(modifier) => [
        ['Type', MODIFIER_TYPE_LABELS[modifier.modifierType]],
        ['Value', modifier.value ?? '—'],
        ['Placeholder and replacement', modifier.seek ? `${modifier.seek} → ${modifier.set ?? ''}` : '—'],
        [
          'Prices',
          modifier.prices && modifier.prices.length > 0
            ? modifier.prices
                .map(
                  (price) =>
                    `${formatMinorUnits(price.amount, price.currency)}${price.includesTax ? ' (tax incl.)' : ''}`,
                )
                .join(', ')
            : '—',
        ],
      ]}
    />
  );
}
