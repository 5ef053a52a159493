import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemas } from '../../../schemas';
import { validateRecord } from '../../../schemas/validation';
import { hasValidRfcCheckDigit } from '../../../schemas/rfc';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/server';
import { EMPLEADOS } from '../../../schemas/demo/empleados';
import { seedEmpleadosDemo } from './empleados';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'demo' });
});
afterAll(() => server.close());

describe('demo empleados', () => {
  it('are realistic: at least 8, valid under the schema, with real check digits and the usual puestos', () => {
    expect(EMPLEADOS.length).toBeGreaterThanOrEqual(8);
    for (const { obregon: _o, sueldoImss, descuentoInfonavit, ...empleado } of EMPLEADOS) {
      const body = {
        ...empleado,
        sueldoImss: Number(sueldoImss),
        descuentoInfonavit: descuentoInfonavit && Number(descuentoInfonavit),
      };
      expect(validateRecord(schemas.empleado, body).errors, empleado.nombre).toBeNull();
      expect(hasValidRfcCheckDigit(empleado.rfc), empleado.rfc).toBe(true);
    }
    const puestos = new Set(EMPLEADOS.map((e) => e.puesto));
    for (const puesto of ['Residente de obra', 'Albanil', 'Cabo', 'Almacenista']) expect(puestos).toContain(puesto);
    expect(new Set(EMPLEADOS.map((e) => e.curp)).size).toBe(EMPLEADOS.length);
  });

  it("are listed per sucursal: the main sucursal's admin sees only theirs", async () => {
    const all = await (
      await server.request('/api/empleado?pageSize=100', { token: await server.login('admin', ADMIN_PASSWORD) })
    ).json();
    expect(all.totalElements).toBe(EMPLEADOS.length);
    const supervisor = await server.login('supervisor', ADMIN_PASSWORD);
    const own = await (await server.request('/api/empleado?pageSize=100', { token: supervisor })).json();
    expect(own.totalElements).toBe(EMPLEADOS.filter((e) => !e.obregon).length);
    const credencial = await server.request(`/api/empleado/${own.content[0].id}/credencial`, { token: supervisor });
    expect(credencial.headers.get('content-type')).toBe('application/pdf');
  });

  it('load only into an empty table', async () => {
    await seedEmpleadosDemo(server.db, 1);
    const all = await (
      await server.request('/api/empleado?pageSize=1', { token: await server.login('admin', ADMIN_PASSWORD) })
    ).json();
    expect(all.totalElements).toBe(EMPLEADOS.length);
  });
});
