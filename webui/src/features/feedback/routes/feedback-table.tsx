import { ListPage } from '@/components/record/list-page';
import { FeedbackTable } from '../components/feedback-table';
import { feedbackMessages as m } from '../messages';

export function FeedbackTableRoute() {
  return (
    <ListPage title={m.title} description={m.description}>
      <FeedbackTable />
    </ListPage>
  );
}
