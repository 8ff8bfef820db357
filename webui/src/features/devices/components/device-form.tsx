import { Separator } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDeviceTypes } from '@/api/get-device-types';
import { facilityPlace, useFacilityOptions } from '@/api/get-facility-options';
import { useLandlords } from '@/api/get-landlords';
import { useViolationText } from '@/components/errors/error-text';
import { namedOptions, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { FormLayout, FullWidth, OptionsError, type RecordFormProps } from '@/components/form/form-layout';
import { useForm, useOnlyChoice } from '@/components/form/use-form';
import { check, maxLength, numberBetween, required, requiredText } from '@/components/form/validators';
import { isApiError, type Violation } from '@/lib/api-error';
import { roleAtom } from '@/lib/session-atoms';
import { useCatalogue } from '@/lib/use-catalogue';
import { deviceIdError } from '../device-id';
import { deviceUriError } from '../device-uri';
import { checkKpiRows, kpiOf, WATER_METER_TYPES, type KpiRow } from '../kpi';
import { deviceMessages as m } from '../messages';
import type { DeviceInput } from '../types';
import { AccessoriesEditor, checkAccessories, useAccessoryErrorText, type AccessoryRow, type AccessoryRowError } from './accessories-editor';
import { DeviceIdInput } from './device-id-input';
import { KpiEditor } from './kpi-editor';

export interface DeviceFormValues extends Record<string, string> {
  name: string;
  type: string;
  deviceId: string;
  landlordId: string;
  facilityId: string;
  description: string;
  meterAdjustment: string;
  /** Seconds; empty: the device type's default. */
  reportingIntervalSeconds: string;
  /** How the device is reached; empty: none. */
  uri: string;
}

export interface DeviceFormInitial {
  values: DeviceFormValues;
  kpi: KpiRow[];
  accessories: AccessoryRow[];
}

export const EMPTY_DEVICE: DeviceFormInitial = {
  values: { name: '', type: '', deviceId: 'id:6:', landlordId: '', facilityId: '', description: '', meterAdjustment: '0', reportingIntervalSeconds: '', uri: '' },
  kpi: [],
  accessories: [],
};

const MAX_DESCRIPTION = 1000;
const MAX_METER_ADJUSTMENT = 10_000_000;
/** domain/thresholds.py: MIN_ and MAX_REPORTING_INTERVAL_SECONDS. */
const MIN_INTERVAL = 10;
const MAX_INTERVAL = 86_400;

/** Mirrors domain/device.py and domain/identifiers.py. */
export function validateDevice(values: DeviceFormValues) {
  return {
    name: requiredText(values.name),
    type: check(values.type, required),
    deviceId: deviceIdError(values.deviceId) ?? undefined,
    landlordId: check(values.landlordId, required),
    description: check(values.description, maxLength(MAX_DESCRIPTION)),
    meterAdjustment: WATER_METER_TYPES.includes(values.type)
      ? check(values.meterAdjustment, numberBetween(-MAX_METER_ADJUSTMENT, MAX_METER_ADJUSTMENT))
      : undefined,
    reportingIntervalSeconds: check(values.reportingIntervalSeconds, numberBetween(MIN_INTERVAL, MAX_INTERVAL, { integer: true })),
    uri: deviceUriError(values.uri),
  };
}

const KPI_FIELD = /^(?:body\.)?kpiParameters(?:\.(.+))?$/;
const ACCESSORY_FIELD = /^(?:body\.)?accessories(?:\[(\d+)\]\.(name|quantity))?$/;

/** A table of rows below the fields, set apart by a rule. */
function ExtrasSection({ children }: { children: ReactNode }) {
  return (
    <FullWidth>
      <Separator my="2" />
      {children}
    </FullWidth>
  );
}

/** Registers or edits a device: identity, owner and placement, KPI parameters, accessories. */
export function DeviceForm({
  initial = EMPTY_DEVICE,
  onSubmit,
  ...actions
}: Omit<RecordFormProps<DeviceFormValues, DeviceInput>, 'initialValues'> & { initial?: DeviceFormInitial }) {
  const intl = useIntl();
  const role = useAtomValue(roleAtom);
  const accessoryText = useAccessoryErrorText();
  const violationText = useViolationText();
  const catalogue = useCatalogue();
  const form = useForm({ initialValues: initial.values, validate: validateDevice });
  const { setValue } = form;
  const [kpiRows, setKpiRows] = useState<KpiRow[]>(initial.kpi);
  const [accessoryRows, setAccessoryRows] = useState<AccessoryRow[]>(initial.accessories);
  const [checkExtras, setCheckExtras] = useState(false);
  const [extrasBlocked, setExtrasBlocked] = useState(false);
  const [serverKpi, setServerKpi] = useState<Record<string, string>>({});
  const [serverAccessories, setServerAccessories] = useState<AccessoryRowError[]>([]);

  const types = useDeviceTypes();
  const landlords = useLandlords();
  const landlordId = form.values.landlordId;
  const facilities = useFacilityOptions([`landlord:"${landlordId}"`], { enabled: Boolean(landlordId) });
  const isAdmin = role === 'admin';
  // A landlord manager registers devices for its own company: pick it for them.
  useOnlyChoice(form, 'landlordId', landlords.data);

  const type = form.values.type;
  const water = WATER_METER_TYPES.includes(type);
  const kpiErrors = checkExtras ? checkKpiRows(kpiRows, type) : [];
  const accessoryErrors = accessoryRows.map((_, index) => {
    const client = checkExtras ? accessoryText(checkAccessories(accessoryRows)[index]) : {};
    const server = serverAccessories[index] ?? {};
    return { name: client.name ?? server.name, quantity: client.quantity ?? server.quantity };
  });

  /** Places the KPI and accessory violations on their rows; answers the rest. */
  const placeExtras = (violations: Violation[]): Violation[] => {
    const kpi: Record<string, string> = {};
    const accessories: AccessoryRowError[] = [];
    const rest: Violation[] = [];
    for (const violation of violations) {
      const kpiMatch = KPI_FIELD.exec(violation.field);
      const accessoryMatch = ACCESSORY_FIELD.exec(violation.field);
      if (kpiMatch) kpi[kpiMatch[1] ?? ''] ??= violationText(violation);
      else if (accessoryMatch && accessoryMatch[1] !== undefined) {
        const index = Number(accessoryMatch[1]);
        accessories[index] = { ...accessories[index], [accessoryMatch[2]]: violationText(violation) };
      } else rest.push(violation);
    }
    setServerKpi(kpi);
    setServerAccessories(accessories);
    return rest;
  };

  const submit = (event: FormEvent) => {
    setCheckExtras(true);
    setExtrasBlocked(false);
    setServerKpi({});
    setServerAccessories([]);
    const extrasValid =
      checkKpiRows(kpiRows, type).every((error) => !error.key && !error.value) &&
      checkAccessories(accessoryRows).every((error) => !error.name && !error.quantity);
    return form.handleSubmit(async (values) => {
      if (!extrasValid) {
        setExtrasBlocked(true);
        return;
      }
      const input: DeviceInput = {
        name: values.name.trim(),
        // The picker offers only the server's device types.
        type: values.type as DeviceInput['type'],
        deviceId: values.deviceId.trim(),
        facilityId: values.facilityId || null,
        ...(isAdmin ? { landlordId: values.landlordId } : {}),
        description: values.description.trim() || null,
        kpiParameters: kpiOf(kpiRows),
        accessories: accessoryRows.map((row) => ({ name: row.name.trim(), quantity: Number(row.quantity) })),
        ...(water ? { meterAdjustment: Number(values.meterAdjustment || 0) } : {}),
        ...(values.reportingIntervalSeconds.trim() ? { reportingIntervalSeconds: Number(values.reportingIntervalSeconds) } : {}),
        uri: values.uri.trim() || null,
      };
      try {
        await onSubmit(input);
      } catch (error) {
        if (!isApiError(error) || error.violations.length === 0) throw error;
        const rest = placeExtras(error.violations);
        if (rest.length > 0) {
          throw error.withViolations(rest);
        }
        setExtrasBlocked(true);
      }
    })(event);
  };

  const landlordOptions = namedOptions(landlords.data);
  const facilityOptions = (facilities.data ?? []).map((facility) => ({ value: facility.id, label: facilityPlace(facility) }));
  const typeOptions = (types.data ?? []).map((item) => ({ value: item.id, label: catalogue.deviceType(item.id, item.title) }));

  return (
    <FormLayout form={form} onSubmit={submit} invalidSubmit={extrasBlocked} label={actions.submitLabel ?? m.editDevice} {...actions}>
      <OptionsError sources={[types, landlords, facilities]} retry={false} />
      <TextField label={m.name} field={form.register('name')} required />
      <SelectField label={m.type} field={form.register('type')} required options={typeOptions} />
      <FullWidth>
        <DeviceIdInput
          value={form.values.deviceId}
          onChange={(value) => setValue('deviceId', value)}
          error={form.errors.deviceId}
          required
        />
      </FullWidth>
      <SelectField
        label={m.landlord}
        field={form.register('landlordId')}
        required
        options={landlordOptions}
        disabled={!isAdmin && landlordOptions.length <= 1}
      />
      <SelectField
        label={m.facility}
        field={form.register('facilityId')}
        options={facilityOptions}
        placeholder={m.notPlaced}
        helper={intl.formatMessage(landlordId ? m.facilityHelper : m.chooseLandlordFirst)}
        disabled={!landlordId}
      />
      <TextField label={m.uri} field={form.register('uri')} inputMode="url" helper={intl.formatMessage(m.uriHelper)} full />
      <TextAreaField label={m.description} field={form.register('description')} full />
      <TextField
        label={m.reportingInterval}
        field={form.register('reportingIntervalSeconds')}
        inputMode="numeric"
        helper={intl.formatMessage(m.reportingIntervalHelper)}
      />
      {water && (
        <TextField
          label={m.meterAdjustment}
          field={form.register('meterAdjustment')}
          inputMode="decimal"
          helper={intl.formatMessage(m.meterAdjustmentHelper)}
        />
      )}
      <ExtrasSection>
        <KpiEditor
          rows={kpiRows}
          onChange={(rows) => {
            setKpiRows(rows);
            setServerKpi({});
          }}
          deviceType={type}
          errors={kpiErrors}
          serverErrors={serverKpi}
        />
      </ExtrasSection>
      <ExtrasSection>
        <AccessoriesEditor
          rows={accessoryRows}
          onChange={(rows) => {
            setAccessoryRows(rows);
            setServerAccessories([]);
          }}
          errors={accessoryErrors}
        />
      </ExtrasSection>
    </FormLayout>
  );
}
