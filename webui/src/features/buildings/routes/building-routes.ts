import { paths } from '@/config/paths';
import { buildingMessages as m } from '../messages';

/** A building's pages, found by `?buildingId=`. */
export const buildingRoutes = { idParam: 'buildingId', list: paths.buildingsTable, info: paths.buildingInfo, edit: paths.editBuildingForm, messages: m };
