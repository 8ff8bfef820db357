import type { ApiSchema } from '@/api/schemas';

export type Project = ApiSchema<'ProjectOut'>;

export type ProjectInput = ApiSchema<'ProjectBody'>;
