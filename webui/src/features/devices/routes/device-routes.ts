import { paths } from '@/config/paths';
import { deviceMessages as m } from '../messages';

/** A device's pages, found by `?deviceId=` (the edit form registers a new one without it). */
export const deviceRoutes = { idParam: 'deviceId', list: paths.devicesTable, info: paths.deviceInfo, edit: paths.editDeviceForm, messages: m };
