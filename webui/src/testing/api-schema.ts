import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import openapiText from '@/api/openapi.json?raw';

/**
 * Mocked replies are held to the API's schema (openapi.json, the copy of the server's that
 * the types are generated from): a test cannot pass on an answer the server would never
 * give. Only `application/json` answers of calls the schema names are checked.
 */

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const document = JSON.parse(openapiText) as { paths: Record<string, Record<string, Operation>> };

// Test ids are short names (`b1`) that read better than UUIDs, so `uuid` takes any text;
// every other format is checked.
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
ajv.addFormat('uuid', true);
ajv.addSchema(document, 'openapi');

/** Each path of the schema with a pattern matching it; paths without parameters first, so `/api/issues/types` wins over `/api/issues/{issue_id}`. */
const templates = Object.keys(document.paths)
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    parameters: (template.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.parameters - b.parameters);

const validators = new Map<string, ValidateFunction>();

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function validatorOf(template: string, method: string, status: string): ValidateFunction {
  const ref = `openapi#/${pointer('paths', template, method, 'responses', status, 'content', 'application/json', 'schema')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

/**
 * What is wrong with the reply `status` and JSON `body` to `method` `path` by the schema
 * (`body` undefined: a reply without a JSON body, of which only the status is checked);
 * null when it fits, or when the schema does not describe the call (not an API path, or a
 * status of 500 and above, which no operation lists).
 */
export function schemaViolation(method: string, path: string, status: number, body?: unknown): string | null {
  const found = templates.find(({ pattern }) => pattern.test(path));
  const operation = found && document.paths[found.template][method.toLowerCase()];
  if (!found || !operation) return null;
  const where = `${method.toUpperCase()} ${found.template} (${status})`;
  const response = operation.responses?.[String(status)];
  if (!response) {
    if (status >= 500) return null;
    const statuses = Object.keys(operation.responses ?? {}).join(', ');
    return `The mocked reply to ${where}: the API never answers ${status} here (it answers ${statuses})`;
  }
  if (body === undefined) return null;
  if (!response.content?.['application/json']?.schema) return `The mocked reply to ${where}: the API answers it without a JSON body`;
  const validate = validatorOf(found.template, method.toLowerCase(), String(status));
  if (validate(body)) return null;
  const [first] = validate.errors ?? [];
  const params = first?.params && Object.keys(first.params).length > 0 ? ` ${JSON.stringify(first.params)}` : '';
  return `The mocked reply to ${where} does not fit the API schema: ${first?.instancePath || '(the body)'} ${first?.message ?? 'is not valid'}${params}`;
}
