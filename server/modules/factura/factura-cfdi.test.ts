/**
 * The CFDI of a factura (our own invoice: the company as emisor, the cliente as receptor) and of a
 * gasto (total only: no lines), over HTTP, and a factura started from its CFDI (POST /api/cfdi/lectura).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliente, proveedor, sucursal } from '../../db/schema';
import { cfdiXml, type SampleCfdi } from '../../cfdi/test-samples';
import { insertObra } from '../../domain/test-fixtures';
import { startTestServer, type TestServer } from '../../test-support/server';
import { tokenFor, twoSucursales } from '../common/test-callers';
import { insertCliente } from '../obra/test-fixtures';
import { insertProveedor } from '../orden-compra/test-fixtures';
import { crearFactura, facturaValida } from './test-fixtures';

const RFC_EMPRESA = 'CSO980512KT5';
const RFC_CLIENTE = 'HMC990101AB2';

let server: TestServer;
let usuario: string;
let obraId: number;
let clienteId: number;

/** $10,000.43 plus 16 % IVA: $11,600.50, the total of facturaValida. */
const sample = (extra: Partial<SampleCfdi> = {}): SampleCfdi => ({
  serie: 'F',
  folio: '1201',
  fecha: '2026-01-15T08:00:00',
  emisor: { rfc: RFC_EMPRESA },
  receptor: { rfc: RFC_CLIENTE, usoCfdi: 'G03' },
  conceptos: [{ descripcion: 'Estimacion 3', cantidad: '1', valorUnitario: '10000.43', tasaIva: '0.160000' }],
  uuid: randomUUID().toUpperCase(),
  ...extra,
});
const xmlForm = (xml: string) => {
  const body = new FormData();
  body.append('xml', new Blob([xml]), 'cfdi.xml');
  return body;
};

beforeAll(async () => {
  server = await startTestServer();
  const { matriz } = await twoSucursales(server);
  await server.db.update(sucursal).set({ rfc: RFC_EMPRESA }).where(eq(sucursal.id, matriz));
  usuario = await tokenFor(server, { username: 'cobranza', sucursalId: matriz });
  obraId = await insertObra(server, matriz);
  clienteId = await insertCliente(server, 'Hoteles del Mar de Cortes', matriz);
  await server.db.update(cliente).set({ rfc: RFC_CLIENTE }).where(eq(cliente.id, clienteId));
});
afterAll(() => server.close());

describe('the CFDI of a factura', () => {
  it('reads the cliente from the receptor, then checks the company as emisor and fills the folio fiscal', async () => {
    const cfdi = sample();
    const read = await server.request('/api/cfdi/lectura', {
      method: 'POST',
      token: usuario,
      body: xmlForm(cfdiXml(cfdi)),
    });
    expect(await read.json()).toMatchObject({
      cfdi: { folio: '1201', fecha: '2026-01-15T08:00:00', total: 11600.5 },
      cliente: { id: clienteId, nombre: 'Hoteles del Mar de Cortes' },
    });

    const factura = await crearFactura(server, usuario, facturaValida(obraId, clienteId));
    const path = `/api/factura/${factura.id}/comprobante`;
    const reversed = sample({ emisor: { rfc: RFC_CLIENTE }, receptor: { rfc: RFC_EMPRESA, usoCfdi: 'G03' } });
    const refused = await server.request(path, { method: 'PATCH', token: usuario, body: xmlForm(cfdiXml(reversed)) });
    expect(refused.status).toBe(409);
    expect((await refused.json()).errors.map((e: { message: string }) => e.message)).toEqual([
      `El RFC del emisor (${RFC_CLIENTE}) no es el de la empresa (${RFC_EMPRESA})`,
      `El RFC del receptor (${RFC_EMPRESA}) no es el del cliente (${RFC_CLIENTE})`,
    ]);
    const attached = await server.request(path, { method: 'PATCH', token: usuario, body: xmlForm(cfdiXml(cfdi)) });
    expect(attached.status).toBe(200);
    expect(await attached.json()).toMatchObject({ folioFiscal: cfdi.uuid, total: 11600.5 });
  });
});

describe('the CFDI of a gasto', () => {
  it('compares the total alone and names the proveedor it comes from', async () => {
    const proveedorId = await insertProveedor(server, 'Ferreteria La Pitahaya');
    await server.db.update(proveedor).set({ rfc: 'FPI120903LM6' }).where(eq(proveedor.id, proveedorId));
    const created = await server.request('/api/gasto', {
      method: 'POST',
      token: usuario,
      json: {
        fecha: '2026-01-20',
        folio: 88,
        formaPago: 'Efectivo',
        total: 1160,
        proveedor: { id: proveedorId },
        obra: { id: obraId },
      },
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const cfdi = sample({
      emisor: { rfc: 'FPI120903LM6' },
      receptor: { rfc: RFC_EMPRESA, usoCfdi: 'G03' },
      conceptos: [{ descripcion: 'Clavos', cantidad: '2', valorUnitario: '500.00', tasaIva: '0.160000' }],
    });
    const revision = await server.request(`/api/gasto/${id}/revisarCfdi`, {
      method: 'POST',
      token: usuario,
      body: xmlForm(cfdiXml(cfdi)),
    });
    const body = await revision.json();
    expect(body.valido).toBe(true);
    expect(body.revisiones.find((r: { regla: string }) => r.regla === 'totales').mensaje).toBe(
      'Los importes coinciden: total $1,160.00',
    );
    expect(body.valores).toEqual({ folioFiscal: cfdi.uuid, fecha: '2026-01-15' });
  });
});
