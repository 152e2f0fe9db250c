import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const ME = '{ me { id username name email role active authorities } }';

describe('profile', () => {
  const UPDATE = 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { name email phoneNo } }';

  it('changes name, email and phone', async () => {
    const tester = await app.userWith(['VIEW_MY_PROFILE', 'UPDATE_MY_PROFILE']);
    const result = await tester.request(UPDATE, { input: { name: 'New Name', email: 'new@example.com', phoneNo: '081299998888' } });
    expect(result.data?.updateProfile).toEqual({ name: 'New Name', email: 'new@example.com', phoneNo: '081299998888' });
    const profile = await tester.request<{ profile: { name: string } }>('{ profile { name username } }');
    expect(profile.data?.profile.name).toBe('New Name');
  });

  it('refuses a password change whose confirmation does not match, and changes nothing', async () => {
    const tester = await app.userWith(['VIEW_MY_PROFILE', 'UPDATE_MY_PROFILE']);
    const result = await tester.request(UPDATE, {
      input: { name: 'Changed', currentPassword: tester.password, newPassword: 'Another123', confirmPassword: 'Another124' },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { confirmPassword: 'Password does not match.' } });
    expect((await app.client().login(tester.username, tester.password)).errors).toBeUndefined();
    const profile = await tester.request<{ profile: { name: string } }>('{ profile { name } }');
    expect(profile.data?.profile.name).not.toBe('Changed');
  });

  it('needs the right current password to change it', async () => {
    const tester = await app.userWith(['VIEW_MY_PROFILE', 'UPDATE_MY_PROFILE']);
    const result = await tester.request(UPDATE, {
      input: { currentPassword: 'NotMine123', newPassword: 'Another123', confirmPassword: 'Another123' },
    });
    expect(result.errors?.[0]?.extensions?.fields).toEqual({ currentPassword: 'The current password is wrong.' });
  });

  it('changes the password with the current one and a confirmation', async () => {
    const tester = await app.userWith(['VIEW_MY_PROFILE', 'UPDATE_MY_PROFILE']);
    const result = await tester.request(UPDATE, {
      input: { currentPassword: tester.password, newPassword: 'Another123', confirmPassword: 'Another123' },
    });
    expect(result.errors).toBeUndefined();
    expect((await app.client().login(tester.username, tester.password)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.client().login(tester.username, 'Another123')).errors).toBeUndefined();
    // The browser that changed it stays signed in.
    expect((await tester.request(ME)).data?.me).toBeTruthy();
  });

  it('refuses the profile without the authority', async () => {
    const tester = await app.userWith([]);
    const result = await tester.request('{ profile { name } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
