import { Button, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon, SearchIcon } from '@blueprintjs/icons';
import { nonIdealStateIcon } from '../components/nonIdealStateIcon';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** The route error element: an unknown page, or a page that crashed or failed to load. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  const message = error instanceof Error ? error.message : 'An unexpected error occurred.';
  return (
    <NonIdealState
      icon={nonIdealStateIcon(ErrorIcon)}
      title="Something went wrong"
      description={message}
      action={<Button text="Reload" icon={<RefreshIcon />} onClick={() => window.location.reload()} />}
    />
  );
}

export function PageNotFound() {
  return (
    <NonIdealState
      icon={nonIdealStateIcon(SearchIcon)}
      title="Page not found"
      description="There is no page at this address."
      action={<Link to="/">Go to Home</Link>}
    />
  );
}
