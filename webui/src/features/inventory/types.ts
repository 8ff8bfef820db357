/** An inventory item as GET /api/inventory and /api/inventory/{id} answer it. */
export interface InventoryItem {
  id: string;
  version?: number | null;
  itemName: string;
  quantity: number;
  buildingId: string;
  buildingName?: string | null;
  supervisorId?: string | null;
  supervisorName?: string | null;
  projectId?: string | null;
  projectName?: string | null;
  companyId?: string | null;
  companyName?: string | null;
  lowStockLevel?: number | null;
  lowStock?: boolean;
  lastUpdatedAt?: string | null;
  createdAt?: string | null;
}

export interface InventoryInput {
  itemName: string;
  quantity: number;
  buildingId: string;
  supervisorId?: string;
  projectId?: string;
  lowStockLevel?: number;
  version?: number;
}

/** One change of stock (GET /api/inventory/{id}/movements, newest first). */
export interface Movement {
  at: string;
  change: number;
  quantityAfter: number;
  reason: string;
  actorId?: string | null;
  actorName?: string | null;
}

export interface MovementInput {
  change: number;
  reason: string;
}

export interface ProjectOption {
  id: string;
  name: string;
  buildingId?: string | null;
}
