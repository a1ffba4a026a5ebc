/** A provider resource in its JSON:API-style envelope entry. */
export interface ProviderResource<TAttributes = Record<string, unknown>> {
  id: string;
  type: string;
  attributes: TAttributes;
  meta?: Record<string, unknown>;
  relationships?: Record<string, unknown>;
}

/** `{ data }` single-resource envelope. */
export interface ProviderSingle<T> {
  data: T;
}

/** List envelope: `data`, `meta.page`, `meta.results.total`, `links`. */
export interface ProviderList<T> {
  data: T[];
  meta?: {
    page?: { limit?: number; offset?: number; current?: number; total?: number };
    results?: { total?: number };
  };
  links?: Record<string, string | null | undefined>;
}

/** Token endpoint answer (spec section 7, Authentication). */
export interface ProviderTokenResponse {
  access_token: string;
  token_type: string;
  expires: number;
  expires_in: number;
  identifier: string;
  refresh_token?: string;
}
