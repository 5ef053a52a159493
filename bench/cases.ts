/**
 * The bench cases: each one a request to the full stack and the same work on the bare anchor
 * route (./anchor.ts). Reads run against clientes (sucursal-scoped), proveedores and conceptos
 * (shared), then one loaded obra's reads (issue 17: its record, one of its compras, its summary,
 * and the dashboard of all obras in course); the create and the login last, so the reads see
 * exactly `rows` rows.
 */
import { SEARCH, TABLES, type BenchTable } from './load';
import type { BenchObra } from './obras';

export interface Request {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

export interface Case {
  name: string;
  /** Sent with the bench user's bearer token (the login is anonymous). */
  auth: boolean;
  full: Request;
  bare: Request;
}

/** Each table's routes in the product (docs/product.md §7). */
const ROUTES: Record<BenchTable, { page: string; get: string }> = {
  cliente: { page: '/api/cliente', get: '/api/cliente' },
  proveedor: { page: '/api/proveedor/page', get: '/api/proveedor' },
  concepto: { page: '/api/concepto', get: '/api/concepto' },
};

export const PAGE_SIZE = 10;

export const NEW_CLIENTE = {
  nombre: 'Constructora Bench',
  razonSocial: 'Constructora Bench SA de CV',
  direccion: 'Calle Rosales 45, Centro, Hermosillo, Sonora',
  rfc: 'XAXX010101000',
  telefonoContacto: '662 100 2000',
  correoContacto: 'contacto@ejemplo.mx',
  diasCredito: 15,
};

/** The single document read comes before the summary, whose target it sets (./targets.ts). */
function obraCases({ id, compraId }: BenchObra): Case[] {
  const read = (name: string, full: string, bare: string): Case => ({
    name: `obra ${name}`,
    auth: true,
    full: { path: full },
    bare: { path: bare },
  });
  return [
    read('by id', `/api/obra/${id}`, `/bare/obra/${id}`),
    read('compra by id', `/api/compra/${compraId}`, `/bare/compra/${compraId}`),
    read('resumen', `/api/obra/${id}/resumen`, `/bare/obra/${id}/resumen`),
    read('avance', '/api/obra/avance', '/bare/obra/avance'),
  ];
}

export function casesFor(rows: number, login: { username: string; password: string }, obra: BenchObra | null): Case[] {
  const deep = Math.floor(rows / PAGE_SIZE / 2);
  const reads = TABLES.flatMap((table): Case[] => {
    const { page, get } = ROUTES[table];
    const both = (name: string, full: string, bare: string): Case => ({
      name: `${table} ${name}`,
      auth: true,
      full: { path: full },
      bare: { path: bare },
    });
    const query = (q: string) => `?${q}`;
    return [
      both(
        'page 1',
        page + query(`page=0&pageSize=${PAGE_SIZE}`),
        `/bare/${table}` + query(`page=0&pageSize=${PAGE_SIZE}`),
      ),
      both(
        `page ${deep + 1}`,
        page + query(`page=${deep}&pageSize=${PAGE_SIZE}`),
        `/bare/${table}` + query(`page=${deep}&pageSize=${PAGE_SIZE}`),
      ),
      both('by id', `${get}/${Math.ceil(rows / 2)}`, `/bare/${table}/${Math.ceil(rows / 2)}`),
      both(
        'search',
        page + query(`toSearch=${encodeURIComponent(SEARCH)}`),
        `/bare/${table}` + query(`toSearch=${encodeURIComponent(SEARCH)}`),
      ),
    ];
  });
  return [
    ...reads,
    ...(obra ? obraCases(obra) : []),
    {
      name: 'cliente create',
      auth: true,
      full: { path: '/api/cliente', method: 'POST', body: NEW_CLIENTE },
      bare: { path: '/bare/cliente', method: 'POST', body: NEW_CLIENTE },
    },
    {
      name: 'login',
      auth: false,
      full: { path: '/unauth/authenticate', method: 'POST', body: login },
      bare: { path: '/bare/login', method: 'POST', body: login },
    },
  ];
}
