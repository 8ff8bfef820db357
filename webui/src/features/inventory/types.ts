import type { ApiSchema } from '@/api/schemas';

/** An inventory item as GET /api/inventory and /api/inventory/{id} answer it. */
export type InventoryItem = ApiSchema<'InventoryOut'>;

export type InventoryInput = ApiSchema<'InventoryBody'>;

/** One change of stock (GET /api/inventory/{id}/movements, newest first). */
export type Movement = ApiSchema<'MovementOut'>;

export type MovementInput = ApiSchema<'MovementBody'>;

export type ProjectOption = Pick<ApiSchema<'ProjectOut'>, 'id' | 'name' | 'buildingId'>;
