import { waitFor } from '@testing-library/react';
import { apiClient } from '@/lib/api-client';
import { schemaViolation } from './api-schema';
import { signInAs } from './test-utils';
import { json, mockFetch, offSchema, takeSchemaViolations } from './mock-fetch';

const project = {
  id: 'p1',
  name: 'Harbour cleaning',
  buildingId: 'b1',
  buildingName: 'Harbour Tower',
  cleaningCompanyId: 'c1',
  cleaningCompanyName: 'Sparkle Cleaning',
  createdAt: '2026-01-05T08:00:00Z',
  updatedAt: '2026-01-05T08:00:00Z',
  version: 1,
};

describe('mocked replies are held to the API schema', () => {
  it('takes a reply the server could give', () => {
    expect(schemaViolation('GET', '/api/projects/p1', 200, project)).toBeNull();
    expect(schemaViolation('GET', '/api/projects', 200, { items: [project], total: 1, page: 1, pageSize: 20 })).toBeNull();
  });

  it('names the call and the missing field of a reply without a required one', () => {
    const { version: _version, ...partial } = project;
    expect(schemaViolation('GET', '/api/projects/p1', 200, partial)).toBe(
      `The mocked reply to GET /api/projects/{project_id} (200) does not fit the API schema: (the body) must have required property 'version' {"missingProperty":"version"}`,
    );
  });

  it('names the field of a reply with a wrong type, inside a page', () => {
    const page = { items: [{ ...project, version: '1' }], total: 1, page: 1, pageSize: 20 };
    expect(schemaViolation('GET', '/api/projects', 200, page)).toMatch(/^The mocked reply to GET \/api\/projects \(200\) does not fit the API schema: \/items\/0\/version must be integer/);
  });

  it('refuses a status the call never answers, and a body where it answers none', () => {
    expect(schemaViolation('GET', '/metrics', 200, [])).toBeNull();
    expect(schemaViolation('PUT', '/api/projects/p1', 200, project)).toMatch(/never answers 200 here \(it answers 204, 400/);
    expect(schemaViolation('DELETE', '/api/projects/p1', 204)).toBeNull();
  });

  it('fails the call and reports the test for a reply that does not fit, unless marked off schema', async () => {
    const { version: _version, ...partial } = project;
    signInAs('admin');
    mockFetch((call) => (call.path === '/api/projects/p1' ? json(partial) : offSchema(json({ broken: true }))));
    await expect(apiClient.get('/projects/p1')).rejects.toThrow();
    await waitFor(() => expect(takeSchemaViolations()).toEqual([expect.stringContaining("must have required property 'version'")]));
    await expect(apiClient.get('/projects/p2')).resolves.toEqual({ broken: true });
    expect(takeSchemaViolations()).toEqual([]);
  });
});
