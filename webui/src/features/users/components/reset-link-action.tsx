import { Button, Dialog, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCopy, LuKeyRound } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorText } from '@/components/errors/error-alert';
import { Hint } from '@/components/hint';
import { commonMessages } from '@/components/messages';
import { ModalDialog } from '@/components/modal-dialog';
import { toaster } from '@/components/ui/toaster';
import { useDateTimeFormat } from '@/lib/format';
import { useIssuePasswordResetLink, type PasswordResetLink } from '../api/issue-password-reset-link';
import { userMessages as m } from '../messages';
import type { Segment } from '../types';

/** The issued link, to copy and give to the account's holder. */
function IssuedLinkDialog({ link, name, onClose }: { link: PasswordResetLink | null; name: string; onClose: () => void }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toaster.create({ type: 'success', title: intl.formatMessage(m.resetLinkCopied) });
    } catch {
      // No clipboard here (a page not served over HTTPS): the link can still be selected.
    }
  };
  return (
    <ModalDialog open={link !== null} onOpenChange={(open) => !open && onClose()} title={intl.formatMessage(m.resetLinkTitle)}>
      <Dialog.Body>
        {link && (
          <Stack gap="3">
            <Text>{intl.formatMessage(m.resetLinkBody, { name, time: formatDateTime(link.expiresAt) })}</Text>
            <Input
              readOnly
              value={link.url}
              aria-label={intl.formatMessage(m.resetLink)}
              onFocus={(event) => event.currentTarget.select()}
              fontFamily="mono"
              fontSize="sm"
            />
            <Hint>{intl.formatMessage(m.resetLinkMail)}</Hint>
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {link && (
          <Button variant="outline" onClick={() => void copy(link.url)}>
            <LuCopy /> {intl.formatMessage(m.copyResetLink)}
          </Button>
        )}
        <Button colorPalette="teal" onClick={onClose}>
          {intl.formatMessage(commonMessages.close)}
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  );
}

/**
 * "Issue a password reset link" on an account's page: asks first (an earlier link stops
 * working), then shows the link, valid for an hour and once.
 */
export function ResetLinkAction({ segment, userId, name }: { segment: Segment; userId: string; name: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const issue = useIssuePasswordResetLink();
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState<PasswordResetLink | null>(null);
  const run = async () => {
    try {
      setLink(await issue.mutateAsync({ segment, id: userId }));
    } catch (error) {
      toaster.create({ type: 'error', title: intl.formatMessage(m.resetLinkFailed), description: errorText(error) });
    }
  };
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setAsking(true)}>
        <LuKeyRound /> {intl.formatMessage(m.issueResetLink)}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={intl.formatMessage(m.issueResetLinkTitle)}
        description={intl.formatMessage(m.issueResetLinkBody, { name })}
        confirmLabel={intl.formatMessage(m.issueResetLinkConfirm)}
        destructive={false}
        onConfirm={run}
      />
      <IssuedLinkDialog link={link} name={name} onClose={() => setLink(null)} />
    </>
  );
}
