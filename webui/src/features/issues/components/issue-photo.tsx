import { Image, Skeleton, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useIssuePhoto } from '../api/get-issue-photo';
import { issueMessages as m } from '../messages';

/** The photo sent with an issue, fetched with the user's token and shown from memory. */
export function IssuePhoto({ issueId }: { issueId: string }) {
  const intl = useIntl();
  const { data, isError } = useIssuePhoto(issueId, true);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return undefined;
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  if (isError) return <Text color="fg.muted">{intl.formatMessage(m.photoError)}</Text>;
  if (!url) return <Skeleton height="40" width="60" />;
  return <Image src={url} alt={intl.formatMessage(m.photoAlt)} maxH="80" maxW="full" objectFit="contain" rounded="md" />;
}
