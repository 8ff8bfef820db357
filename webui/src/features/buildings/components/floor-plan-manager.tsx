import { Alert, Button, Card, EmptyState, Flex, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { LuImageOff, LuMap, LuPencil, LuTriangleAlert } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/errors/error-alert';
import { violationIssue } from '@/components/errors/error-text';
import { ChoiceField } from '@/components/form/fields';
import { validationMessages } from '@/components/form/messages';
import type { FieldIssue } from '@/components/form/validators';
import { commonMessages } from '@/components/messages';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { isApiError } from '@/lib/api-error';
import { roleAtom } from '@/lib/session-atoms';
import { useFloor } from '../api/get-floor';
import { useUpdateFloorMarkers } from '../api/update-floor-markers';
import {
  draftMarker,
  isIncomplete,
  markerInput,
  markerViolation,
  MAX_MARKERS,
  sameMarkers,
  type DraftMarker,
} from '../floor-plan';
import { buildingMessages as m } from '../messages';
import type { Facility, FacilityType, Floor } from '../types';
import { FloorPlanImage, useMarkerName } from './floor-plan-image';
import { MarkerList, MarkerTypePicker } from './marker-editor';
import { PlanUpload } from './plan-upload';

/** "The plan is not loaded", "Loading plan…", "Plan loading failed": the plan area when there is no image to show. */
function PlanState({
  icon,
  title,
  busy = false,
  failed = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  busy?: boolean;
  failed?: boolean;
  children?: ReactNode;
}) {
  return (
    <EmptyState.Root
      size="sm"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="md"
      role={failed ? 'alert' : 'status'}
      aria-busy={busy || undefined}
    >
      <EmptyState.Content>
        <EmptyState.Indicator color={failed ? 'fg.error' : undefined}>{icon}</EmptyState.Indicator>
        <EmptyState.Title>{title}</EmptyState.Title>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

interface Draft {
  floorId: string;
  markers: DraftMarker[];
}

/** Marker editing of one floor: the draft, its checks and PUT /api/floors/{id}/markers. */
function useMarkerDraft(floor: Floor | undefined) {
  const intl = useIntl();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, FieldIssue>>({});
  const [checked, setChecked] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const updateMarkers = useUpdateFloorMarkers();
  const saving = updateMarkers.isPending;

  const markers = floor && draft?.floorId === floor.id ? draft.markers : null;
  const incomplete = markers?.filter(isIncomplete).length ?? 0;
  const dirty = Boolean(markers && floor && !sameMarkers(markers, floor.markers));

  const reset = (next: Draft | null) => {
    setDraft(next);
    setErrors({});
    setChecked(false);
    setSaveError(null);
  };

  const change = (next: DraftMarker[]) => {
    if (!draft) return;
    // A row's message goes once its facility changes, or the row goes.
    setErrors((current) => {
      const kept: Record<string, FieldIssue> = {};
      for (const marker of next) {
        const before = draft.markers.find((item) => item.key === marker.key);
        if (current[marker.key] && before?.facilityId === marker.facilityId) kept[marker.key] = current[marker.key];
      }
      return kept;
    });
    setDraft({ ...draft, markers: next });
  };

  const save = async () => {
    if (!floor || !markers) return;
    const missing = markers.filter(isIncomplete);
    setChecked(true);
    setSaveError(null);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((marker) => [marker.key, { message: validationMessages.required }])));
      return;
    }
    try {
      await updateMarkers.mutateAsync({ floorId: floor.id, markers: markers.map(markerInput) });
      toaster.create({ type: 'success', title: intl.formatMessage(m.markersSaved) });
      reset(null);
    } catch (error) {
      const placed: Record<string, FieldIssue> = {};
      const violations = isApiError(error) ? error.violations : [];
      for (const violation of violations) {
        const spot = markerViolation(violation.field);
        const marker = spot ? markers[spot.index] : undefined;
        if (marker) placed[marker.key] = violationIssue(violation);
      }
      setErrors(placed);
      if (violations.length === 0 || violations.some((v) => !markerViolation(v.field))) setSaveError(error);
    }
  };

  return {
    markers,
    incomplete,
    dirty,
    errors,
    showIncomplete: checked && incomplete > 0,
    saveError,
    saving,
    start: () => {
      if (floor) reset({ floorId: floor.id, markers: floor.markers.map(draftMarker) });
    },
    stop: () => reset(null),
    change,
    save,
  };
}

/**
 * The floor plan manager of a building: pick a floor, see its plan with male,
 * female and accessible toilet markers; landlords upload the plan and place the markers.
 */
