import type { PayloadLike } from '../form/useMutationForm';

/** What a detail page's `save` returns when the form holds nothing new: nothing is sent. */
export const NO_CHANGES = Symbol('no changes');

/** A detail page's save: runs the update mutation and resolves to its payload, or to `NO_CHANGES`. */
export type DetailSave<TValues, TPayload extends PayloadLike> = (
  values: TValues,
) => Promise<TPayload | null | undefined | typeof NO_CHANGES>;
