import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/errors/error-alert';
import { TextField } from '@/components/form/fields';
import { FormLayout, FullWidth } from '@/components/form/form-layout';
import { useForm } from '@/components/form/use-form';
import { check, numberBetween } from '@/components/form/validators';
import { SectionCard } from '@/components/section-card';
import { MAX_CLEAN_AFTER, useFacilitySettings, useSetFacilitySettings, type FacilitySettings } from '../api/facility-settings';
import { facilitySettingsMessages as m } from './facility-settings-messages';

interface CleaningValues extends Record<string, string> {
  cleanAfterVisitors: string;
}

const validate = (values: CleaningValues) => ({
  cleanAfterVisitors: check(values.cleanAfterVisitors, numberBetween(1, MAX_CLEAN_AFTER, { integer: true })),
});

/** Where the count stands: off, or the visitors since the last cleaning of how many, and whether a cleaning is due. */
function CountNow({ settings }: { settings: FacilitySettings }) {
  const intl = useIntl();
  const threshold = settings.cleanAfterVisitors;
  if (threshold == null) return <Text color="fg.muted">{intl.formatMessage(m.off)}</Text>;
  return (
    <HStack gap="3" wrap="wrap">
      <Text data-testid="visitors-since-cleaning">{intl.formatMessage(m.since, { visitors: settings.visitorsSinceCleaning ?? 0, threshold })}</Text>
      {settings.openIssueId ? <Badge colorPalette="orange">{intl.formatMessage(m.due)}</Badge> : null}
    </HStack>
  );
}

function CleaningForm({ facilityId, settings }: { facilityId: string; settings: FacilitySettings }) {
  const intl = useIntl();
  const save = useSetFacilitySettings();
  const form = useForm<CleaningValues>({
    initialValues: { cleanAfterVisitors: settings.cleanAfterVisitors == null ? '' : String(settings.cleanAfterVisitors) },
    validate,
  });
  const submit = form.handleSubmit(async (values) => {
    const text = values.cleanAfterVisitors.trim();
    await save.mutateAsync({ facilityId, cleanAfterVisitors: text ? Number(text) : null });
  });
  const turnOff = () => {
    form.reset({ cleanAfterVisitors: '' });
    save.mutate({ facilityId, cleanAfterVisitors: null });
  };
  return (
    <FormLayout form={form} onSubmit={(event) => void submit(event)} label={m.formLabel}>
      <TextField label={m.cleanAfterVisitors} field={form.register('cleanAfterVisitors')} inputMode="numeric" helper={intl.formatMessage(m.helper)} />
      {settings.cleanAfterVisitors != null && (
        <Button alignSelf="flex-end" variant="outline" onClick={turnOff} loading={save.isPending}>
          {intl.formatMessage(m.turnOff)}
        </Button>
      )}
      {save.error && !form.submitting ? (
        <FullWidth>
          <ErrorAlert error={save.error} />
        </FullWidth>
      ) : null}
    </FormLayout>
  );
}

/**
 * A facility's usage-based cleaning (GET and PUT /api/facilities/{id}/settings): after how
 * many visitors a "Cleaning due" issue opens, and the visitors counted since the last cleaning.
 */
export function FacilityCleaningSettings({ facilityId }: { facilityId: string }) {
  const intl = useIntl();
  const settings = useFacilitySettings(facilityId);
  return (
    <SectionCard title={intl.formatMessage(m.title)}>
      <Text>{intl.formatMessage(m.description)}</Text>
      {settings.error ? (
        <ErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <Skeleton height="24" data-testid="facility-settings-skeleton" />
      ) : (
        <Stack gap="4">
          <CountNow settings={settings.data} />
          <CleaningForm key={String(settings.data.cleanAfterVisitors)} facilityId={facilityId} settings={settings.data} />
        </Stack>
      )}
    </SectionCard>
  );
}
