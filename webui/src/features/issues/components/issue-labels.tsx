import { Badge } from '@chakra-ui/react';
import { LuBadgeCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useCatalogue } from '@/lib/use-catalogue';
import { issueMessages as m } from '../messages';
import type { Issue } from '../types';

/** The issue type's title in the user's language; the server's title for types this client does not know. */
export function useIssueTypeName(): (issueType: string, fallback?: string | null) => string {
  return useCatalogue().issueType;
}

export function isOpen(status: string | null | undefined): boolean {
  return status === 'OPENED';
}

export function IssueStatusBadge({ status }: { status: string | null | undefined }) {
  const intl = useIntl();
  if (status === 'OPENED') return <Badge colorPalette="orange">{intl.formatMessage(m.opened)}</Badge>;
  if (status === 'RESOLVED') return <Badge colorPalette="green">{intl.formatMessage(m.resolved)}</Badge>;
  return <Badge>{status ?? '—'}</Badge>;
}

/** "Verified on site" when whoever resolved the issue had checked in at its door just before; nothing otherwise. */
export function VerifiedOnSiteBadge({ issue }: { issue: Pick<Issue, 'verifiedOnSite'> }) {
  const intl = useIntl();
  if (!issue.verifiedOnSite) return null;
  return (
    <Badge colorPalette="teal" variant="surface" title={intl.formatMessage(m.verifiedOnSiteHint)}>
      <LuBadgeCheck aria-hidden /> {intl.formatMessage(m.verifiedOnSite)}
    </Badge>
  );
}

/** The last escalation step an issue reached ("Level 2"); a dash before any (level 0). */
export function EscalationLevel({ level }: { level: number | null | undefined }) {
  const intl = useIntl();
  if (!level) return <>—</>;
  return <Badge colorPalette="red">{intl.formatMessage(m.escalationLevel, { level })}</Badge>;
}

/** "Ladies Level 1, Level 1, Harbourfront Tower", leaving out the parts that are unknown. */
export function placeOf(issue: { facilityName?: string | null; floorLabel?: string | null; buildingName?: string | null }): string {
  return [issue.facilityName, issue.floorLabel, issue.buildingName].filter(Boolean).join(', ') || '—';
}
