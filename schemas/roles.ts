/** The four roles, ordered by what they may do, and the Spanish name every screen shows for each. */
export const ROLES = ['ROLE_USER', 'ROLE_ASSISTANT', 'ROLE_ADMIN', 'ROLE_SUPERUSER'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_USER: 'Usuario',
  ROLE_ASSISTANT: 'Asistente',
  ROLE_ADMIN: 'Administrador',
  ROLE_SUPERUSER: 'Superusuario',
};
