import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { LuTrash2, LuUpload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useErrorText, useViolationText } from '@/components/errors/error-text';
import { toaster } from '@/components/ui/toaster';
import { isApiError } from '@/lib/api-error';
import { useUpdateFloorPlan } from '../api/update-floor-plan';
import { checkPlanDataUri, checkPlanFile, PLAN_TYPES, readAsDataUri, type PlanFileIssue } from '../floor-plan';
import { buildingMessages as m } from '../messages';
import type { Floor } from '../types';

const ISSUE_TEXT = { notImage: m.planNotImage, tooLarge: m.planTooLarge } as const;

/** What is wrong with the plan (its `floorPlan` violations), else the error itself. */
function useUploadErrorText(): (error: unknown) => string {
  const errorText = useErrorText();
  const violationText = useViolationText();
  return (error) => {
    const violations = isApiError(error) ? error.violations.filter((v) => v.field === 'floorPlan') : [];
    return violations.length > 0 ? violations.map((violation) => violationText(violation)).join(' ') : errorText(error);
  };
}

/** Upload, replace or remove the plan of a floor (PUT /api/floors/{id}/plan). */
export function PlanUpload({ floor, hasPlan }: { floor: Floor; hasPlan: boolean }) {
  const intl = useIntl();
  const uploadErrorText = useUploadErrorText();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const updateFloorPlan = useUpdateFloorPlan();
  const busy = updateFloorPlan.isPending;
  const [confirmRemove, setConfirmRemove] = useState(false);

  const refuse = (issue: PlanFileIssue) => setProblem(intl.formatMessage(ISSUE_TEXT[issue]));

  const send = async (floorPlan: string | null, done: string) => {
    setProblem(null);
    try {
      await updateFloorPlan.mutateAsync({ floorId: floor.id, floorPlan });
      toaster.create({ type: 'success', title: done });
    } catch (error) {
      setProblem(uploadErrorText(error));
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire another change.
    event.target.value = '';
    if (!file) return;
    const fileIssue = checkPlanFile(file);
    if (fileIssue) return refuse(fileIssue);
    let dataUri: string;
    try {
      dataUri = await readAsDataUri(file);
    } catch {
      return refuse('notImage');
    }
    const uriIssue = checkPlanDataUri(dataUri);
    if (uriIssue) return refuse(uriIssue);
    await send(dataUri, intl.formatMessage(m.planUploaded));
  };

  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <input
          ref={inputRef}
          type="file"
          accept={PLAN_TYPES.join(',')}
          aria-label={intl.formatMessage(m.planImage)}
          hidden
          onChange={(event) => void choose(event)}
        />
        <Button size="sm" variant="outline" loading={busy} onClick={() => inputRef.current?.click()}>
          <LuUpload /> {intl.formatMessage(hasPlan ? m.replacePlan : m.uploadPlan)}
        </Button>
        {hasPlan && (
          <Button size="sm" variant="ghost" colorPalette="red" disabled={busy} aria-haspopup="dialog" onClick={() => setConfirmRemove(true)}>
            <LuTrash2 /> {intl.formatMessage(m.removePlan)}
          </Button>
        )}
      </HStack>
      {problem ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {problem}
        </Text>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {intl.formatMessage(m.planFileHint)}
        </Text>
      )}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={intl.formatMessage(m.removePlanTitle)}
        description={intl.formatMessage(m.removePlanBody, { floor: floor.label })}
        confirmLabel={intl.formatMessage(m.removePlan)}
        onConfirm={() => send(null, intl.formatMessage(m.planRemoved))}
      />
    </Stack>
  );
}
