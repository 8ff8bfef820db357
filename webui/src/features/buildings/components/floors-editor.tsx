import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/errors/error-alert';
import { violationIssue } from '@/components/errors/error-text';
import { useIssueText } from '@/components/form/fields';
import { check, numberBetween, required, requiredText, type FieldIssue } from '@/components/form/validators';
import { commonMessages } from '@/components/messages';
import { toaster } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-error';
import { useUpdateBuildingFloors } from '../api/update-building-floors';
import { buildingMessages as m } from '../messages';
import type { Facility, Floor, FloorInput } from '../types';

interface Row {
  key: string;
  id?: string;
  label: string;
  floorNumber: string;
}

type RowErrors = Record<string, { label?: FieldIssue; floorNumber?: FieldIssue }>;

let rowCounter = 0;
const newKey = () => `new-${(rowCounter += 1)}`;

/** Mirrors domain/floor.py: a label, and a whole floor number from -20 to 300. */
export function validateFloorRows(rows: Row[]): RowErrors {
  const errors: RowErrors = {};
  for (const row of rows) {
    const label = requiredText(row.label);
    const floorNumber = check(row.floorNumber, required, numberBetween(-20, 300, { integer: true }));
    if (label || floorNumber) errors[row.key] = { label, floorNumber };
  }
  return errors;
}

/** `[2].label`, `floors[2].label` or `2.label` → row 2, field label. */
function placeViolation(field: string): { index: number; name: 'label' | 'floorNumber' } | null {
  const match = /(\d+)\]?\.(label|floorNumber)$/.exec(field);
  return match ? { index: Number(match[1]), name: match[2] as 'label' | 'floorNumber' } : null;
}

/** One required field of a floor row; only the first row shows the labels, the others say them to screen readers. */
function FloorField({ label, labelShown, error, flex, children }: { label: string; labelShown: boolean; error?: string; flex: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} flex={flex} required>
      <Field.Label srOnly={!labelShown}>{label}</Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** Edits the whole floor list; floors taken out are removed with their facilities, after a confirmation. */
export function FloorsEditor({
  buildingId,
  floors,
  facilities,
  onSaved,
  onCancel,
}: {
  buildingId: string;
  floors: Floor[];
  facilities: Facility[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const issueText = useIssueText();
  const [rows, setRows] = useState<Row[]>(() =>
    floors.map((floor) => ({ key: floor.id, id: floor.id, label: floor.label, floorNumber: String(floor.floorNumber) })),
  );
  const [errors, setErrors] = useState<RowErrors>({});
  const [formError, setFormError] = useState<unknown>(null);
  const updateFloors = useUpdateBuildingFloors();
  const saving = updateFloors.isPending;
  const [confirmOpen, setConfirmOpen] = useState(false);

  const removed = floors.filter((floor) => !rows.some((row) => row.id === floor.id));
  const removedFacilities = facilities.filter((facility) => removed.some((floor) => floor.id === facility.floorId));

  const change = (key: string, patch: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  const addRow = () => {
    const highest = rows.reduce((max, row) => Math.max(max, Number(row.floorNumber) || 0), 0);
    const next = rows.length === 0 ? 1 : highest + 1;
    setRows((current) => [...current, { key: newKey(), label: '', floorNumber: String(next) }]);
  };

  const save = async () => {
    const body: FloorInput[] = rows.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      label: row.label.trim(),
      floorNumber: Number(row.floorNumber),
    }));
    setFormError(null);
    try {
      await updateFloors.mutateAsync({ buildingId, floors: body });
      toaster.create({ type: 'success', title: intl.formatMessage(m.floorsSaved) });
      onSaved();
    } catch (error) {
      const placed: RowErrors = {};
      if (isApiError(error)) {
        for (const violation of error.violations) {
          const spot = placeViolation(violation.field);
          const row = spot ? rows[spot.index] : undefined;
          if (spot && row) placed[row.key] = { ...placed[row.key], [spot.name]: violationIssue(violation) };
        }
      }
      setErrors(placed);
      if (Object.keys(placed).length === 0 || (isApiError(error) && error.violations.length > Object.keys(placed).length)) {
        setFormError(error);
      }
    }
  };

  const submit = () => {
    const found = validateFloorRows(rows);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (removed.length > 0) setConfirmOpen(true);
    else void save();
  };

  return (
    <Stack gap="3">
      {formError ? <ErrorAlert error={formError} /> : null}
      {rows.length === 0 && <Text color="fg.muted">{intl.formatMessage(m.noFloors)}</Text>}
      {rows.map((row, index) => (
        <HStack key={row.key} align="flex-start" gap="2" data-testid="floor-row">
          <FloorField label={intl.formatMessage(m.floorLabel)} labelShown={index === 0} error={issueText(errors[row.key]?.label)} flex="2">
            <Input value={row.label} onChange={(event) => change(row.key, { label: event.target.value })} aria-label={intl.formatMessage(m.floorLabel)} bg="bg" />
          </FloorField>
          <FloorField label={intl.formatMessage(m.floorNumber)} labelShown={index === 0} error={issueText(errors[row.key]?.floorNumber)} flex="1">
            <Input
              type="number"
              inputMode="numeric"
              value={row.floorNumber}
              onChange={(event) => change(row.key, { floorNumber: event.target.value })}
              aria-label={intl.formatMessage(m.floorNumber)}
              bg="bg"
            />
          </FloorField>
          <IconButton
            variant="ghost"
            colorPalette="red"
            mt={index === 0 ? '6' : '0'}
            aria-label={intl.formatMessage(m.removeFloor, { label: row.label || String(index + 1) })}
            onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      ))}
      <HStack gap="2" wrap="wrap" justify="space-between">
        <Button variant="outline" size="sm" onClick={addRow}>
          <LuPlus /> {intl.formatMessage(m.addFloor)}
        </Button>
        <HStack gap="2">
          <Button variant="outline" size="sm" onClick={onCancel} disabled={saving}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button colorPalette="teal" size="sm" onClick={submit} loading={saving}>
            {intl.formatMessage(m.saveFloors)}
          </Button>
        </HStack>
      </HStack>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={intl.formatMessage(m.confirmRemoveFloorsTitle)}
        description={intl.formatMessage(m.confirmRemoveFloorsBody, {
          count: removed.length,
          facilities: removedFacilities.length,
        })}
        confirmLabel={intl.formatMessage(m.saveFloors)}
        onConfirm={save}
      />
    </Stack>
  );
}
