/**
 * The write load of the crash proof and its ledger. Each worker creates a cliente, then updates
 * it, in turn, one request at a time, so when the server dies a worker has at most one write in
 * flight. The ledger keeps, per cliente (keyed by its nombre, unique and never changed), the last
 * body a 2xx acknowledged and the body still in flight, if any: after the crash the stored cliente
 * must be one of the two, and exactly the acknowledged one when nothing was in flight.
 */

/** Every field of a cliente, so the stored one has no field the body did not set. */
export type ClienteBody = {
  nombre: string;
  razonSocial: string;
  direccion: string;
  rfc: string;
  telefono: string;
  correoElectronico: string;
  nombreContacto: string;
  telefonoContacto: string;
  correoContacto: string;
  diasCredito: number;
};

export interface Entry {
  id?: number;
  acked?: ClienteBody;
  pending?: ClienteBody;
}

export type Ledger = Map<string, Entry>;

/** Body of the `version`th write of a cliente: every write changes direccion, telefono and diasCredito. */
export function clienteBody(nombre: string, version: number): ClienteBody {
  return {
    nombre,
    razonSocial: `${nombre} SA de CV`,
    direccion: `Calle Reforma ${version}, Centro, Hermosillo, Sonora`,
    rfc: 'CDE080312K39',
    telefono: `662 ${String(version).padStart(7, '0')}`,
    correoElectronico: 'contacto@desierto.mx',
    nombreContacto: 'Juan Perez',
    telefonoContacto: '662 100 2000',
    correoContacto: 'juan.perez@desierto.mx',
    diasCredito: version % 365,
  };
}

interface LoadOptions {
  baseUrl: string;
  token: string;
  workers: number;
  /** Prefix of every nombre of this load, unique in the run. */
  prefix: string;
}

export interface Load {
  /** 2xx answers received so far. */
  acked(): number;
  /** Writes sent and not answered yet. */
  inFlight(): number;
  /** Resolves when every worker has stopped: the server stopped answering. */
  done: Promise<void>;
  /** Resolves once `count` writes are acknowledged, or the load ended before (check `acked()`). */
  reached(count: number): Promise<void>;
}

/** Starts `workers` writers that keep going until the server dies; writes land in `ledger`. */
export function startLoad(ledger: Ledger, { baseUrl, token, workers, prefix }: LoadOptions): Load {
  let acked = 0;
  let inFlight = 0;

  async function send(method: 'POST' | 'PUT', body: object): Promise<{ id: number } | undefined> {
    inFlight++;
    try {
      // A refused connection or an answer cut short is the crash itself, and no acknowledgement.
      const res = await fetch(`${baseUrl}/api/cliente`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => undefined);
      const text = await res?.text().catch(() => undefined);
      if (!res || text === undefined) return undefined;
      // A stopping server refuses new work (server/plugins/app/readiness.ts): no acknowledgement.
      if (res.status === 503) return undefined;
      if (!res.ok) throw new Error(`${method} /api/cliente respondio ${res.status}: ${text}`);
      return JSON.parse(text) as { id: number };
    } finally {
      inFlight--;
    }
  }

  async function worker(w: number): Promise<void> {
    for (let n = 0; ; n++) {
      const nombre = `${prefix} w${w} c${n}`;
      const entry: Entry = { pending: clienteBody(nombre, 0) };
      ledger.set(nombre, entry);
      const created = await send('POST', entry.pending!);
      if (!created) return;
      Object.assign(entry, { id: created.id, acked: entry.pending, pending: undefined });
      acked++;
      entry.pending = clienteBody(nombre, 1);
      if (!(await send('PUT', { ...entry.pending, id: entry.id }))) return;
      Object.assign(entry, { acked: entry.pending, pending: undefined });
      acked++;
    }
  }

  const done = Promise.all(Array.from({ length: workers }, (_, w) => worker(w))).then(() => undefined);
  const reached = async (count: number) => {
    let ended = false;
    const end = () => (ended = true);
    // A load that failed ends too; its error is the caller's to read from `done`.
    done.then(end, end);
    while (acked < count && !ended) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { acked: () => acked, inFlight: () => inFlight, done, reached };
}
