/** What the browser keeps between page loads, all in sessionStorage (SPEC.md §4). */
export type Role = 'ROLE_USER' | 'ROLE_ASSISTANT' | 'ROLE_ADMIN' | 'ROLE_SUPERUSER';

/** The session user of SPEC.md §3, as `/api/usuario/me` answers it plus the token. */
export interface SessionUser {
  nombre: string;
  empresa: string;
  sucursal: string;
  token: string;
  userId: number;
  idSucursal: number | null;
  authenticated: boolean;
  role: Role;
}

export interface ActiveObra {
  id: number;
  nombre: string;
}

const USER_KEY = 'user';
export const OBRA_KEY = 'obra';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const session = {
  user: (): SessionUser | null => read<SessionUser>(USER_KEY),
  token: (): string | null => read<SessionUser>(USER_KEY)?.token ?? null,
  setUser: (user: SessionUser) => sessionStorage.setItem(USER_KEY, JSON.stringify(user)),
  obra: (): ActiveObra | null => read<ActiveObra>(OBRA_KEY),
  setObra: (obra: ActiveObra | null) =>
    obra ? sessionStorage.setItem(OBRA_KEY, JSON.stringify(obra)) : sessionStorage.removeItem(OBRA_KEY),
  clear: () => sessionStorage.clear(),
};
