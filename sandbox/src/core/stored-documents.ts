/** Readers for stored JSON documents, shared by the customer, account and realm decoders. */

import { isPlainObject } from './request';

/** The stored object, or an error: stored data is written by the sandbox, so this means corruption. */
export function storedObject(data: unknown, label: string): Record<string, unknown> {
  if (!isPlainObject(data)) throw new Error(`Corrupt stored ${label}`);
  return data;
}

export function storedText(data: Record<string, unknown>, field: string, label: string): string {
  const value = data[field];
  if (typeof value !== 'string') throw new Error(`Corrupt stored ${label}: ${field}`);
  return value;
}

/** Optional text as a spreadable object, so absent fields stay absent. */
export function optionalText<TField extends string>(
  data: Record<string, unknown>,
  field: TField,
): Partial<Record<TField, string>> {
  const value = data[field];
  return typeof value === 'string' ? ({ [field]: value } as Partial<Record<TField, string>>) : {};
}

export function storedTextList(data: Record<string, unknown>, field: string): string[] {
  const value = data[field];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
