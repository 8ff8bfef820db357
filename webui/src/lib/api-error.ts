/** The values an error's message names (`{"max": 200}`, `{"what": "building"}`). */
export type ErrorParams = Record<string, string | number>;

/** One broken rule of one field: the server's English `message`, and its stable `code` with `params`. */
export interface Violation {
  field: string;
  message: string;
  /** `required`, `too-long`, …; null when the server sent none. */
  code: string | null;
  params: ErrorParams;
}

export interface ApiErrorDetails {
  /** The stable code of the error (`not-found`, `stale-version`…); null when the server sent none. */
  code?: string | null;
  params?: ErrorParams;
  violations?: Violation[];
  /** True when `message` came from the server and can be shown as it is. */
  fromServer?: boolean;
}

/**
 * An answer outside 200–299, or no answer at all (status 0). The body
 * `{message, code, params, violations}` is kept whole so the console can say it in the
 * user's language (components/errors/error-text.ts); `message` is the server's English.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly params: ErrorParams;
  readonly violations: Violation[];
  readonly fromServer: boolean;

  constructor(status: number, message: string, { code = null, params = {}, violations = [], fromServer = false }: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.params = params;
    this.violations = violations;
    this.fromServer = fromServer;
  }

  /** The same error with other violations (those a form could not place on its fields). */
  withViolations(violations: Violation[]): ApiError {
    return new ApiError(this.status, this.message, { code: this.code, params: this.params, violations, fromServer: this.fromServer });
  }
}

export const USER_NOT_AUTHORIZED = 'User not authorized';

export function unauthorizedError(): ApiError {
  return new ApiError(401, USER_NOT_AUTHORIZED, { code: 'not-authorized' });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Keeps the params whose values are text or finite numbers. */
function toParams(value: unknown): ErrorParams {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const params: ErrorParams = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item))) params[key] = item;
  }
  return params;
}

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

function toViolations(value: unknown): Violation[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    .map((item) => ({
      field: typeof item.field === 'string' ? item.field : '',
      message: typeof item.message === 'string' ? item.message : String(item.message ?? ''),
      code: textOf(item.code),
      params: toParams(item.params),
    }));
}

/** Reads `{message, code, params, violations}` from an error answer, tolerating any other body. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (body !== null && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message = textOf(record.message) ?? textOf(record.detail);
    const details = { code: textOf(record.code), params: toParams(record.params), violations: toViolations(record.violations) };
    return new ApiError(response.status, message ?? response.statusText, { ...details, fromServer: message !== null });
  }
  return new ApiError(response.status, response.statusText);
}
