import type { PageRoute } from '../../base/route-table';
import type { Authority } from '@back-office/domain';

const SPECIAL_LABELS: Record<string, string> = {
  LOGIN: 'Signed in',
  LOGOUT: 'Signed out',
  LOGIN_FAILED: 'Failed sign-in',
  LOGIN_THROTTLED: 'Sign-in throttled',
  REFUSED: 'Refused',
  UPDATE_PROFILE: 'Updated own profile',
  RESET_ADMIN: 'Reset the admin',
};

const VERBS: Record<string, string> = { CREATE: 'Created', UPDATE: 'Updated', DELETE: 'Deleted' };

const words = (code: string) => code.toLowerCase().replace(/_/g, ' ');
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An activity code as a person reads it: `CREATE_HUB_TYPE` gives "Created hub type". */
export function activityLabel(activity: string): string {
  if (SPECIAL_LABELS[activity]) return SPECIAL_LABELS[activity];
  const [verb, ...rest] = activity.split('_');
  if (verb && VERBS[verb] && rest.length > 0) return `${VERBS[verb]} ${words(rest.join('_'))}`;
  return sentence(words(activity));
}

const FIELD_LABELS: Record<string, string> = { passwordHash: 'Password', roleId: 'Role', managerId: 'Manager', phoneNo: 'Phone No' };

/** A changed field as a person reads it: `buildingName` gives "Building name". */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? sentence(field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
}

/**
 * The page that shows a record of `entity` (e.g. `HUB_TYPE`, id 7): its detail page, else its edit
 * page, found in the route table so it follows the routes; undefined when the caller may open neither.
 */
export function recordUrl(routes: readonly PageRoute[], entity: string | null, recordId: string | null, may: (authority: Authority) => boolean) {
  if (!entity || !recordId || !/^\d+$/.test(recordId)) return undefined;
  const base = `/${entity.toLowerCase().replace(/_/g, '-')}/`;
  const pattern = (suffix: string) => new RegExp(`^${base}:[A-Za-z]+${suffix}$`);
  const route =
    routes.find((candidate) => pattern('').test(candidate.path) && may(candidate.authority)) ??
    routes.find((candidate) => pattern('/edit').test(candidate.path) && may(candidate.authority));
  return route?.path.replace(/:[A-Za-z]+/, recordId);
}
