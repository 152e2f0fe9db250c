import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from './messages';
import { fieldErrors, password } from './common';
import { profileUpdateSchema, roleInputSchema, userCreateSchema, userUpdateSchema } from './users';

const validUser = {
  username: 'andi.k',
  password: 'Kopi12345',
  name: 'Andi',
  email: 'andi@example.com',
  phoneNo: '+6281234567890',
  roleId: 3,
  active: true,
};

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) => (result.success ? {} : fieldErrors(result.error!));

describe('user rules', () => {
  it('accepts a complete user', () => {
    expect(userCreateSchema.safeParse(validUser).success).toBe(true);
  });

  it.each([
    ['username', '', MESSAGES.required],
    ['username', 'ab', MESSAGES.invalidUsername],
    ['username', 'has space', MESSAGES.invalidUsername],
    ['email', 'andi@', MESSAGES.invalidEmail],
    ['email', '   ', MESSAGES.required],
    ['phoneNo', '0812-3456', MESSAGES.invalidPhone],
    ['password', 'Ab1', MESSAGES.minimum8Characters],
    ['password', '12345678', MESSAGES.lettersAndNumbers],
    ['password', 'Password!1', MESSAGES.noSpecialCharacters],
    ['name', '', MESSAGES.required],
  ])('refuses %s %j with its message', (field, value, message) => {
    expect(errorsOf(userCreateSchema.safeParse({ ...validUser, [field]: value }))[field]).toBe(message);
  });

  it('reports a missing required field as required', () => {
    const { email: _email, ...withoutEmail } = validUser;
    expect(errorsOf(userCreateSchema.safeParse(withoutEmail)).email).toBe(MESSAGES.required);
  });

  it('checks latitude and longitude ranges', () => {
    expect(errorsOf(userCreateSchema.safeParse({ ...validUser, latitude: -90.5 })).latitude).toBe(MESSAGES.invalidLatitude);
    expect(errorsOf(userCreateSchema.safeParse({ ...validUser, longitude: 180.01 })).longitude).toBe(MESSAGES.invalidLongitude);
    expect(userCreateSchema.safeParse({ ...validUser, latitude: 90, longitude: -180 }).success).toBe(true);
  });

  it('on update, everything is optional but what is given must be right', () => {
    expect(userUpdateSchema.safeParse({}).success).toBe(true);
    expect(userUpdateSchema.safeParse({ password: null }).success).toBe(true);
    expect(errorsOf(userUpdateSchema.safeParse({ password: 'short1' })).password).toBe(MESSAGES.minimum8Characters);
  });

  it('accepts exactly the passwords of 8 or more letters and digits with both present', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (candidate) => {
        const expected = candidate.length >= 8 && /^[A-Za-z0-9]+$/.test(candidate) && /[A-Za-z]/.test(candidate) && /\d/.test(candidate);
        expect(password.safeParse(candidate).success).toBe(expected);
      }),
    );
  });
});

describe('role rules', () => {
  it('needs a name and at most 50 characters', () => {
    expect(errorsOf(roleInputSchema.safeParse({ name: '', active: true, authorityIds: [] })).name).toBe(MESSAGES.required);
    expect(errorsOf(roleInputSchema.safeParse({ name: 'x'.repeat(51), active: true, authorityIds: [] })).name).toBe(MESSAGES.maxLength50Characters);
  });
});

describe('profile rules', () => {
  it('needs a matching confirmation and the current password to change the password', () => {
    const mismatch = errorsOf(profileUpdateSchema.safeParse({ currentPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'New12346' }));
    expect(mismatch.confirmPassword).toBe(MESSAGES.passwordMismatch);
    const noCurrent = errorsOf(profileUpdateSchema.safeParse({ newPassword: 'New12345', confirmPassword: 'New12345' }));
    expect(noCurrent.currentPassword).toBe(MESSAGES.required);
    expect(profileUpdateSchema.safeParse({ name: 'Only a name' }).success).toBe(true);
  });
});
