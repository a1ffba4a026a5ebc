/** Leaves the admin for another site (the SSO authorization page). Its own module so tests can mock it. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
