import type { UserErrorLike } from '../form/userErrors';

/** What a detail page's `save` returns when the form holds nothing new: nothing is sent. */
export const NO_CHANGES = Symbol('no changes');

/** An update mutation's payload: every one carries `userErrors`. */
export interface UpdatePayload {
  readonly userErrors: readonly UserErrorLike[];
}

/** A detail page's save: runs the update mutation and resolves to its payload, or to `NO_CHANGES`. */
export type DetailSave<TValues, TPayload extends UpdatePayload> = (
  values: TValues,
) => Promise<TPayload | null | undefined | typeof NO_CHANGES>;
