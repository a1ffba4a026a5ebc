import { Callout } from '@blueprintjs/core';
import { errorMessage } from '../graphql/errors';

/** A query's failure above what it would have shown, e.g. "Could not load the node"; nothing without one. */
export function LoadError({ title, error }: { title: string; error: unknown }) {
  if (!error) return null;
  return (
    <Callout intent="danger" title={title} role="alert">
      {errorMessage(error)}
    </Callout>
  );
}
