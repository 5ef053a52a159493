/** The four roles of SPEC.md §3, ordered by what they may do. */
export const ROLES = ['ROLE_USER', 'ROLE_ASSISTANT', 'ROLE_ADMIN', 'ROLE_SUPERUSER'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_USER: 'User',
  ROLE_ASSISTANT: 'Assistant',
  ROLE_ADMIN: 'Admin',
  ROLE_SUPERUSER: 'Superuser',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function hasRole(actual: Role, required: Role): boolean {
  return ROLES.indexOf(actual) >= ROLES.indexOf(required);
}
