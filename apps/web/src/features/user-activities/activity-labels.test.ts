import { describe, expect, it } from 'vitest';
import type { PageRoute } from '../../base/route-table';
import { activityLabel, fieldLabel, recordUrl } from './activity-labels';

const page = async () => ({ default: () => null });
const routes: PageRoute[] = [
  { path: '/hub-type', title: 'Hub Type', authority: 'VIEW_HUB_TYPE', load: page },
  { path: '/hub-type/:hubTypeId', title: 'Hub Type Detail', authority: 'VIEW_HUB_TYPE', load: page },
  { path: '/role/:roleId/edit', title: 'Edit Role', authority: 'UPDATE_ROLE', load: page },
];

describe('activity labels', () => {
  it('reads activity codes and field names as words', () => {
    expect(activityLabel('CREATE_HUB_TYPE')).toBe('Created hub type');
    expect(activityLabel('UPDATE_USER')).toBe('Updated user');
    expect(activityLabel('LOGIN_FAILED')).toBe('Failed sign-in');
    expect(activityLabel('SOMETHING_NEW')).toBe('Something new');
    expect(fieldLabel('passwordHash')).toBe('Password');
    expect(fieldLabel('buildingName')).toBe('Building name');
  });

  it("links a record to its detail page, else its edit page, when the caller may open it", () => {
    const all = () => true;
    expect(recordUrl(routes, 'HUB_TYPE', '7', all)).toBe('/hub-type/7');
    expect(recordUrl(routes, 'ROLE', '3', all)).toBe('/role/3/edit');
    expect(recordUrl(routes, 'ROLE', '3', (authority) => authority !== 'UPDATE_ROLE')).toBeUndefined();
    expect(recordUrl(routes, 'USER', '3', all)).toBeUndefined();
    expect(recordUrl(routes, 'HUB_TYPE', null, all)).toBeUndefined();
  });
});
