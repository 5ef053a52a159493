import { ROLES, type Role } from '../../schemas/roles';

export { ROLES, ROLE_LABELS, type Role } from '../../schemas/roles';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function hasRole(actual: Role, required: Role): boolean {
  return ROLES.indexOf(actual) >= ROLES.indexOf(required);
}
