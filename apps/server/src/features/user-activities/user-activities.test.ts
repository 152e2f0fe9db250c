import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface ActivityPage {
  userActivities: { totalRows: number; results: { username: string; activity: string; entity: string | null; recordId: string | null; message: string; time: string }[] };
}

const LIST = 'query ($pageInput: PageInput!) { userActivities(pageInput: $pageInput) { totalRows results { username activity entity recordId message time } } }';
const byUser = (username: string) => ({
  page: 1,
  size: 50,
  filters: { operator: 'AND', options: [{ field: 'username', type: 'EQUAL', values: [username] }] },
});

describe('user activity', () => {
  it('records one row for each change, with who, what, which record and when', async () => {
    const before = Date.now();
    const created = await app.admin.request<{ createRole: { id: number } }>(
      'mutation { createRole(input: { name: "Barista", active: true, authorityIds: [] }) { id } }',
    );
    const id = created.data!.createRole.id;
    const page = await app.admin.request<ActivityPage>(LIST, {
      pageInput: { page: 1, size: 50, filters: { operator: 'AND', options: [{ field: 'activity', type: 'EQUAL', values: ['CREATE_ROLE'] }] } },
    });
    expect(page.data?.userActivities.results).toHaveLength(1);
    const [row] = page.data!.userActivities.results;
    expect(row).toMatchObject({ username: 'admin', activity: 'CREATE_ROLE', entity: 'ROLE', recordId: String(id), message: 'Created role "Barista".' });
    expect(new Date(row!.time).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records nothing for a change refused as bad input', async () => {
    const tester = await app.userWith(['CREATE_ROLE']);
    const before = await app.admin.request<ActivityPage>(LIST, { pageInput: byUser(tester.username) });
    const result = await tester.request('mutation { createRole(input: { name: "", active: true, authorityIds: [] }) { id } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const after = await app.admin.request<ActivityPage>(LIST, { pageInput: byUser(tester.username) });
    expect(after.data?.userActivities.totalRows).toBe(before.data?.userActivities.totalRows);
  });

  it('records a refused change as the refusal alone', async () => {
    const tester = await app.userWith(['VIEW_ROLE']);
    const result = await tester.request('mutation { createUser(input: { username: "x", password: "x", name: "x", email: "x", phoneNo: "x", roleId: 1, active: true }) { id } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const page = await app.admin.request<ActivityPage>(LIST, { pageInput: byUser(tester.username) });
    const activities = page.data!.userActivities.results.map((row) => row.activity);
    expect(activities).toEqual(['REFUSED', 'LOGIN']);
    expect(page.data!.userActivities.results[0]!.message).toMatch(/createUser.*“Create user”/);
  });

  it('filters by activity and time range, newest first', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const page = await app.admin.request<ActivityPage>(LIST, {
      pageInput: {
        page: 1,
        size: 50,
        filters: {
          operator: 'AND',
          options: [
            { field: 'activity', type: 'IN', values: ['LOGIN', 'CREATE_ROLE'] },
            { field: 'time', type: 'BETWEEN', values: [from, to] },
          ],
        },
      },
    });
    const times = page.data!.userActivities.results.map((row) => new Date(row.time).getTime());
    expect(times.length).toBeGreaterThan(2);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(page.data!.userActivities.results.map((row) => row.activity))).toEqual(new Set(['LOGIN', 'CREATE_ROLE']));
  });

  it('is refused without VIEW_USER_ACTIVITY', async () => {
    const tester = await app.userWith(['VIEW_USER']);
    const result = await tester.request(LIST, { pageInput: { page: 1, size: 5 } });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
