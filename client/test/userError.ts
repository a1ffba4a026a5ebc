import type { UserErrorCode } from '../src/graphql/generated';

/** A payload's `UserError` for msw fixtures: `field` is the input path, or null for the whole input. */
export function userError(field: string[] | null, message: string, code: UserErrorCode = 'INVALID') {
  return { __typename: 'UserError' as const, field, message, code };
}
