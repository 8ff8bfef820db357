import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Hint } from '@/components/hint';
import { FeedbackSummary } from '@/components/reports/feedback-summary';
import { paths } from '@/config/paths';
import { dashboardMessages as m } from '../messages';
import type { FeedbackAnswer } from '../types';
import { Widget, WidgetSkeleton } from './widget';

/** Feedback rating: how many visitors rated, the average, a bar per rating and the areas named most. */
export function FeedbackWidget({ feedback, linked }: { feedback: FeedbackAnswer | undefined; linked: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.feedbackRating);
  if (!feedback) return <WidgetSkeleton title={title} level="h3" />;
  return (
    <Widget title={title} level="h3" to={linked ? paths.feedbackTable : undefined}>
      <Stack gap="3">
        <Hint>{intl.formatMessage(m.feedbackHint)}</Hint>
        <FeedbackSummary count={feedback.count} average={feedback.average} perRating={feedback.perRating} areas={feedback.perArea} />
      </Stack>
    </Widget>
  );
}
