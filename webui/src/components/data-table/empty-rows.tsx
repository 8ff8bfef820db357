import { LuInbox } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { EmptyNote } from '../empty-note';
import { tableMessages } from './messages';

/** Said in place of rows when the list has none. */
export function EmptyRows() {
  const intl = useIntl();
  return (
    <EmptyNote
      size="sm"
      icon={<LuInbox />}
      title={intl.formatMessage(tableMessages.empty)}
      description={intl.formatMessage(tableMessages.emptyHint)}
    />
  );
}
