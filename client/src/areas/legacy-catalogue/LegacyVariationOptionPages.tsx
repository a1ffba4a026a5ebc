import { Card, HTMLTable } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { DetailPage } from '../../components/detail/DetailPage';
import { PageHeader } from '../../components/PageHeader';
import {
  useLegacyProductModifierPageQuery,
  useLegacyVariationOptionPageQuery,
} from '../../graphql/generated';
import { formatMinorUnits } from '../../format/money';
import { OptionModifierLinks, SiblingOptionLinks } from '../variations/exports';
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
  const data = result.dataState === 'complete' ? result.data : undefined;
  return (
    <DetailPage noun="option" back={BACK_TO_VARIATIONS} query={result} entity={data?.legacyVariationOption}>
      {(option) => (
        <>
          <PageHeader title={`Option ${option.name}`} back={BACK_TO_VARIATIONS} />
          <SiblingOptionLinks
            options={data?.legacyVariationOptions ?? []}
            current={option.id}
            optionUrl={(siblingId) => legacyVariationOptionUrl(variationId, siblingId)}
          />
          <OptionModifierLinks
            description={option.description}
            modifiers={data?.legacyProductModifiers ?? []}
            modifierUrl={(modifier) => legacyProductModifierUrl(variationId, option.id, modifier.id)}
            describe={describeModifier}
            noModifiers="No modifiers."
          />
        </>
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
    <DetailPage
      noun="modifier"
      back={back}
      query={result}
      entity={result.dataState === 'complete' ? result.data.legacyProductModifier : undefined}
    >
      {(modifier) => (
        <>
          <PageHeader title={describeModifier(modifier)} back={back} />
          <Card>
            <HTMLTable compact aria-label="Modifier details">
              <tbody>
                <tr>
                  <th scope="row">Type</th>
                  <td>{MODIFIER_TYPE_LABELS[modifier.modifierType]}</td>
                </tr>
                <tr>
                  <th scope="row">Value</th>
                  <td>{modifier.value ?? '—'}</td>
                </tr>
                <tr>
                  <th scope="row">Placeholder and replacement</th>
                  <td>{modifier.seek ? `${modifier.seek} → ${modifier.set ?? ''}` : '—'}</td>
                </tr>
                <tr>
                  <th scope="row">Prices</th>
                  <td>
                    {modifier.prices && modifier.prices.length > 0
                      ? modifier.prices
                          .map(
                            (price) =>
                              `${formatMinorUnits(price.amount, price.currency)}${price.includesTax ? ' (tax incl.)' : ''}`,
                          )
                          .join(', ')
                      : '—'}
                  </td>
                </tr>
              </tbody>
            </HTMLTable>
          </Card>
        </>
      )}
    </DetailPage>
  );
}
