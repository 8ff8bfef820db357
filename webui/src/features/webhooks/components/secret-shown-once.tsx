import { Alert, Button, Card, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { toaster } from '@/components/ui/toaster';
import { recordPath } from '@/components/record/record-routes';
import { webhookMessages as m } from '../messages';
import { webhookRoutes } from '../routes/webhook-routes';
import type { Webhook } from '../types';

/**
 * The new webhook's secret, this once: the API never answers it again, so it is shown here
 * to be copied to the receiver, before the way on to the webhook's page.
 */
export function SecretShownOnce({ webhook, secret }: { webhook: Webhook; secret: string }) {
  const intl = useIntl();
  const copy = async () => {
    await globalThis.navigator.clipboard?.writeText(secret);
    toaster.create({ type: 'success', title: intl.formatMessage(m.copied) });
  };
  return (
    <Card.Root maxW="4xl">
      <Card.Body>
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{intl.formatMessage(m.createdTitle)}</Alert.Title>
          </Alert.Root>
          <Text>{intl.formatMessage(m.secretOnce)}</Text>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage(m.secret)}
            </Text>
            {/* A secret is no word of any language. */}
            <Code fontSize="md" p="2" wordBreak="break-all" data-testid="webhook-secret">
              <span translate="no">{secret}</span>
            </Code>
          </Stack>
          <HStack gap="3" wrap="wrap">
            <Button variant="outline" onClick={() => void copy()}>
              <LuCopy /> {intl.formatMessage(m.copy)}
            </Button>
            <Button asChild colorPalette="teal">
              <RouterLink to={recordPath(webhookRoutes, webhookRoutes.info, webhook.id)}>{intl.formatMessage(m.openWebhook)}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
