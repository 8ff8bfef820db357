import { Badge, Box, Button, Card, Flex, Heading, HStack, Link, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { LuLayers, LuPencil } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useBuildingFloors } from '@/api/get-building-floors';
import { Details } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { RecordInfoPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useDeleteBuilding } from '../api/delete-building';
import { useBuilding } from '../api/get-building';
import { useBuildingFacilities } from '../api/get-building-facilities';
import { AddFacilityDialog } from '../components/add-facility-dialog';
import { FacilityTypeBadge } from '../components/facility-type-badge';
import { FloorPlanManager } from '../components/floor-plan-manager';
import { FloorsEditor } from '../components/floors-editor';
import { buildingMessages as m } from '../messages';
import { buildingRoutes } from './building-routes';
import type { Facility, Floor } from '../types';

function FloorsAndFacilities({ buildingId, canEdit }: { buildingId: string; canEdit: boolean }) {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const [editing, setEditing] = useState(false);
  const floors = useBuildingFloors(buildingId);
  const facilities = useBuildingFacilities(buildingId);
  const canSeeReports = isPathAllowed(role, paths.facilityReports);

  const reload = () => {
    void floors.refetch();
    void facilities.refetch();
  };

  const sorted: Floor[] = [...(floors.data ?? [])].sort((a, b) => a.floorNumber - b.floorNumber);
  const facilitiesOf = (floorId: string): Facility[] => (facilities.data ?? []).filter((f) => f.floorId === floorId);
  const loading = floors.isPending || facilities.isPending;
  const error = floors.error ?? facilities.error;

  return (
    <>
      <Card.Root>
        <Card.Header>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="md">
              <HStack gap="2">
                <LuLayers /> {intl.formatMessage(m.floorsAndFacilities)}
              </HStack>
            </Heading>
            {canEdit && !editing && !loading && !error && (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                <LuPencil /> {intl.formatMessage(m.editFloors)}
              </Button>
            )}
          </Flex>
        </Card.Header>
        <Card.Body>
          {error ? (
            <ErrorAlert error={error} onRetry={reload} />
          ) : loading && !floors.data ? (
            <Stack gap="3">
              <Skeleton height="10" />
              <Skeleton height="10" />
            </Stack>
          ) : editing ? (
            <FloorsEditor
              buildingId={buildingId}
              floors={sorted}
              facilities={facilities.data ?? []}
              onCancel={() => setEditing(false)}
              onSaved={() => setEditing(false)}
            />
          ) : sorted.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.noFloors)}</Text>
          ) : (
            <Stack gap="3" as="ul" listStyleType="none">
              {sorted.map((floor) => {
                const onFloor = facilitiesOf(floor.id);
                return (
                  <Box as="li" key={floor.id} borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
                    <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb={onFloor.length > 0 ? '2' : '0'}>
                      <HStack gap="2">
                        <Text fontWeight="semibold">{floor.label}</Text>
                        <Badge variant="outline">{intl.formatMessage(m.floorNumberShort, { number: floor.floorNumber })}</Badge>
                      </HStack>
                      {canEdit && <AddFacilityDialog floor={floor} />}
                    </Flex>
                    {onFloor.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        {intl.formatMessage(m.noFacilities)}
                      </Text>
                    ) : (
                      <Wrap gap="2">
                        {onFloor.map((facility) => (
                          <HStack key={facility.id} gap="2" borderWidth="1px" rounded="md" px="2" py="1" bg="bg">
                            <Text fontSize="sm" fontWeight="medium">
                              {facility.name}
                            </Text>
                            <Text fontSize="xs" color="fg.muted">
                              {facility.code}
                            </Text>
                            <FacilityTypeBadge type={facility.type} />
                            {canSeeReports && (
                              <Link asChild fontSize="xs" color="teal.fg">
                                <RouterLink to={withQuery(paths.facilityReports, { facilityId: facility.id })}>
                                  {intl.formatMessage(m.facilityReports)}
                                </RouterLink>
                              </Link>
                            )}
                          </HStack>
                        ))}
                      </Wrap>
                    )}
                  </Box>
                );
              })}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      {!error && sorted.length > 0 && <FloorPlanManager floors={sorted} facilities={facilities.data ?? []} />}
    </>
  );
}

export function BuildingInfoRoute() {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const formatDateTime = useDateTimeFormat();
  const buildingId = useIdParam('buildingId');
  const query = useBuilding(buildingId);
  const deleteBuilding = useDeleteBuilding();
  const canEdit = isPathAllowed(role, paths.editBuildingForm);

  return (
    <RecordInfoPage
      routes={buildingRoutes}
      name={(building) => building.name}
      description={query.data?.address}
      onDelete={() => deleteBuilding.mutateAsync(buildingId)}
      id={buildingId}
      query={query}
    >
      {(building) => (
        <Stack gap="4">
          <Details
            items={[
              { label: intl.formatMessage(m.name), value: building.name },
              { label: intl.formatMessage(m.address), value: building.address },
              { label: intl.formatMessage(m.postalCode), value: building.postalCode },
              { label: intl.formatMessage(m.landlord), value: building.landlordName },
              { label: intl.formatMessage(m.floors), value: building.floorCount },
              { label: intl.formatMessage(m.facilities), value: building.facilityCount },
              { label: intl.formatMessage(commonMessages.createdAt), value: formatDateTime(building.createdAt) },
            ]}
          />
          <FloorsAndFacilities buildingId={buildingId} canEdit={canEdit} />
        </Stack>
      )}
    </RecordInfoPage>
  );
}
