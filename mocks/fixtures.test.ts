/** Mocks must stay real-shaped: every fixture passes its schema exactly as the server would check it. */
import { describe, expect, it } from 'vitest';
import { schemas } from '../schemas';
import { createAjv } from '../schemas/ajv';
import { lecturaCfdi } from '../schemas/api/cfdi';
import { revisionCfdi } from '../schemas/api/cfdi-contracts';
import { cargoLeido } from '../schemas/api/contabilidad';
import { cfdiRuleOf, lifecycleOf } from '../schemas/lifecycle';
import { validateRecord } from '../schemas/validation';
// Loads every handler group, so each registers the records it serves.
import './handlers';
import { servedRecords } from './api/served-records';
import { clientes, menus, obras, sucursales, type MenuNode } from './fixtures';
import { compras } from './fixtures/compras';
import { gastos } from './fixtures/gastos';
import { nominas } from './fixtures/nominas';
import { pagos } from './fixtures/pagos';
import { proveedores } from './fixtures/proveedores';
import { cargos } from './fixtures/cargos';
import { conceptos as conceptosObra } from './fixtures/presupuesto';
import { toCents } from '../schemas/money';
import { importeConcepto } from '../schemas/presupuesto';
import { enDias } from './fixtures/dias';
import {
  LECTURA_FACTURA,
  LECTURA_GASTO,
  LECTURA_NOTA,
  LECTURA_NOTA_SIN_COMPRA,
  LECTURA_PROVEEDOR_DESCONOCIDO,
  LECTURA_REGISTRADA,
  revisionDe,
} from './fixtures/cfdi';

const validCargo = createAjv().compile(cargoLeido);
const validLectura = createAjv({ allowUnionTypes: true }).compile(lecturaCfdi);
const validRevision = createAjv().compile(revisionCfdi);

const lecturas = {
  LECTURA_NOTA,
  LECTURA_NOTA_SIN_COMPRA,
  LECTURA_GASTO,
  LECTURA_PROVEEDOR_DESCONOCIDO,
  LECTURA_FACTURA,
  LECTURA_REGISTRADA,
};

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.items)]);

