import { Button, Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuDownload, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { tableMessages } from './messages';
import { SearchBox } from './search-box';

export interface TableToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  selectedCount: number;
  /** More actions on the selected rows, already bound to them. */
  selectionActions?: ReactNode;
  /** Asks to delete the selected rows; unset when the list deletes nothing. */
  onDeleteSelected?: () => void;
  onExport?: () => void;
  exporting: boolean;
  actions?: ReactNode;
}

/** Search on the left; what can be done with the selected rows or the whole list on the right. */
export function TableToolbar({ search, onSearch, selectedCount, selectionActions, onDeleteSelected, onExport, exporting, actions }: TableToolbarProps) {
  const intl = useIntl();
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <SearchBox
        value={search}
        onChange={onSearch}
        label={intl.formatMessage(tableMessages.search)}
        placeholder={intl.formatMessage(tableMessages.searchPlaceholder)}
      />
      <HStack gap="2" wrap="wrap" ms={{ md: 'auto' }}>
        {selectionActions}
        {onDeleteSelected && (
          <Button variant="outline" colorPalette="red" disabled={selectedCount === 0} aria-haspopup="dialog" onClick={onDeleteSelected}>
            <LuTrash2 /> {intl.formatMessage(tableMessages.deleteSelected, { count: selectedCount })}
          </Button>
        )}
        {onExport && (
          <Button variant="outline" onClick={onExport} loading={exporting}>
            <LuDownload /> {intl.formatMessage(tableMessages.export)}
          </Button>
        )}
        {actions}
      </HStack>
    </Flex>
  );
}
