'use server';

import { defineAction, text } from '@/lib/actions/define';
import { makeAdmin, removeAdmin, removeUser, updateProfile } from '@/lib/data/users';

/** My Profile: name, number and address of your own account; the navigation shows the new name. */
export const updateProfileAction = defineAction(async (caller, input: unknown) => {
  await updateProfile(caller, caller?.email ?? '', input);
});

/** All Users: make an account admin. `modifiedCount` 0 means it already was one (above 0 is success). */
export const makeAdminAction = defineAction(async (caller, email: unknown) => makeAdmin(caller, text(email)));

/** All Users: take the admin role from an account (never your own, never the last admin); its sessions end. */
export const removeAdminAction = defineAction(async (caller, email: unknown) => removeAdmin(caller, text(email)));

/** All Users: remove an account (never your own, never the last admin: the data layer refuses). */
export const removeUserAction = defineAction(async (caller, email: unknown) => {
  await removeUser(caller, text(email));
});