export function FloorPlanManager({ floors, facilities }: { floors: Floor[]; facilities: Facility[] }) {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const canEdit = isPathAllowed(role, paths.editBuildingForm);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [markerType, setMarkerType] = useState<FacilityType>('male');
  const [failedPlan, setFailedPlan] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const floor = floors.find((f) => f.id === chosenId) ?? floors[0];
  const floorId = floor?.id ?? '';
  const query = useFloor(floorId);
  const detail = query.data;
  const onFloor = facilities.filter((f) => f.floorId === floorId);
  const markerName = useMarkerName(onFloor);
  const draft = useMarkerDraft(detail);

  if (!floor) return null;

  const plan = detail?.floorPlan ?? null;
  const imageFailed = plan !== null && failedPlan === plan;
  const showsPlan = Boolean(plan) && !imageFailed && !query.error;
  const editing = draft.markers !== null && showsPlan;

  const retry = () => {
    setFailedPlan(null);
    setAttempt((n) => n + 1);
    void query.refetch();
  };

  const switchTo = (id: string) => {
    draft.stop();
    setChosenId(id);
  };
  const chooseFloor = (id: string) => {
    if (id === floorId) return;
    if (editing && (draft.incomplete > 0 || draft.dirty)) setPendingId(id);
    else switchTo(id);
  };

  const addMarker = (point: { x: number; y: number }) => {
    if (!draft.markers || draft.markers.length >= MAX_MARKERS) return;
    draft.change([...draft.markers, draftMarker({ type: markerType, ...point, facilityId: '' })]);
  };

  let body: ReactNode;
  if (query.error || imageFailed) {
    // The floor did not come, or its image would not load.
    body = (
      <PlanState icon={<LuTriangleAlert />} title={intl.formatMessage(m.planLoadingFailed)} failed>
        <Button size="sm" variant="outline" onClick={retry}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      </PlanState>
    );
  } else if (!detail) {
    body = <PlanState icon={<Spinner size="md" color="teal.solid" />} title={intl.formatMessage(m.planLoading)} busy />;
  } else if (!plan) {
    body = <PlanState icon={<LuImageOff />} title={intl.formatMessage(m.planNotLoaded)} />;
  } else {
    body = (
      <FloorPlanImage
        key={attempt}
        src={plan}
        alt={intl.formatMessage(m.planAlt, { floor: floor.label })}
        markers={draft.markers ?? detail.markers}
        markerName={markerName}
        numbered={editing}
        onAdd={editing ? addMarker : undefined}
        onError={() => setFailedPlan(plan)}
      />
    );
  }

  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
          <Heading as="h2" size="md">
            <HStack gap="2">
              <LuMap /> {intl.formatMessage(m.floorPlan)}
            </HStack>
          </Heading>
          <ChoiceField
            label={intl.formatMessage(m.floor)}
            value={floorId}
            options={floors.map((f) => ({ value: f.id, label: f.label }))}
            onChange={chooseFloor}
            width={{ base: 'full', sm: '16rem' }}
          />
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {editing && <MarkerTypePicker value={markerType} onChange={setMarkerType} />}
          {body}
          {canEdit && detail && !query.error && !editing && (
            <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <PlanUpload floor={floor} hasPlan={Boolean(plan)} />
              {showsPlan && (
                <Button size="sm" variant="outline" onClick={draft.start}>
                  <LuPencil /> {intl.formatMessage(m.editMarkers)}
                </Button>
              )}
            </Flex>
          )}
          {editing && draft.markers && (
            <Stack gap="3">
              {draft.saveError ? <ErrorAlert error={draft.saveError} /> : null}
              {draft.showIncomplete && (
                <Alert.Root status="warning" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{intl.formatMessage(m.markersIncomplete, { count: draft.incomplete })}</Alert.Title>
                </Alert.Root>
              )}
              <MarkerList markers={draft.markers} facilities={onFloor} errors={draft.errors} onChange={draft.change} />
              {draft.markers.length >= MAX_MARKERS && (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{intl.formatMessage(m.tooManyMarkers, { max: MAX_MARKERS })}</Alert.Title>
                </Alert.Root>
              )}
              <HStack gap="2" justify="flex-end" wrap="wrap">
                <Button size="sm" variant="outline" onClick={draft.stop} disabled={draft.saving}>
                  {intl.formatMessage(commonMessages.cancel)}
                </Button>
                <Button size="sm" colorPalette="teal" onClick={() => void draft.save()} loading={draft.saving}>
                  {intl.formatMessage(m.saveMarkers)}
                </Button>
              </HStack>
            </Stack>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={pendingId !== null}
        onOpenChange={(open) => {
          if (!open) setPendingId(null);
        }}
        title={intl.formatMessage(m.switchFloorTitle)}
        description={
          draft.incomplete > 0
            ? intl.formatMessage(m.switchFloorIncomplete, { count: draft.incomplete, floor: floor.label })
            : intl.formatMessage(m.switchFloorUnsaved, { floor: floor.label })
        }
        confirmLabel={intl.formatMessage(m.switchFloor)}
        onConfirm={() => {
          if (pendingId) switchTo(pendingId);
        }}
      />
    </Card.Root>
  );
}
