import type { ButtonProps } from '@chakra-ui/react';
import { ResolveIssueButton } from '@/components/outbox/resolve-issue-button';

/**
 * Marks an issue as resolved, through the outbox (a phone without a network sends it later);
 * the issue and its lists load again once it is sent.
 */
export function ResolveButton(props: { issueId: string; name?: string } & Omit<ButtonProps, 'onClick'>) {
  return <ResolveIssueButton {...props} />;
}
