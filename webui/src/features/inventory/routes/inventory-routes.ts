import { paths } from '@/config/paths';
import { inventoryMessages as m } from '../messages';

/** An inventory item's pages, found by `?inventoryId=`. */
export const inventoryRoutes = { idParam: 'inventoryId', list: paths.inventoryTable, info: paths.inventoryInfo, edit: paths.editInventoryForm, messages: m };
