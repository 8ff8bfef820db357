import type { MessageDescriptor } from 'react-intl';
import { withQuery } from '@/config/paths';

/**
 * Where a kind of record lives, as its create, info and edit pages link each other: the list,
 * the info page, the edit form (if it has one) and the address parameter carrying the id
 * (ids travel as `?buildingId=`), with the feature's words those pages share.
 */
export interface RecordRoutes<M = object> {
  idParam: string;
  list: string;
  info: string;
  edit?: string;
  messages: M;
}

/** The way back to the list, in the feature's words ("All buildings"). */
export interface ListMessages {
  backToList: MessageDescriptor;
}

/** The page at `path` for record `id` (`/buildings/building-info?buildingId=…`). */
export const recordPath = (routes: Pick<RecordRoutes, 'idParam'>, path: string, id: string) => withQuery(path, { [routes.idParam]: id });
