import { readCredentials } from '../../auth/credentials';
import { storeScopeHeaders } from '../stores/exports';

/** What `POST /api/files` answers: the provider's file resource. */
export interface UploadedFile {
  id: string;
  file_name: string;
  mime_type: string;
  file_size: number;
  link: { href: string };
}

interface ErrorAnswer {
  errors?: { detail?: string; title?: string }[];
}

/** The gateway's upload route: multipart in, relayed to the provider's `POST v2/files`. */
export const UPLOAD_PATH = '/api/files';

/**
 * Uploads one file. GraphQL carries no bytes, so this is the one admin call made outside Apollo; it
 * sends the same bearer token and store headers Apollo does. Rejects with the provider's message.
 */
export async function uploadFile(file: File, fetcher: typeof fetch = fetch): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('file_name', file.name);
  form.append('public', 'true');
  const credentials = readCredentials();
  const headers: Record<string, string> = { ...storeScopeHeaders() };
  if (credentials) headers.Authorization = `Bearer ${credentials.access_token}`;
  const response = await fetcher(UPLOAD_PATH, { method: 'POST', headers, body: form });
  const body = (await response.json().catch(() => ({}))) as { data?: UploadedFile } & ErrorAnswer;
  if (!response.ok || !body.data) {
    const [first] = body.errors ?? [];
    throw new Error(first?.detail ?? first?.title ?? `The upload failed (HTTP ${response.status}).`);
  }
  return body.data;
}
