import { Button, Field, Grid, HStack, IconButton, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useIssueText } from '@/components/form/fields';
import { validationMessages } from '@/components/form/messages';
import type { FieldIssue } from '@/components/form/validators';
import { Hint } from '@/components/hint';
import { MARKER_TYPES, type DraftMarker } from '../floor-plan';
import { buildingMessages as m } from '../messages';
import type { Facility, FacilityType } from '../types';
import { FACILITY_PALETTE, FacilityTypeBadge } from './facility-type-badge';
import { MARKER_ICON } from './floor-plan-image';

/** Which kind of marker a click on the plan adds. */
export function MarkerTypePicker({ value, onChange }: { value: FacilityType; onChange: (type: FacilityType) => void }) {
  const intl = useIntl();
  return (
    <Stack gap="2">
      <Wrap gap="2" role="group" aria-label={intl.formatMessage(m.markerType)}>
        {MARKER_TYPES.map((type) => {
          const Icon = MARKER_ICON[type];
          const chosen = type === value;
          return (
            <Button
              key={type}
              size="sm"
              colorPalette={FACILITY_PALETTE[type]}
              variant={chosen ? 'solid' : 'outline'}
              aria-pressed={chosen}
              onClick={() => onChange(type)}
            >
              <Icon aria-hidden /> {intl.formatMessage(m[type])}
            </Button>
          );
        })}
      </Wrap>
      <Hint>{intl.formatMessage(m.addMarkerHint)}</Hint>
    </Stack>
  );
}

/** The markers being edited: each one's facility, and a way to take it off. */
export function MarkerList({
  markers,
  facilities,
  errors,
  onChange,
}: {
  markers: DraftMarker[];
  /** The facilities of the floor. */
  facilities: Facility[];
  errors: Record<string, FieldIssue>;
  onChange: (markers: DraftMarker[]) => void;
}) {
  const intl = useIntl();
  const issueText = useIssueText();
  if (markers.length === 0) {
    return <Text color="fg.muted">{intl.formatMessage(m.noMarkers)}</Text>;
  }
  return (
    <Stack as="ol" listStyleType="none" gap="2">
      {markers.map((marker, index) => {
        const number = index + 1;
        // Facilities of the marker's type, and whatever it points at already.
        const options = facilities.filter((f) => f.type === marker.type || f.id === marker.facilityId);
        const error = issueText(errors[marker.key]);
        return (
          <Grid
            as="li"
            key={marker.key}
            // Phones: number and type with the remove button, the facility below; wider: one line.
            templateColumns={{ base: '1fr auto', sm: '11rem 1fr auto' }}
            templateAreas={{ base: '"title remove" "facility facility"', sm: '"title facility remove"' }}
            alignItems="flex-start"
            gap="2"
            borderWidth="1px"
            rounded="md"
            p="2"
            bg="bg.subtle"
          >
            <HStack gridArea="title" gap="2" minH="8">
              <Text fontWeight="medium">{intl.formatMessage(m.markerNumber, { number })}</Text>
              <FacilityTypeBadge type={marker.type} />
            </HStack>
            <Field.Root gridArea="facility" invalid={Boolean(error)}>
              <Field.Label srOnly>{intl.formatMessage(m.markerFacility, { number })}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={marker.facilityId}
                  onChange={(event) =>
                    onChange(markers.map((item) => (item.key === marker.key ? { ...item, facilityId: event.target.value } : item)))
                  }
                  bg="bg"
                >
                  <option value="">{intl.formatMessage(validationMessages.selectPlaceholder)}</option>
                  {options.map((facility) => (
                    <option key={facility.id} value={facility.id}>
                      {facility.name} ({facility.code})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {options.length === 0 && !error && <Field.HelperText>{intl.formatMessage(m.noFacilityOfType)}</Field.HelperText>}
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <IconButton
              gridArea="remove"
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={intl.formatMessage(m.removeMarker, { number })}
              onClick={() => onChange(markers.filter((item) => item.key !== marker.key))}
            >
              <LuTrash2 />
            </IconButton>
          </Grid>
        );
      })}
    </Stack>
  );
}
