import { toUserErrors, type UserError } from '../errors';

/** `commodityType` → `commodity_type`. */
export function snakeCase(camel: string): string {
  return camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Turns a GraphQL input into provider attributes: snake_case keys, enum values lowercased, fields
 * left out not sent, so an update changes only what the seller changed. An explicit null is sent
 * only when `clearWithNull` is set (updates), where the provider reads it as "remove this value".
 */
export function toProviderAttributes(
  input: Record<string, unknown>,
  {
    enumFields = [],
    clearWithNull = false,
  }: { enumFields?: readonly string[]; clearWithNull?: boolean } = {},
): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || (value === null && !clearWithNull)) continue;
    attributes[snakeCase(key)] =
      enumFields.includes(key) && typeof value === 'string' ? value.toLowerCase() : value;
  }
  return attributes;
}

/** `live` → `LIVE`, for provider enum strings read into GraphQL enums. */
export function enumValue<T extends string>(value: string): T {
  return value.toUpperCase() as T;
}

/** Runs a provider write; input problems come back as `userErrors`, anything else is thrown. */
export async function attempt<T>(
  run: () => Promise<T>,
): Promise<{ value: T | null; userErrors: UserError[] }> {
  try {
    return { value: await run(), userErrors: [] };
  } catch (error) {
    return { value: null, userErrors: toUserErrors(error) };
  }
}
