export interface Violation {
  field: string;
  message: string;
}

/** An answer outside 200–299, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly violations: Violation[];
  /** True when `message` came from the server and can be shown as it is. */
  readonly fromServer: boolean;

  constructor(status: number, message: string, violations: Violation[] = [], fromServer = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.violations = violations;
    this.fromServer = fromServer;
  }
}

export const USER_NOT_AUTHORIZED = 'User not authorized';

export function unauthorizedError(): ApiError {
  return new ApiError(401, USER_NOT_AUTHORIZED);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function toViolations(value: unknown): Violation[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    .map((item) => ({
      field: typeof item.field === 'string' ? item.field : '',
      message: typeof item.message === 'string' ? item.message : String(item.message ?? ''),
    }));
}

/** Reads `{message, violations}` from an error answer, tolerating any other body. */
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
    const message =
      typeof record.message === 'string'
        ? record.message
        : typeof record.detail === 'string'
          ? record.detail
          : '';
    if (message) {
      return new ApiError(response.status, message, toViolations(record.violations), true);
    }
    return new ApiError(response.status, response.statusText, toViolations(record.violations));
  }
  return new ApiError(response.status, response.statusText);
}
