import { Box, ButtonGroup, Flex, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { ListParams } from '@/lib/types';
import { tableMessages } from './messages';
import { PAGE_SIZES } from './use-list-params';

/** Which rows show, how many a page, and the pages: every label in the user's language. */
export function TableFooter({
  params,
  total,
  from,
  to,
  onParamsChange,
}: {
  params: ListParams;
  total: number;
  from: number;
  to: number;
  onParamsChange: (change: Partial<ListParams>) => void;
}) {
  const intl = useIntl();
  // The pager names its parts for screen readers; left alone it says them in English.
  const translations = {
    rootLabel: intl.formatMessage(tableMessages.pagination),
    prevTriggerLabel: intl.formatMessage(tableMessages.previousPage),
    nextTriggerLabel: intl.formatMessage(tableMessages.nextPage),
    firstTriggerLabel: intl.formatMessage(tableMessages.firstPage),
    lastTriggerLabel: intl.formatMessage(tableMessages.lastPage),
    itemLabel: ({ page, totalPages }: { page: number; totalPages: number }) =>
      intl.formatMessage(totalPages > 1 && page === totalPages ? tableMessages.lastPageNumber : tableMessages.pageNumber, { page }),
  };
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <HStack gap="2">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {intl.formatMessage(tableMessages.range, { from, to, total })}
        </Text>
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            aria-label={intl.formatMessage(tableMessages.pageSize)}
            value={String(params.pageSize)}
            onChange={(event) => onParamsChange({ pageSize: Number(event.target.value) })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {total > params.pageSize && (
        <Box as="nav" aria-label={intl.formatMessage(tableMessages.pagination)}>
          <Pagination.Root
            count={total}
            pageSize={params.pageSize}
            page={params.page}
            siblingCount={1}
            translations={translations}
            onPageChange={(details) => onParamsChange({ page: details.page })}
          >
            <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
              <Pagination.PrevTrigger asChild>
                <IconButton aria-label={intl.formatMessage(tableMessages.previousPage)}>
                  <LuChevronLeft />
                </IconButton>
              </Pagination.PrevTrigger>
              <Pagination.Items
                render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>}
              />
              <Pagination.NextTrigger asChild>
                <IconButton aria-label={intl.formatMessage(tableMessages.nextPage)}>
                  <LuChevronRight />
                </IconButton>
              </Pagination.NextTrigger>
            </ButtonGroup>
          </Pagination.Root>
        </Box>
      )}
    </Flex>
  );
}
