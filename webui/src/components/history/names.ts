import type { IntlShape } from 'react-intl';
import { issueTypeMessages } from '@/config/catalogues';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { unnamedMessages } from './field-messages';
import type { NameOf, RefKind, RefPiece, ShownName } from './pieces';
import type { ApiSchema } from '@/api/schemas';

/** A record a history mentions, as `names` of `GET /api/history/{kind}/{id}` has it. */
export type RecordName = ApiSchema<'NameOut'>;

export type RecordNames = Record<string, RecordName>;

/** The page each kind of record is shown on, with the record's id in the query. */
function pageOf(kind: RefKind, id: string, found: RecordName): string | null {
  switch (kind) {
    case 'account':
      return found.accountKind ? withQuery(paths.userInfo, { userId: id, segment: `${found.accountKind}s` }) : null;
    case 'company':
      return withQuery(paths.companyInfo, { companyId: id });
    case 'building':
      return withQuery(paths.buildingInfo, { buildingId: id });
    case 'floor':
      return found.buildingId ? withQuery(paths.buildingInfo, { buildingId: found.buildingId }) : null;
    case 'facility':
      return withQuery(paths.facilityReports, { facilityId: id });
    case 'project':
      return withQuery(paths.projectInfo, { projectId: id });
    case 'device':
      return withQuery(paths.deviceInfo, { deviceId: id });
    case 'issue':
      return withQuery(paths.issuesTable, { issueId: id });
    case 'task':
      return withQuery(paths.adHocTaskInfo, { taskId: id });
    case 'schedule':
      return withQuery(paths.scheduleInfo, { scheduleId: id });
    case 'leave':
      return withQuery(paths.leaveInfo, { leaveId: id });
    case 'inventory':
      return withQuery(paths.inventoryInfo, { inventoryId: id });
  }
}

const isAccountId = (id: string) => /^[0-9a-f]{8}-?([0-9a-f]{4}-?){3}[0-9a-f]{12}$/i.test(id);

/** Who did it, when the server does not name them: the rules, the console, or someone. */
function unnamedActor(intl: IntlShape, id: string | null): string {
  if (id === 'rules') return intl.formatMessage(unnamedMessages.rules);
  if (!id || !isAccountId(id)) return intl.formatMessage(unnamedMessages.system);
  return intl.formatMessage(unnamedMessages.actor);
}

/**
 * Who did something, for a record's page: the name the server sends, else the rules, the
 * console (the demo seed, an import) or someone; never the raw actor id. Null when nobody did.
 */
export function actorName(intl: IntlShape, name: string | null | undefined, id: string | null | undefined): string | null {
  if (name) return name;
  return id ? unnamedActor(intl, id) : null;
}

/**
 * Names records as the reader sees them: by the server's `names`, linked where the reader's
 * role may open the page and the server says they may open the record; "someone", "a
 * toilet" for the rest.
 */
export function namer(intl: IntlShape, names: RecordNames | undefined, role: string | null): NameOf {
  return (piece: RefPiece): ShownName => {
    const kind: RefKind = piece.ref === 'actor' ? 'account' : piece.ref;
    const found = piece.id ? names?.[piece.id] : undefined;
    if (!found || found.kind !== kind) {
      const text = piece.ref === 'actor' ? unnamedActor(intl, piece.id) : intl.formatMessage(unnamedMessages[kind]);
      return { text, named: false, to: null };
    }
    let text = found.name;
    if (kind === 'issue') {
      const type = found.issueType ?? '';
      const issueType = Object.hasOwn(issueTypeMessages, type) ? intl.formatMessage(issueTypeMessages[type as keyof typeof issueTypeMessages]) : type;
      text = found.name ? intl.formatMessage(unnamedMessages.issueAt, { issueType, place: found.name }) : issueType;
    }
    const to = found.page && piece.id ? pageOf(kind, piece.id, found) : null;
    return { text, named: true, to: to && isPathAllowed(role, to.split('?')[0]) ? to : null };
  };
}
