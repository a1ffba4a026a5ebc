import type { GatewayContext } from '../context';
import { fieldFromPointer, type FieldRenames } from '../errors';
import { createFlat, deleteFlat, updateFlat, type LegacyResourceKind } from './flat-resources';

/**
 * Writes of the legacy v2 documents (catalogue entries, currencies, flows, legacy variations): flat
 * documents whose error pointers name the field directly (`/data/slug`), with the few schema
 * names that differ from the provider's.
 */

/** Schema field names that do not follow the snake_case ↔ camelCase rule. */
const FIELD_FOR_PROVIDER_FIELD: FieldRenames = {
  default: ['isDefault'],
  'relationships/parent': ['parentId'],
};

/** Legacy pointers name the field directly (`/data/slug`), not under `/data/attributes`. */
export const legacyFieldFromPointer = (pointer: string | undefined): string[] | null =>
  fieldFromPointer(pointer, FIELD_FOR_PROVIDER_FIELD);

export const createLegacy = <T>(
  ctx: GatewayContext,
  kind: LegacyResourceKind,
  fields: Record<string, unknown>,
) => createFlat<T>(ctx, kind, fields, FIELD_FOR_PROVIDER_FIELD);

export const updateLegacy = <T>(
  ctx: GatewayContext,
  kind: LegacyResourceKind,
  id: string,
  fields: Record<string, unknown>,
) => updateFlat<T>(ctx, kind, id, fields, FIELD_FOR_PROVIDER_FIELD);

export const deleteLegacy = (ctx: GatewayContext, kind: LegacyResourceKind, id: string) =>
  deleteFlat(ctx, kind.path, id, FIELD_FOR_PROVIDER_FIELD);
