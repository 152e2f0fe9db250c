import { z } from 'zod';
import { MESSAGES } from './messages';
import { email, id, latitude, longitude, optionalText, password, phone, requiredText, text, username } from './common';

export const roleInputSchema = z.object({
  name: requiredText(50),
  description: optionalText(255),
  active: z.boolean({ error: MESSAGES.required }),
  authorityIds: z.array(id).max(2000),
});

export const roleUpdateSchema = roleInputSchema.partial();

const userFields = {
  username,
  name: requiredText(100),
  email,
  phoneNo: phone,
  roleId: id,
  active: z.boolean({ error: MESSAGES.required }),
  managerId: id.nullish(),
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
};

export const userCreateSchema = z.object({ ...userFields, password });

export const userUpdateSchema = z.object({ ...userFields, password: password.nullish() }).partial();

/** The profile form: the password changes only when a new one is given, with the current one and a confirmation. */
export const profileUpdateSchema = z
  .object({
    name: requiredText(100).optional(),
    email: email.optional(),
    phoneNo: phone.optional(),
    currentPassword: text().nullish(),
    newPassword: password.nullish(),
    confirmPassword: text().nullish(),
  })
  .superRefine((value, context) => {
    if (!value.newPassword) return;
    if (!value.currentPassword) {
      context.addIssue({ code: 'custom', path: ['currentPassword'], message: MESSAGES.required });
    }
    if (value.confirmPassword !== value.newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordMismatch });
    }
  });

export type RoleInput = z.infer<typeof roleInputSchema>;
export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
