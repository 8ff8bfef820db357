import { describe, expect, it } from 'vitest';
import { json, mockFetch, offSchema } from '@/testing/mock-fetch';
import { makeToken } from '@/testing/jwt';
import { apiClient, buildUrl, filenameFromDisposition } from './api-client';
import { ApiError } from './api-error';
import { storeTokens } from './session';
import { page } from '@/testing/api-records';

describe('API client', () => {
  it('repeats array query keys and skips null and undefined', () => {
    expect(buildUrl('/companies', { page: 1, search: null, sort: undefined, filter: ['landlord:"a"', 'building:"b"'] })).toBe(
      '/api/companies?page=1&filter=landlord%3A%22a%22&filter=building%3A%22b%22',
    );
    expect(buildUrl('/companies', { filter: [null, 'x'] })).toBe('/api/companies?filter=x');
  });

  it('sends the bearer token', async () => {
    const accessToken = makeToken();
    storeTokens({ accessToken, refreshToken: 'r' });
    const { calls } = mockFetch(() => json(page([])));
    await apiClient.get('/companies');
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
  });

  it('turns an error reply into an ApiError with status, message, code, params and violations', async () => {
    storeTokens({ accessToken: makeToken(), refreshToken: 'r' });
    mockFetch(() =>
      json(
        {
          message: 'The company code is already in use',
          code: 'in-use',
          params: { what: 'company-code', ignored: { nested: true } },
          violations: [{ field: 'code', message: 'The company code is already in use', code: 'not-unique', params: {} }],
        },
        409,
      ),
    );
    const error = (await apiClient.post('/companies', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe('The company code is already in use');
    expect(error.code).toBe('in-use');
    expect(error.params).toEqual({ what: 'company-code' });
    expect(error.violations).toEqual([{ field: 'code', message: 'The company code is already in use', code: 'not-unique', params: {} }]);
  });

  it('reads an older body without code or params', async () => {
    storeTokens({ accessToken: makeToken(), refreshToken: 'r' });
    // What an older server answered, which the schema no longer allows.
    mockFetch(() => offSchema(json({ message: 'Invalid input', violations: [{ field: 'code', message: 'Too long' }] }, 400)));
    const error = (await apiClient.post('/companies', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBeNull();
    expect(error.params).toEqual({});
    expect(error.violations).toEqual([{ field: 'code', message: 'Too long', code: null, params: {} }]);
  });

  it('answers undefined for 204', async () => {
    storeTokens({ accessToken: makeToken(), refreshToken: 'r' });
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiClient.delete('/companies/1')).resolves.toBeUndefined();
  });

  it('reads the export file name from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="companies.csv"')).toBe('companies.csv');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E5%85%AC%E5%8F%B8.csv")).toBe('公司.csv');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
