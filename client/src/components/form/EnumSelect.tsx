import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';
import type { EnumName, EnumValue } from '../../graphql/enums.generated';
import { enumOptions } from '../../format/labels';

export interface EnumSelectProps<E extends EnumName> extends Omit<HTMLSelectProps, 'options'> {
  /** The schema enum whose values are offered, with their labels from `format/labels.ts`. */
  type: E;
  /** The values offered, in this order; default: every value, in the label map's order. */
  values?: readonly EnumValue<E>[];
}

/** A select of an enum's values by their labels; spread `form.register(name)` into it. */
export function EnumSelect<E extends EnumName>({ type, values, ...select }: EnumSelectProps<E>) {
  return (
    <HTMLSelect {...select}>
      {enumOptions(type, values).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </HTMLSelect>
  );
}