describe('mock fixtures', () => {
  // Every set a handler serves (crudHandlers, documentHandlers and the documents' own), found.
  const served = servedRecords.flatMap(({ schema, rows }) =>
    rows.map((row) => [`${schema.$id} ${(row as { id?: number }).id}`, schema, row] as const),
  );

  it('are served for every document and catalog the mocks answer', () => {
    const ids = new Set(servedRecords.map(({ schema }) => schema.$id));
    for (const schema of Object.values(schemas).filter((s) => s['x-lifecycle'])) expect(ids).toContain(schema.$id);
  });

  it.each(served)('%s is valid', (_name, schema, row) => {
    expect(validateRecord(schema, row).errors).toBeNull();
  });

  it.each(clientes.map((c) => [c.nombre, c] as const))('cliente %s is valid', (_nombre, cliente) => {
    expect(validateRecord(schemas.cliente, cliente).errors).toBeNull();
  });

  it('conceptos de obra are valid, their importe is cantidad × P.U., and each obra’s add up to its costoTotal', () => {
    for (const concepto of conceptosObra) {
      expect(validateRecord(schemas.conceptoObra, concepto).errors).toBeNull();
      expect(toCents(concepto.importe!)).toBe(importeConcepto(concepto.cantidad, concepto.precioUnitario));
    }
    for (const obra of obras) {
      const suyos = conceptosObra.filter((c) => c.obraId === obra.id);
      expect(suyos.reduce((suma, c) => suma + toCents(c.importe!), 0n)).toBe(toCents(obra.costoTotal));
    }
  });

  it('nominas have one week per obra and obras that exist, under their name', () => {
    expect(new Set(nominas.map((n) => `${n.obra?.id}:${n.semana}`)).size).toBe(nominas.length);
    for (const nomina of nominas) {
      expect(obras.find((o) => o.id === nomina.obra?.id)?.nombre).toBe(nomina.obra?.nombre);
    }
  });

  it.each(cargos.map((c) => [c.id, c] as const))(
    "cargo %s is valid and is its applied document's, of a proveedor and an obra that exist, authorized with a payment date",
    (_id, cargo) => {
      expect(validCargo(cargo), JSON.stringify(validCargo.errors)).toBe(true);
      const documento =
        cargo.tipoDocumento === 'COMPRA'
          ? compras.find((c) => c.id === cargo.referenciaDocumento)
          : gastos.find((g) => g.id === cargo.referenciaDocumento);
      expect(documento).toMatchObject({
        status: 'aplicado',
        folio: cargo.folioDocumento,
        fecha: cargo.fecha,
        total: cargo.monto,
        saldo: cargo.saldo,
        comprobante: cargo.comprobante,
        obra: cargo.obra,
        proveedor: cargo.proveedor,
      });
      const proveedor = proveedores.find((p) => p.id === cargo.proveedor.id);
      expect(proveedor?.nombre).toBe(cargo.proveedor.nombre);
      expect(obras.some((o) => o.id === cargo.obra.id)).toBe(true);
      expect(cargo.promesaPago).toBe(enDias(proveedor?.esCredito ? proveedor.diasCredito! : 0, cargo.fecha));
      expect(cargo.autorizado).toBe(cargo.fechaPago !== undefined);
    },
  );

  it('every applied compra and gasto has its one cargo', () => {
    const aplicados = [
      ...compras.filter((c) => c.status === 'aplicado').map((c) => `COMPRA ${c.id}`),
      ...gastos.filter((g) => g.status === 'aplicado').map((g) => `GASTO ${g.id}`),
    ];
    expect(cargos.map((c) => `${c.tipoDocumento} ${c.referenciaDocumento}`).sort()).toEqual(aplicados.sort());
    expect(new Set(cargos.map((c) => c.id)).size).toBe(cargos.length);
  });

  it.each(pagos.map((p) => [p.folio, p] as const))(
    'pago %s is valid and paid the whole of its charges, on their payment date',
    (_folio, pago) => {
      expect(validateRecord(schemas.pago, pago).errors).toBeNull();
      for (const paid of pago.cargos) {
        expect(cargos.find((c) => c.id === paid.id)).toMatchObject({
          proveedor: pago.proveedor,
          obra: { id: pago.obra.id },
          monto: paid.monto,
          saldo: 0,
          fechaPago: pago.fecha,
        });
      }
    },
  );

  it('every paid cargo was paid by one pago', () => {
    const pagados = pagos.flatMap((pago) => pago.cargos.map((paid) => paid.id));
    expect(pagados.sort((a, b) => a - b)).toEqual(cargos.filter((c) => c.saldo === 0).map((c) => c.id));
  });

  it.each(Object.entries(lecturas))(
    'CFDI read %s answers the contract, naming the proveedor of its emisor, the cliente of its receptor and its compra',
    (_name, lectura) => {
      expect(validLectura(lectura), JSON.stringify(validLectura.errors)).toBe(true);
      const { cfdi, proveedor, cliente, compra } = lectura;
      expect(proveedor && proveedores.find((p) => p.id === proveedor.id)?.rfc).toBe(proveedor && cfdi.emisor.rfc);
      expect(cliente && clientes.find((c) => c.id === cliente.id)?.rfc).toBe(cliente && cfdi.receptor.rfc);
      if (compra) {
        const relacionada = compras.find((c) => c.id === compra.id);
        expect(cfdi.relacionados?.map((r) => r.uuid)).toContain(relacionada?.folioFiscal);
        expect(relacionada).toMatchObject({ folio: compra.folio, obra: compra.obra, proveedor });
      }
      expect([...sucursales.map((s) => s.rfc)]).toContain(
        cfdi.tipoDeComprobante === 'I' && cliente ? cfdi.emisor.rfc : cfdi.receptor.rfc,
      );
    },
  );

  it.each(['compra', 'notaCredito', 'gasto', 'factura'] as const)(
    'the CFDI revisions of a %s answer the contract, and fill what its x-lifecycle declares',
    (documento) => {
      const rule = cfdiRuleOf(lifecycleOf(schemas[documento]))!;
      for (const variante of ['ok', 'malo', 'duplicado'] as const) {
        const revision = revisionDe(rule, { total: 100 }, variante);
        expect(validRevision(revision), JSON.stringify(validRevision.errors)).toBe(true);
        expect(revision.valido).toBe(variante === 'ok');
        expect(Object.keys(revision.valores)).toEqual(Object.keys(rule.llena));
      }
    },
  );

  it('clientes have unique ids and RFCs', () => {
    expect(new Set(clientes.map((c) => c.id)).size).toBe(clientes.length);
    expect(new Set(clientes.map((c) => c.rfc)).size).toBe(clientes.length);
  });

  it.each(Object.entries(menus))('every item of menu %s is a valid menu item of its section', (seccion, tree) => {
    for (const item of flatten(tree)) {
      expect(validateRecord(schemas.menuItem, item).errors).toBeNull();
      expect(item.seccion).toBe(seccion);
    }
  });

  it.each(sucursales.map((s) => [s.nombre, s] as const))('sucursal %s is valid', (_nombre, sucursal) => {
    expect(validateRecord(schemas.sucursal, sucursal).errors).toBeNull();
  });

  it('clientes belong to a sucursal that exists, under its name', () => {
    for (const cliente of clientes) {
      expect(sucursales.find((s) => s.id === cliente.sucursal?.id)?.nombre).toBe(cliente.sucursal?.nombre);
    }
  });

  it('obras name clientes that exist', () => {
    for (const obra of obras) {
      expect(clientes.find((c) => c.id === obra.cliente.id)?.nombre).toBe(obra.cliente.nombre);
    }
  });
});
