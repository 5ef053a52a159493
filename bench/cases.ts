/**
 * The bench cases: each one a request to the full stack and the same work on the bare anchor
 * route (./anchor.ts). Reads run against clientes (sucursal-scoped), proveedores and conceptos
 * (shared), then one loaded obra's reads (issue 17: its record, one of its compras, its summary,
 * and the dashboard of all obras in course), then its presupuesto's (issue 28: the tree's first
 * screen, a partida's first page) and a presupuesto's import, timed whole; the create and the login
 * last, so the reads see exactly `rows` rows.
 */
import { SEARCH, TABLES, type BenchTable } from './load';
import type { BenchObra } from './obras';
import type { BenchPresupuesto } from './presupuesto';

export interface Request {
  path: string;
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its content type (a multipart form). */
  raw?: { type: string; content: Buffer };
}

interface CaseOf<R> {
  name: string;
  /** Sent with the bench user's bearer token (the login is anonymous). */
  auth: boolean;
  full: R;
  bare: R;
}

/** A request measured under load. */
export type LoadCase = CaseOf<Request>;
/** Requests sent one after another, each run timed whole (an import: its preview, then its confirmation). */
export type RunsCase = CaseOf<Request[]>;
export type Case = LoadCase | RunsCase;

export const isRuns = (c: Case): c is RunsCase => Array.isArray(c.full);

type Raw = NonNullable<Request['raw']>;

/** What the presupuesto cases need: the loaded presupuesto and the import's two forms (./presupuesto.ts's workbook). */
export interface PresupuestoCases {
  bench: BenchPresupuesto;
  forms: { preview: Raw; confirm: Raw };
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
  const read = (name: string, full: string, bare: string): LoadCase => ({
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

/** The import's requests as its screen sends them: the sheet, and `confirmar` on the second. */
export async function importForms(workbook: Buffer): Promise<PresupuestoCases['forms']> {
  const encode = async (confirmar: boolean): Promise<Raw> => {
    const form = new FormData();
    if (confirmar) form.append('confirmar', 'true');
    form.append('archivo', new Blob([new Uint8Array(workbook)]), 'presupuesto.xlsx');
    const encoded = new Response(form);
    return { type: encoded.headers.get('content-type')!, content: Buffer.from(await encoded.arrayBuffer()) };
  };
  return { preview: await encode(false), confirm: await encode(true) };
}

export const PRESUPUESTO_CASES = ['presupuesto arbol', 'presupuesto partida', 'presupuesto importar'] as const;
const [ARBOL, PARTIDA, IMPORTAR] = PRESUPUESTO_CASES;

/**
 * The tree's first screen (totals and partidas with their subtotals), the first page of conceptos
 * of the partida a user opens first, and the import of the 5,000 conceptos: preview, then confirm.
 */
function presupuestoCases({ bench, forms }: PresupuestoCases): Case[] {
  const { obraId, partidaId, importarEn } = bench;
  const cases: Case[] = [
    {
      name: ARBOL,
      auth: true,
      full: { path: `/api/presupuesto/obra/${obraId}` },
      bare: { path: `/bare/presupuesto/${obraId}` },
    },
    {
      name: PARTIDA,
      auth: true,
      full: { path: `/api/presupuesto/obra/${obraId}/conceptos?partida=${partidaId}` },
      bare: { path: `/bare/presupuesto/${obraId}/conceptos?partida=${partidaId}` },
    },
  ];
  if (importarEn === null) return cases;
  const steps = (path: string): Request[] => [
    { path, method: 'POST', raw: forms.preview },
    { path, method: 'POST', raw: forms.confirm },
  ];
  return [
    ...cases,
    {
      name: IMPORTAR,
      auth: true,
      full: steps(`/api/presupuesto/obra/${importarEn}/importar`),
      bare: steps(`/bare/presupuesto/${importarEn}/importar`),
    },
  ];
}

export function casesFor(
  rows: number,
  login: { username: string; password: string },
  obra: BenchObra | null,
  presupuesto: PresupuestoCases | null = null,
): Case[] {
  const deep = Math.floor(rows / PAGE_SIZE / 2);
  const reads = TABLES.flatMap((table): Case[] => {
    const { page, get } = ROUTES[table];
    const both = (name: string, full: string, bare: string): LoadCase => ({
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
    ...(presupuesto ? presupuestoCases(presupuesto) : []),
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
