import { Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { nameColumn, textColumn, timeColumn } from '@/components/data-table/column-builders';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { paths, withQuery } from '@/config/paths';
import { isPathAllowed } from '@/config/roles';
import { useDateTimeFormat } from '@/lib/format';
import { roleAtom } from '@/lib/session-atoms';
import { useCatalogue } from '@/lib/use-catalogue';
import { useDeleteDevices } from '../api/delete-devices';
import { getDevicesQueryOptions } from '../api/get-devices';
import { deviceMessages as m } from '../messages';
import type { Device } from '../types';
import { BatteryBadge, HealthBadge, LevelText, SignalBadge, StatusBadge } from './device-badges';

const rowLabel = (device: Device) => device.name;

/**
 * Devices with their live state: search, sort, filters, paging and export for every
 * manager; create and delete for those who may edit devices (SystemAdmin, LandLordManager).
 */
export function DevicesTable() {
  const role = useAtomValue(roleAtom);
  const formatDateTime = useDateTimeFormat();
  const catalogue = useCatalogue();
  const deleteDevices = useDeleteDevices();
  const canManage = isPathAllowed(role, paths.editDeviceForm);
  const canOpen = isPathAllowed(role, paths.deviceInfo);

  const columns: Column<Device>[] = [
    nameColumn(m.name, (device) => (canOpen ? withQuery(paths.deviceInfo, { deviceId: device.id }) : null)),
    { key: 'type', header: m.type, sortField: 'type', render: (d) => catalogue.deviceType(d.type, d.typeTitle), hideBelow: 'md' },
    {
      key: 'deviceId',
      header: m.deviceId,
      sortField: 'deviceId',
      render: (d) => (
        <Text as="span" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
          {d.deviceId}
        </Text>
      ),
      hideBelow: 'lg',
    },
    textColumn('building', m.building, (d) => d.buildingName, { sortField: 'buildingName', hideBelow: 'sm' }),
    textColumn('floor', m.floor, (d) => d.floorLabel, { sortField: 'floorNumber', hideBelow: 'lg' }),
    textColumn('facility', m.facility, (d) => d.facilityName, { sortField: 'facilityName', hideBelow: 'md' }),
    { key: 'status', header: m.status, render: (d) => <StatusBadge status={d.status} /> },
    { key: 'health', header: m.health, render: (d) => <HealthBadge health={d.health} />, hideBelow: 'sm' },
    {
      key: 'battery',
      header: m.battery,
      sortField: 'batteryVoltage',
      render: (d) => <BatteryBadge battery={d.battery} voltage={d.batteryVoltage} />,
      hideBelow: 'md',
    },
    { key: 'signal', header: m.signal, sortField: 'rssi', render: (d) => <SignalBadge signal={d.signal} rssi={d.rssi} />, hideBelow: 'lg' },
    { key: 'level', header: m.level, render: (d) => <LevelText level={d.level} />, hideBelow: 'md' },
    timeColumn('lastUpdate', m.lastUpdate, formatDateTime, 'lg'),
  ];

  return (
    <ListTable
      query={getDevicesQueryOptions}
      sort="name"
      title={m.tableTitle}
      exportPath="/devices"
      filters={{ screen: 'devices' }}
      columns={columns}
      getRowLabel={rowLabel}
      onDeleteMany={canManage ? deleteDevices.mutateAsync : undefined}
      create={{ to: paths.editDeviceForm, label: m.newDevice }}
    />
  );
}
