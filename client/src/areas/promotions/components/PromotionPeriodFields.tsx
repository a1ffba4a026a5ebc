import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { required } from '../../../components/form/required';
import { TextField } from '../../../components/form/TextField';

/** The days a promotion runs and how it applies: what the legacy and the rule promotion forms share. */
export interface PromotionPeriodValues {
  start: string;
  end: string;
  enabled: boolean;
  automatic: boolean;
}

/**
 * Start and end days (both required), then the "Enabled" and "Applies automatically" boxes. Reads the
 * form from context (a `FormProvider` around it) so both promotion forms share it.
 */
export function PromotionPeriodFields({
  idPrefix,
}: {
  /** Prefix of the inputs' ids, e.g. `promotion`: `promotion-start`, `promotion-enabled`... */
  idPrefix: string;
}) {
  const form = useFormContext<PromotionPeriodValues>();
  return (
    <>
      <TextField
        form={form}
        name="start"
        id={`${idPrefix}-start`}
        label="Starts on"
        type="date"
        rules={{ validate: required('Start') }}
      />
      <TextField
        form={form}
        name="end"
        id={`${idPrefix}-end`}
        label="Ends on"
        type="date"
        rules={{ validate: required('End') }}
      />
      <CheckboxField form={form} name="enabled" id={`${idPrefix}-enabled`} text="Enabled" />
      <CheckboxField
        form={form}
        name="automatic"
        id={`${idPrefix}-automatic`}
        text="Applies automatically, without a code"
      />
    </>
  );
}
