import type { components } from './schema';

/**
 * A schema of the API by name, as its OpenAPI document (openapi.json, a copy of the
 * server's) states it; schema.d.ts is generated from that copy (`npm run api:types`), so a
 * field the server does not send is a type error here.
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
