import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { FeedbackTable } from '../components/feedback-table';
import { feedbackMessages as m } from '../messages';

export function FeedbackTableRoute() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <FeedbackTable />
    </>
  );
}
