import { Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { QueryResult } from '@/components/query-result';
import { SectionCard } from '@/components/section-card';
import { useDateTimeFormat } from '@/lib/format';
import { useMovements } from '../api/get-movements';
import { inventoryMessages as m } from '../messages';
import { actorName } from '@/components/history/names';

/** The item's stock movements, newest first: when, how much, what was left, why and by whom. */
export function Movements({ inventoryId }: { inventoryId: string }) {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const query = useMovements(inventoryId);
  const title = intl.formatMessage(m.movements);
  return (
    <SectionCard title={title}>
      <QueryResult query={query} empty={intl.formatMessage(m.noMovements)}>
        {(data) => (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label={title}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{intl.formatMessage(m.at)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.change)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.quantityAfter)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(m.reason)}</Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>{intl.formatMessage(m.by)}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.map((movement, index) => (
                  <Table.Row key={`${movement.at}:${index}`}>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(movement.at)}</Table.Cell>
                    <Table.Cell textAlign="end" color={movement.change < 0 ? 'fg.error' : 'fg.success'} fontVariantNumeric="tabular-nums">
                      {intl.formatNumber(movement.change, { signDisplay: 'always' })}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {intl.formatNumber(movement.quantityAfter)}
                    </Table.Cell>
                    <Table.Cell>{movement.reason}</Table.Cell>
                    <Table.Cell display={{ base: 'none', sm: 'table-cell' }}>{actorName(intl, movement.actorName, movement.actorId) ?? '—'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </QueryResult>
    </SectionCard>
  );
}
