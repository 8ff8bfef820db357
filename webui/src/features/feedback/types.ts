import type { ApiSchema } from '@/api/schemas';

/** A feedback row of GET /api/feedback. */
export type Feedback = ApiSchema<'FeedbackOut'>;
