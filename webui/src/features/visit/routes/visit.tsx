import { Alert, Box, Button, Card, Center, Checkbox, Fieldset, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ErrorAlert } from '@/components/errors/error-alert';
import { LanguageSwitch } from '@/components/language-switch';
import { LogoMark } from '@/components/layout/logo-mark';
import { AREAS, areaLabel } from '@/config/feedback';
import { isApiError } from '@/lib/api-error';
import { useSendVisitFeedback, useVisitPlace } from '../api/visit';
import { RatingButtons } from '../components/rating-buttons';
import { visitMessages as m } from '../messages';

/** A message in place of the form: thanks, already received, or an unknown code. */
function Notice({ title, body, status }: { title: string; body?: string; status: 'success' | 'info' | 'warning' }) {
  return (
    <Alert.Root status={status} role="status" size="lg" variant="subtle">
      <Alert.Indicator>{status === 'success' ? <LuCircleCheck /> : undefined}</Alert.Indicator>
      <Alert.Content>
        <Alert.Title fontSize="lg">{title}</Alert.Title>
        {body && <Alert.Description>{body}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The public feedback page of a facility's QR code (`/visit/:token`): no sign-in, no console
 * layout; built for a phone. A rating (five large buttons), the areas that were wrong, send;
 * then thanks. When the address already sent enough for this facility (429) it says so.
 */
export function VisitRoute() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const place = useVisitPlace(token);
  const send = useSendVisitFeedback(token);
  const [rating, setRating] = useState<number | null>(null);
  const [areas, setAreas] = useState<string[]>([]);
  const [missingRating, setMissingRating] = useState(false);
  const limited = isApiError(send.error) && send.error.status === 429;
  const limitedText =
    limited && intl.locale.startsWith('en') && isApiError(send.error) && send.error.fromServer && send.error.message
      ? send.error.message
      : intl.formatMessage(m.alreadyReceived);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return setMissingRating(true);
    send.mutate({ rating, areas: AREAS.filter((area) => areas.includes(area)) });
  };

  const toggle = (area: string, checked: boolean) =>
    setAreas((current) => (checked ? [...current.filter((item) => item !== area), area] : current.filter((item) => item !== area)));

  let body;
  if (place.error) {
    body =
      isApiError(place.error) && place.error.status === 404 ? (
        <Notice status="warning" title={intl.formatMessage(m.notFound)} body={intl.formatMessage(m.notFoundBody)} />
      ) : (
        <ErrorAlert error={place.error} onRetry={() => void place.refetch()} />
      );
  } else if (!place.data) {
    body = (
      <Center py="10">
        <Spinner size="lg" />
      </Center>
    );
  } else if (send.isSuccess) {
    body = <Notice status="success" title={intl.formatMessage(m.thanks)} body={intl.formatMessage(m.thanksBody)} />;
  } else if (limited) {
    body = <Notice status="info" title={limitedText} />;
  } else {
    const { facilityName, buildingName, floorLabel } = place.data;
    body = (
      <form onSubmit={submit} noValidate>
        <Stack gap="6">
          <Stack gap="1" textAlign="center">
            <Heading as="h1" size="2xl">
              {facilityName || intl.formatMessage(m.unnamed)}
            </Heading>
            {(buildingName || floorLabel) && (
              <Text color="fg.muted">
                {buildingName && floorLabel ? intl.formatMessage(m.place, { building: buildingName, floor: floorLabel }) : (buildingName ?? floorLabel)}
              </Text>
            )}
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="lg">
              {intl.formatMessage(m.title)}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {intl.formatMessage(m.intro)}
            </Text>
            <RatingButtons
              value={rating}
              label={intl.formatMessage(m.rating)}
              onChange={(value) => {
                setRating(value);
                setMissingRating(false);
              }}
            />
            {missingRating && (
              <Text color="fg.error" role="alert">
                {intl.formatMessage(m.chooseRating)}
              </Text>
            )}
          </Stack>
          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" fontWeight="semibold">
              {intl.formatMessage(m.areas)}
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
              {AREAS.map((area) => (
                <Checkbox.Root
                  key={area}
                  size="lg"
                  colorPalette="teal"
                  checked={areas.includes(area)}
                  onCheckedChange={(details) => toggle(area, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{areaLabel(intl.formatMessage, area)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </Fieldset.Root>
          {send.error && !limited ? <ErrorAlert error={send.error} /> : null}
          <Button type="submit" size="xl" colorPalette="teal" loading={send.isPending}>
            {intl.formatMessage(m.submit)}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    // The page's one landmark: outside the console's layout, it brings its own.
    <Box as="main" minH="100dvh" bg="bg.subtle" px="3" py="4">
      <Stack maxW="lg" mx="auto" gap="4">
        <Box display="flex" justifyContent="space-between" alignItems="center">
          <LogoMark size={32} />
          <LanguageSwitch label={intl.formatMessage(m.language)} />
        </Box>
        <Card.Root>
          <Card.Body p={{ base: '4', sm: '6' }}>{body}</Card.Body>
        </Card.Root>
      </Stack>
    </Box>
  );
}
