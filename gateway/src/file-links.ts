import type { GatewayConfig } from './config';

/**
 * Files the provider hands out as links (an export's CSV in a pcm job's `meta.file_locations`, a
 * promotion job's codes as `{ href }`): links to its file storage, signed, followed without the
 * caller's token and bounded in time and size.
 */

/** An export can be large, but a stalled or endless download must not hold the route or the memory. */
export const FILE_FETCH_TIMEOUT_MS = 60_000;
export const MAX_EXPORT_FILE_BYTES = 64 * 1024 * 1024;

/**
 * A file link the provider gave (an export's CSV, a promotion job's codes), when the gateway may
 * follow it: an https link (the provider's file storage), or a link on the configured provider's own
 * origin (the sandbox serves files itself over http). Anything else (another scheme, a plain-http
 * host elsewhere) is refused. The link is the capability, like a signed storage URL: no token goes
 * with it.
 */
export function followableFileLink(location: unknown, config: Pick<GatewayConfig, 'provider'>): URL | null {
  if (typeof location !== 'string') return null;
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return null;
  }
  const providerOrigin = `${config.provider.protocol}://${config.provider.host}`;
  if (url.protocol === 'https:' || url.origin === new URL(providerOrigin).origin) return url;
  return null;
}

/** Reads a response body, refusing one longer than `limit` bytes. */
export async function boundedText(response: globalThis.Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
