/** /api/gasto as the server answers it (docs/contract.md Gasto): the document's routes, aplicar by PATCH. */
import { schemas } from '../../schemas';
import type { Gasto } from '../../schemas/generated/gasto';
import { gastos } from '../fixtures/gastos';
import { proveedores } from '../fixtures/proveedores';
import { documentHandlers } from './document-handlers';

const conNombre = (gasto: Gasto): Gasto => ({
  ...gasto,
  proveedor: { id: gasto.proveedor.id, nombre: proveedores.find((p) => p.id === gasto.proveedor.id)?.nombre },
});

export const { mock: gastoMock, handlers: gastoHandlers } = documentHandlers<Gasto>(schemas.gasto, {
  rows: gastos,
  search: ['folio', 'descripcion'],
  create: conNombre,
  actions: { aplicar: { method: 'patch', change: (gasto) => ({ ...gasto, saldo: gasto.total }) } },
  comprobante: ['patch', 'put'],
});
