import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Flex,
  Heading,
  HStack,
  Input,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useFacilityOptions } from '@/api/get-facility-options';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { QueryResult } from '@/components/query-result';
import { toaster } from '@/components/ui/toaster';
import { useUserFacilities } from '../api/get-user-facilities';
import { useUpdateUserFacilities } from '../api/update-user-facilities';
import { userMessages as m } from '../messages';
import type { AssignedFacility, StaffSegment } from '../types';

interface Group {
  key: string;
  title: string;
  facilities: AssignedFacility[];
}

/** Groups facilities by "building · floor" for the picker and the read-only list. */
export function groupFacilities(facilities: AssignedFacility[], other: string): Group[] {
  const groups = new Map<string, Group>();
  for (const facility of facilities) {
    const building = facility.buildingName ?? other;
    const key = `${facility.buildingId ?? building}|${facility.floorId ?? ''}`;
    const title = facility.floorLabel ? `${building} · ${facility.floorLabel}` : building;
    if (!groups.has(key)) groups.set(key, { key, title, facilities: [] });
    groups.get(key)?.facilities.push(facility);
  }
  return [...groups.values()].sort((a, b) => a.title.localeCompare(b.title));
}

function FacilityPicker({
  segment,
  userId,
  assigned,
  onDone,
  onCancel,
}: {
  segment: StaffSegment;
  userId: string;
  assigned: AssignedFacility[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const options = useFacilityOptions();
  const [selected, setSelected] = useState<string[]>(() => assigned.map((f) => f.id));
  const [filter, setFilter] = useState('');
  const update = useUpdateUserFacilities();

  const groups = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const visible = (options.data ?? []).filter(
      (f) =>
        !needle ||
        [f.name, f.code, f.buildingName, f.floorLabel].some((value) => value?.toLowerCase().includes(needle)),
    );
    return groupFacilities(visible, intl.formatMessage(m.unknownBuilding));
  }, [options.data, filter, intl]);

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => (checked ? [...new Set([...current, id])] : current.filter((x) => x !== id)));

  const save = () =>
    update.mutate(
      { segment, id: userId, facilityIds: selected },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: intl.formatMessage(m.facilitiesSaved) });
          onDone();
        },
      },
    );

  if (options.error) return <ErrorAlert error={options.error} onRetry={() => void options.refetch()} />;
  if (!options.data) return <Skeleton height="24" />;

  return (
    <Stack gap="3">
      {update.error ? <ErrorAlert error={update.error} /> : null}
      <Flex gap="2" align="center" wrap="wrap">
        <Input
          type="search"
          maxW={{ base: 'full', sm: 'xs' }}
          placeholder={intl.formatMessage(m.filterFacilities)}
          aria-label={intl.formatMessage(m.filterFacilities)}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          bg="bg"
        />
        <Badge colorPalette="teal">{intl.formatMessage(m.selectedCount, { count: selected.length })}</Badge>
      </Flex>
      {options.data.length === 0 && <Text color="fg.muted">{intl.formatMessage(m.noFacilityOptions)}</Text>}
      <Stack gap="3" maxH="24rem" overflowY="auto" pe="1">
        {groups.map((group) => (
          <Box key={group.key} borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
            <Text fontWeight="semibold" fontSize="sm" mb="2">
              {group.title}
            </Text>
            <Wrap gap="3">
              {group.facilities.map((facility) => (
                <Checkbox.Root
                  key={facility.id}
                  size="sm"
                  checked={selected.includes(facility.id)}
                  onCheckedChange={(details) => toggle(facility.id, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {facility.name}
                    {facility.code ? ` (${facility.code})` : ''}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
          </Box>
        ))}
      </Stack>
      <HStack justify="flex-end" gap="2">
        <Button variant="outline" size="sm" onClick={onCancel} disabled={update.isPending}>
          {intl.formatMessage(commonMessages.cancel)}
        </Button>
        <Button colorPalette="teal" size="sm" onClick={save} loading={update.isPending}>
          {intl.formatMessage(m.saveFacilities)}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Facilities assigned to a supervisor, cleaner or worker; editable when the role may edit the account. */
export function FacilityAssignment({ segment, userId, canEdit }: { segment: StaffSegment; userId: string; canEdit: boolean }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const assigned = useUserFacilities(segment, userId);
  const groups = groupFacilities(assigned.data ?? [], intl.formatMessage(m.unknownBuilding));

  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {intl.formatMessage(m.facilitiesTitle)}
          </Heading>
          {canEdit && !editing && assigned.data && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <LuPencil /> {intl.formatMessage(m.changeFacilities)}
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        <QueryResult
          query={assigned}
          empty={intl.formatMessage(m.noFacilities)}
          isEmpty={() => !editing && groups.length === 0}
          skeleton={<Skeleton height="10" />}
        >
          {(data) =>
            editing ? (
              <FacilityPicker segment={segment} userId={userId} assigned={data} onCancel={() => setEditing(false)} onDone={() => setEditing(false)} />
            ) : (
              <Stack gap="2">
                {groups.map((group) => (
                  <Box key={group.key}>
                    <Text fontSize="sm" fontWeight="semibold">
                      {group.title}
                    </Text>
                    <Wrap gap="2" mt="1">
                      {group.facilities.map((facility) => (
                        <Badge key={facility.id} variant="surface">
                          {facility.name}
                        </Badge>
                      ))}
                    </Wrap>
                  </Box>
                ))}
              </Stack>
            )
          }
        </QueryResult>
      </Card.Body>
    </Card.Root>
  );
}
