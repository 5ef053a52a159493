/**
 * Tables of the product (Drizzle). Migrations in ./migrations are generated from this file with
 * `npm run db:generate`; the SQL that Drizzle cannot express (extensions, f_unaccent, triggers)
 * lives in the custom migrations beside them.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

import { actingUser, audit, money, searchText } from './columns';
import { conceptoObra, presupuestoPartida } from '../modules/presupuesto/table';

export { searchText };

export const sucursal = pgTable(
  'sucursal',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    direccion: text('direccion'),
    telefono: text('telefono'),
    // The company's RFC here: the receptor of its suppliers' CFDIs, the emisor of its own.
    rfc: text('rfc'),
    // The largest order total each role may authorize here (docs/decisions.md); null: no limit.
    limiteUsuario: money('limite_usuario'),
    limiteAsistente: money('limite_asistente'),
    limiteAdmin: money('limite_admin'),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre')),
    ...audit,
  },
  (t) => [index('sucursal_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`)],
);

export const usuario = pgTable(
  'usuario',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    nombres: text('nombres').notNull(),
    apellidos: text('apellidos').notNull(),
    correo: text('correo').notNull(),
    sucursalId: integer('sucursal_id').references(() => sucursal.id),
    activo: boolean('activo').notNull().default(true),
    /** Signed into every token; raised when the password changes or the user is disabled, ending every session. */
    tokenVersion: integer('token_version').notNull().default(0),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombres', 'apellidos', 'correo', 'username')),
    ...audit,
  },
  (t) => [
    uniqueIndex('usuario_username_key').on(sql`lower(${t.username})`),
    index('usuario_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

export const menuItem = pgTable(
  'menu_item',
  {
    id: serial('id').primaryKey(),
    padreId: integer('padre_id').references((): AnyPgColumn => menuItem.id, { onDelete: 'cascade' }),
    seccion: text('seccion').notNull(),
    nombre: text('nombre').notNull(),
    link: text('link'),
    icono: text('icono').notNull(),
    orden: integer('orden').notNull().default(0),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre', 'link')),
    ...audit,
  },
  (t) => [
    index('menu_item_seccion_idx').on(t.seccion, t.orden),
    index('menu_item_link_idx').on(t.link),
    index('menu_item_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

/**
 * The declared menu links (schemas/menu.ts) this database has been given: a link declared later is
 * added at the next start, once, so an admin's removal of it stands (server/db/seed/menu.ts).
 */
export const menuOfrecido = pgTable('menu_ofrecido', {
  link: text('link').primaryKey(),
  ofrecido: timestamp('ofrecido', { withTimezone: true }).notNull().defaultNow(),
});

export const permiso = pgTable(
  'permiso',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItem.id, { onDelete: 'cascade' }),
    autorizado: boolean('autorizado').notNull().default(false),
    ...audit,
  },
  (t) => [uniqueIndex('permiso_usuario_menu_key').on(t.usuarioId, t.menuItemId)],
);

export const cliente = pgTable(
  'cliente',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    razonSocial: text('razon_social').notNull(),
    direccion: text('direccion').notNull(),
    rfc: text('rfc').notNull(),
    telefono: text('telefono'),
    correoElectronico: text('correo_electronico'),
    nombreContacto: text('nombre_contacto'),
    telefonoContacto: text('telefono_contacto').notNull(),
    correoContacto: text('correo_contacto').notNull(),
    diasCredito: integer('dias_credito').notNull(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre', 'direccion', 'telefono', 'rfc')),
    ...audit,
  },
  (t) => [
    index('cliente_sucursal_nombre_idx').on(t.sucursalId, t.nombre, t.id),
    index('cliente_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    // A CFDI's receptor names its cliente by RFC.
    index('cliente_rfc_idx').on(t.rfc),
  ],
);

export const obra = pgTable(
  'obra',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => cliente.id),
    costoTotal: money('costo_total').notNull(),
    anticipo: money('anticipo'),
    fechaAnticipo: date('fecha_anticipo'),
    inicio: date('inicio').notNull(),
    fin: date('fin').notNull(),
    metodoPago: text('metodo_pago'),
    insumos: money('insumos').notNull(),
    manoObra: money('mano_obra').notNull(),
    indirectos: money('indirectos').notNull(),
    utilidad: money('utilidad').notNull(),
    terminado: boolean('terminado').notNull().default(false),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre')),
    ...audit,
  },
  (t) => [
    index('obra_sucursal_nombre_idx').on(t.sucursalId, t.nombre),
    index('obra_cliente_idx').on(t.clienteId),
    index('obra_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

/** Failed logins, for the rate limit of docs/contract.md (kept in the database: servers are stateless). */
export const loginIntento = pgTable(
  'login_intento',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    momento: timestamp('momento', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_intento_lookup_idx').on(t.username, t.ip, t.momento)],
);

export const proveedor = pgTable(
  'proveedor',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    direccion: text('direccion').notNull(),
    rfc: text('rfc').notNull(),
    telefono: text('telefono').notNull(),
    correo: text('correo').notNull(),
    nombreContacto: text('nombre_contacto'),
    telefonoContacto: text('telefono_contacto'),
    correoContacto: text('correo_contacto'),
    clabe: text('clabe'),
    esCredito: boolean('es_credito').notNull().default(false),
    diasCredito: integer('dias_credito'),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre', 'direccion', 'telefono', 'correo', 'rfc')),
    ...audit,
  },
  (t) => [
    index('proveedor_nombre_idx').on(t.nombre, t.id),
    index('proveedor_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    // A CFDI's emisor names its proveedor by RFC.
    index('proveedor_rfc_idx').on(t.rfc),
  ],
);

export const clasificacion = pgTable('clasificacion', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
});

export const subclasificacion = pgTable(
  'subclasificacion',
  {
    id: serial('id').primaryKey(),
    clasificacionId: integer('clasificacion_id')
      .notNull()
      .references(() => clasificacion.id),
    nombre: text('nombre').notNull(),
  },
  (t) => [uniqueIndex('subclasificacion_nombre_key').on(t.clasificacionId, t.nombre)],
);

export const unidadMedida = pgTable('unidad_medida', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
});

export const concepto = pgTable(
  'concepto',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    clasificacionId: integer('clasificacion_id').references(() => clasificacion.id),
    subClasificacionId: integer('sub_clasificacion_id').references(() => subclasificacion.id),
    unidadMedidaId: integer('unidad_medida_id').references(() => unidadMedida.id),
    precioUnitario: money('precio_unitario'),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre', 'descripcion')),
    ...audit,
  },
  (t) => [
    index('concepto_clasificacion_nombre_idx').on(t.clasificacionId, t.nombre),
    index('concepto_nombre_idx').on(t.nombre, t.id),
    index('concepto_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

/**
 * Stored files (docs/domain.md uploads): content-addressed by sha256 (in `archivo`, or under
 * DATA_DIR/files with PGlite). The owner (module link and sucursal) decides who may download it.
 */
export const documento = pgTable(
  'documento',
  {
    id: serial('id').primaryKey(),
    sha256: text('sha256').notNull(),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').notNull(),
    tamano: integer('tamano').notNull(),
    modulo: text('modulo').notNull(),
    sucursalId: integer('sucursal_id').references(() => sucursal.id),
    creadoPor: integer('creado_por').references(() => usuario.id),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documento_sha256_idx').on(t.sha256)],
);

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both come out as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded files kept in PostgreSQL (server/files/db-storage.ts), content-addressed like the
 * folder store: one row per file, written in the transaction of the documento row that names it,
 * so every instance on the database sees the same files. Unused on PGlite (files in DATA_DIR/files).
 */
export const archivo = pgTable(
  'archivo',
  {
    sha256: text('sha256').primaryKey(),
    tamano: integer('tamano').notNull(),
    /** How many archivo_parte rows hold its bytes. */
    partes: integer('partes').notNull(),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('archivo_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('archivo_partes_check', sql`${t.partes} >= 0 AND ${t.tamano} >= 0`),
  ],
);

/** A file's bytes in chunks of ARCHIVO_PARTE_BYTES (256 KB), so a download reads one chunk at a time. */
export const archivoParte = pgTable(
  'archivo_parte',
  {
    sha256: text('sha256')
      .notNull()
      .references(() => archivo.sha256, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    datos: bytea('datos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.n] })],
);

export const empleado = pgTable(
  'empleado',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    direccion: text('direccion').notNull(),
    nacimiento: date('nacimiento').notNull(),
    telefono: text('telefono').notNull(),
    correo: text('correo').notNull(),
    nss: text('nss').notNull(),
    rfc: text('rfc').notNull(),
    curp: text('curp').notNull(),
    alta: date('alta').notNull(),
    baja: date('baja'),
    puesto: text('puesto').notNull(),
    fotoId: integer('foto_id').references(() => documento.id),
    sueldoImss: money('sueldo_imss'),
    descuentoInfonavit: money('descuento_infonavit'),
    motivoBaja: text('motivo_baja'),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    busqueda: text('busqueda').generatedAlwaysAs(searchText('nombre', 'telefono', 'correo', 'puesto')),
    ...audit,
  },
  (t) => [
    index('empleado_sucursal_nombre_idx').on(t.sucursalId, t.nombre),
    index('empleado_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

/**
 * The admin-defined catalogs (server/modules/catalogo/registry.ts): the admin's JSON Schema of each,
 * by name, with the version the designer's saves compare. Files in schemas/catalogos/ seed it.
 */
export const catalogoEsquema = pgTable('catalogo_esquema', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
  // json, not jsonb: the admin's field order is the form's and the list's, and jsonb sorts keys.
  esquema: json('esquema').notNull(),
  version: integer('version').notNull().default(1),
  ...audit,
});

/** Records of admin-defined catalogs (designed in /configura/catalogos): validated JSON per catalog. */
export const catalogoRegistro = pgTable(
  'catalogo_registro',
  {
    id: serial('id').primaryKey(),
    catalogo: text('catalogo').notNull(),
    datos: jsonb('datos').notNull(),
    busqueda: text('busqueda').notNull().default(''),
    sucursalId: integer('sucursal_id').references(() => sucursal.id),
    ...audit,
  },
  (t) => [
    index('catalogo_registro_catalogo_idx').on(t.catalogo, t.id),
    index('catalogo_registro_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
  ],
);

/**
 * Audit trail (bitácora): written by a database trigger on every business table, and by the server
 * for logins, failed logins and denied requests. `usuario_id` comes from `app.usuario_id`.
 */
export const bitacora = pgTable(
  'bitacora',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    momento: timestamp('momento', { withTimezone: true }).notNull().defaultNow(),
    usuarioId: integer('usuario_id'),
    tabla: text('tabla').notNull(),
    registroId: text('registro_id'),
    accion: text('accion').notNull(),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    detalle: text('detalle'),
  },
  (t) => [index('bitacora_registro_idx').on(t.tabla, t.registroId, t.momento)],
);

/**
 * The last folio given per document type and sucursal (server/domain/folio.ts). The row lock taken
 * by the increment serializes concurrent saves and a rollback returns the number: no gaps.
 */
export const folioSerie = pgTable(
  'folio_serie',
  {
    tipo: text('tipo').notNull(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    ultimo: integer('ultimo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tipo, t.sucursalId] })],
);

/** Documents that open a charge, and what lowers one (docs/domain.md, Cuentas por pagar). */
export const TIPOS_DOCUMENTO_CARGO = ['COMPRA', 'GASTO'] as const;
export type TipoDocumentoCargo = (typeof TIPOS_DOCUMENTO_CARGO)[number];
export const TIPOS_ABONO = ['PAGO', 'NOTA_CREDITO'] as const;
export type TipoAbono = (typeof TIPOS_ABONO)[number];

const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/**
 * The key of a folio typed from a paper (server/domain/repeated-folio.ts): upper case, without its
 * dashes, so 'A-555', 'A555' (Serie and Folio as a CFDI fills them) and 'a-555' are one folio. The
 * indexes behind the check are on this same expression.
 */
export const folioClave = (folio: AnyPgColumn | string) => sql`upper(replace(${folio}, '-', ''))`;

/**
 * A charge of the payables ledger (server/domain/ledger.ts): one per applied document, its saldo
 * lowered by abonos. The database itself refuses a second charge of a document and a saldo
 * outside 0..monto, whatever code writes.
 */
export const cargo = pgTable(
  'cargo',
  {
    id: serial('id').primaryKey(),
    tipoDocumento: text('tipo_documento').notNull().$type<TipoDocumentoCargo>(),
    documentoId: integer('documento_id').notNull(),
    folioDocumento: integer('folio_documento').notNull(),
    fecha: date('fecha').notNull(),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedor.id),
    obraId: integer('obra_id')
      .notNull()
      .references(() => obra.id),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    monto: money('monto').notNull(),
    saldo: money('saldo').notNull(),
    promesaPago: date('promesa_pago').notNull(),
    fechaPago: date('fecha_pago'),
    autorizado: boolean('autorizado').notNull().default(false),
    ...audit,
  },
  (t) => [
    uniqueIndex('cargo_documento_key').on(t.tipoDocumento, t.documentoId),
    index('cargo_obra_proveedor_idx').on(t.obraId, t.proveedorId),
    // The payables screens read the unpaid charges of an obra, by authorization and date.
    index('cargo_obra_por_pagar_idx')
      .on(t.obraId, t.autorizado, t.fechaPago, t.promesaPago)
      .where(sql`${t.saldo} > 0`),
    // The lists' orders (server/domain/payables.ts): unpaid by payment date, promise and id; paid recent first.
    index('cargo_por_pagar_orden_idx')
      .on(t.obraId, sql`coalesce(${t.fechaPago}, 'infinity'::date)`, t.promesaPago, t.id)
      .where(sql`${t.saldo} > 0`),
    index('cargo_pagado_orden_idx')
      .on(t.obraId, t.fecha, t.id)
      .where(sql`${t.saldo} = 0`),
    // Registro de Pago reads one proveedor's authorized unpaid charges of an obra.
    index('cargo_proveedor_por_pagar_idx')
      .on(t.obraId, t.proveedorId, t.fechaPago, t.promesaPago)
      .where(sql`${t.saldo} > 0 AND ${t.autorizado}`),
    check('cargo_tipo_documento_check', oneOf(t.tipoDocumento, TIPOS_DOCUMENTO_CARGO)),
    check('cargo_saldo_check', sql`0 <= ${t.saldo} AND ${t.saldo} <= ${t.monto}`),
  ],
);

/** What lowered a charge's saldo: a payment or a nota de crédito (`referencia`: its id). */
export const abono = pgTable(
  'abono',
  {
    id: serial('id').primaryKey(),
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargo.id),
    fecha: date('fecha').notNull(),
    monto: money('monto').notNull(),
    tipo: text('tipo').notNull().$type<TipoAbono>(),
    referencia: integer('referencia').notNull(),
    // An abono is never changed: a correction is another document.
    creado: audit.creado,
  },
  (t) => [
    index('abono_cargo_idx').on(t.cargoId),
    index('abono_referencia_idx').on(t.tipo, t.referencia),
    // The abonos list's order (server/domain/payables.ts).
    index('abono_fecha_idx').on(t.fecha, t.id),
    check('abono_monto_check', sql`${t.monto} > 0`),
    check('abono_tipo_check', oneOf(t.tipo, TIPOS_ABONO)),
  ],
);

/** Statuses of an orden de compra (docs/domain.md): creado → autorizado or cancelado. */
export type StatusOrdenCompra = 'creado' | 'autorizado' | 'cancelado';
/** Statuses of a compra and of a nota de crédito (docs/domain.md): applied (`aplicado`) or not. */
export type StatusAplicable = 'creado' | 'aplicado';

const quantity = (name: string) => numeric(name, { precision: 14, scale: 4 });
/** A tax rate as a fraction (0.16, 0.08, 0). */
const rate = (name: string) => numeric(name, { precision: 5, scale: 4 });

/**
 * What every document of an obra has (server/domain/document.ts): its status, its obra and that
 * obra's sucursal, and `busqueda`, written with the document.
 */
const ofObra = <S extends string>() => ({
  id: serial('id').primaryKey(),
  status: text('status').notNull().$type<S>(),
  obraId: integer('obra_id')
    .notNull()
    .references(() => obra.id),
  sucursalId: integer('sucursal_id')
    .notNull()
    .references(() => sucursal.id),
  busqueda: text('busqueda').notNull().default(''),
  ...audit,
});

/**
 * Every CFDI the company took in or issued, by its UUID (server/cfdi): a UUID enters once, whatever
 * document it was attached to (`tabla`: its schema id, `registroId`, `folio`); its XML is a documento.
 */
export const cfdi = pgTable(
  'cfdi',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull(),
    tipoComprobante: text('tipo_comprobante').notNull(),
    emisorRfc: text('emisor_rfc').notNull(),
    receptorRfc: text('receptor_rfc').notNull(),
    total: money('total').notNull(),
    fecha: date('fecha').notNull(),
    tabla: text('tabla').notNull(),
    registroId: integer('registro_id').notNull(),
    // The document's folio as it reads: the server's number, or a factura's typed Serie and Folio.
    folio: text('folio').notNull(),
    xmlId: integer('xml_id')
      .notNull()
      .references(() => documento.id),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursal.id),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cfdi_uuid_key').on(t.uuid), index('cfdi_registro_idx').on(t.tabla, t.registroId)],
);

/**
 * The columns every purchasing document shares (docs/domain.md): folio per sucursal, fecha,
 * proveedor and totals computed by the server from its lines.
 */
const documentColumns = <S extends string>() => ({
  ...ofObra<S>(),
  folio: integer('folio').notNull(),
  fecha: date('fecha').notNull(),
  proveedorId: integer('proveedor_id')
    .notNull()
    .references(() => proveedor.id),
  observaciones: text('observaciones'),
  subTotal: money('sub_total').notNull(),
  iva: money('iva').notNull(),
  total: money('total').notNull(),
});

/**
 * A document's folio is unique per sucursal; its lists go by obra in their order (fecha, folio, id:
 * db/keyset.ts) and search `busqueda`.
 */
const documentIndexes = (
  name: string,
  t: {
    sucursalId: AnyPgColumn;
    folio: AnyPgColumn;
    obraId: AnyPgColumn;
    fecha: AnyPgColumn;
    id: AnyPgColumn;
    busqueda: AnyPgColumn;
    status: AnyPgColumn;
  },
  statuses: readonly string[],
) => [
  uniqueIndex(`${name}_folio_key`).on(t.sucursalId, t.folio),
  index(`${name}_obra_idx`).on(t.obraId, t.fecha, t.folio, t.id),
  index(`${name}_busqueda_trgm`).using('gin', sql`${t.busqueda} gin_trgm_ops`),
  check(`${name}_status_check`, oneOf(t.status, statuses)),
];

/**
 * The partida of the obra's presupuesto a cost belongs to (docs/domain.md, Costo por partida):
 * optional, of the document's obra (server/domain/partida.ts); a re-import puts it back by clave.
 */
const partidaId = () => integer('partida_id').references(() => presupuestoPartida.id, { onDelete: 'set null' });

/** What every document line keeps beside its quantity: unidad, precio, IVA rate and importe. */
const lineAmounts = () => ({
  unidadMedida: text('unidad_medida'),
  precioUnitario: money('precio_unitario').notNull(),
  tasaiva: rate('tasaiva').notNull(),
  importe: money('importe').notNull(),
});

/** A purchase order of an obra (server/modules/orden-compra). */
export const ordenCompra = pgTable(
  'orden_compra',
  {
    ...documentColumns<StatusOrdenCompra>(),
    preautorizada: boolean('preautorizada').notNull().default(false),
    condicion: text('condicion'),
    // Why it was authorized above the Insumos budget (docs/domain.md, Obra figures); null otherwise.
    justificacion: text('justificacion'),
  },
  (t) => documentIndexes('orden_compra', t, ['creado', 'autorizado', 'cancelado']),
);

/** The lines of an orden de compra, in the order they were written. */
export const ordenCompraDetalle = pgTable(
  'orden_compra_detalle',
  {
    id: serial('id').primaryKey(),
    ordenCompraId: integer('orden_compra_id')
      .notNull()
      .references(() => ordenCompra.id, { onDelete: 'cascade' }),
    conceptoId: integer('concepto_id').references(() => concepto.id),
    descripcion: text('descripcion').notNull(),
    cantidad: quantity('cantidad').notNull(),
    partidaId: partidaId(),
    ...lineAmounts(),
  },
  (t) => [
    index('orden_compra_detalle_orden_idx').on(t.ordenCompraId),
    index('orden_compra_detalle_partida_idx').on(t.partidaId),
  ],
);

/**
 * A purchase of an obra (server/modules/compra), generated from an authorized order (at most one
 * per order) or entered directly; condicionPago by the server. Its saldo is its charge's in the
 * ledger (`cargo`), not a column here.
 */
export const compra = pgTable(
  'compra',
  {
    ...documentColumns<StatusAplicable>(),
    folioProveedor: text('folio_proveedor'),
    folioFiscal: text('folio_fiscal'),
    condicionPago: text('condicion_pago'),
    comprobanteId: integer('comprobante_id').references(() => documento.id),
    ordenCompraId: integer('orden_compra_id').references(() => ordenCompra.id),
    tieneNotaCredito: boolean('tiene_nota_credito').notNull().default(false),
  },
  (t) => [
    ...documentIndexes('compra', t, ['creado', 'aplicado']),
    uniqueIndex('compra_orden_compra_key').on(t.ordenCompraId),
    // The repeated-folio check: a proveedor's compras by the key of their folio de proveedor.
    index('compra_folio_proveedor_idx').on(t.proveedorId, folioClave(t.folioProveedor)),
    // The Historial de Compras: an obra's applied compras by proveedor, each proveedor's newest first.
    index('compra_historial_idx')
      .on(t.obraId, t.proveedorId, t.fecha, t.folio)
      .where(sql`${t.status} = 'aplicado'`),
  ],
);

/** The lines of a compra, in the order they were written. */
export const compraDetalle = pgTable(
  'compra_detalle',
  {
    id: serial('id').primaryKey(),
    compraId: integer('compra_id')
      .notNull()
      .references(() => compra.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    cantidadSurtida: quantity('cantidad_surtida').notNull(),
    partidaId: partidaId(),
    ...lineAmounts(),
  },
  (t) => [index('compra_detalle_compra_idx').on(t.compraId), index('compra_detalle_partida_idx').on(t.partidaId)],
);

/**
 * A nota de crédito of an applied compra (server/modules/nota-credito): at most one per compra,
 * with the compra's proveedor, obra and folio; applying it records an abono on the compra's charge.
 */
export const notaCredito = pgTable(
  'nota_credito',
  {
    ...documentColumns<StatusAplicable>(),
    folioProveedor: text('folio_proveedor').notNull(),
    compraId: integer('compra_id')
      .notNull()
      .references(() => compra.id),
    folioCompra: integer('folio_compra').notNull(),
    folioFiscal: text('folio_fiscal'),
    comprobanteId: integer('comprobante_id').references(() => documento.id),
  },
  (t) => [
    ...documentIndexes('nota_credito', t, ['creado', 'aplicado']),
    uniqueIndex('nota_credito_compra_key').on(t.compraId),
  ],
);

/** The lines of a nota de crédito, in the order they were written. */
export const notaCreditoDetalle = pgTable(
  'nota_credito_detalle',
  {
    id: serial('id').primaryKey(),
    notaCreditoId: integer('nota_credito_id')
      .notNull()
      .references(() => notaCredito.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    cantidadSurtida: quantity('cantidad_surtida').notNull(),
    ...lineAmounts(),
  },
  (t) => [index('nota_credito_detalle_nota_idx').on(t.notaCreditoId)],
);

/** Formas de pago (docs/product.md §3); each document offers its own subset (§9). */
export const FORMAS_PAGO = ['Cheque', 'Efectivo', 'Transferencia', 'NotaCredito', 'PorDefinir'] as const;
export type FormaPago = (typeof FORMAS_PAGO)[number];

/** An obra document without lines: what every document has, and its comprobante. */
const obraDocumentColumns = <S extends string>() => ({
  ...ofObra<S>(),
  comprobanteId: integer('comprobante_id').references(() => documento.id),
});

/**
 * An expense of an obra (server/modules/gasto): folio as the proveedor's receipt says it, so not
 * unique; applying it opens its charge in the ledger (`cargo` GASTO), which holds its saldo.
 */
export const gasto = pgTable(
  'gasto',
  {
    ...obraDocumentColumns<StatusAplicable>(),
    folio: integer('folio').notNull(),
    fecha: date('fecha').notNull(),
    formaPago: text('forma_pago').notNull().$type<FormaPago>(),
    total: money('total').notNull(),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedor.id),
    descripcion: text('descripcion'),
    folioFiscal: text('folio_fiscal'),
    partidaId: partidaId(),
  },
  (t) => [
    index('gasto_folio_idx').on(t.sucursalId, t.folio),
    index('gasto_partida_idx').on(t.partidaId),
    index('gasto_obra_idx').on(t.obraId, t.fecha, t.id),
    index('gasto_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('gasto_status_check', oneOf(t.status, ['creado', 'aplicado'])),
    check('gasto_forma_pago_check', oneOf(t.formaPago, FORMAS_PAGO)),
    check('gasto_total_check', sql`${t.total} > 0`),
  ],
);

/** A week's payroll of an obra (server/modules/nomina): one per obra and semana; folio by the server. */
export const nomina = pgTable(
  'nomina',
  {
    ...obraDocumentColumns<'creado'>(),
    folio: integer('folio').notNull(),
    semana: integer('semana').notNull(),
    total: money('total').notNull(),
    nota: text('nota'),
    partidaId: partidaId(),
  },
  (t) => [
    index('nomina_partida_idx').on(t.partidaId),
    uniqueIndex('nomina_folio_key').on(t.sucursalId, t.folio),
    uniqueIndex('nomina_obra_semana_key').on(t.obraId, t.semana),
    index('nomina_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('nomina_status_check', oneOf(t.status, ['creado'])),
    check('nomina_semana_check', sql`${t.semana} BETWEEN 1 AND 999`),
    check('nomina_total_check', sql`${t.total} >= 0`),
  ],
);

/**
 * A change to an obra's presupuesto after the contract (server/modules/ajuste-presupuesto): more
 * (or, negative, less) quantity of a concepto de obra at its P.U., or a concepto extraordinario
 * that becomes one once authorized (`conceptoObraId` then set). Only authorized ones move the
 * importe vigente (server/modules/presupuesto/vigente.ts).
 */
export const ajustePresupuesto = pgTable(
  'ajuste_presupuesto',
  {
    ...ofObra<'capturado' | 'autorizado' | 'rechazado'>(),
    folio: integer('folio').notNull(),
    fecha: date('fecha').notNull(),
    tipo: text('tipo').notNull().$type<'volumen' | 'extraordinario'>(),
    conceptoObraId: integer('concepto_obra_id').references(() => conceptoObra.id),
    partidaId: integer('partida_id').references(() => presupuestoPartida.id),
    clave: text('clave').notNull(),
    descripcion: text('descripcion').notNull(),
    unidad: text('unidad').notNull(),
    cantidad: numeric('cantidad', { precision: 18, scale: 4 }).notNull(),
    precioUnitario: money('precio_unitario').notNull(),
    importe: numeric('importe', { precision: 16, scale: 2 }).notNull(),
    justificacion: text('justificacion').notNull(),
  },
  (t) => [
    uniqueIndex('ajuste_presupuesto_folio_key').on(t.sucursalId, t.folio),
    index('ajuste_presupuesto_obra_idx').on(t.obraId, t.fecha, t.folio, t.id),
    // The importe vigente sums a concepto's authorized ajustes.
    index('ajuste_presupuesto_concepto_idx').on(t.conceptoObraId, t.status),
    index('ajuste_presupuesto_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('ajuste_presupuesto_status_check', oneOf(t.status, ['capturado', 'autorizado', 'rechazado'])),
    check('ajuste_presupuesto_tipo_check', oneOf(t.tipo, ['volumen', 'extraordinario'])),
    check('ajuste_presupuesto_precio_check', sql`${t.precioUnitario} >= 0`),
  ],
);

/**
 * A client invoice of an obra (server/modules/factura), with its PDF: saldo = total − Σ ingresos,
 * kept by the receivables service under a row lock, never below 0.
 */
export const factura = pgTable(
  'factura',
  {
    ...obraDocumentColumns<'creado'>(),
    // The invoice's Serie and Folio as typed ('A-555'): the company's invoicing system numbers it, not this one.
    folio: text('folio').notNull(),
    fecha: date('fecha').notNull(),
    promesaPago: date('promesa_pago').notNull(),
    total: money('total').notNull(),
    saldo: money('saldo').notNull(),
    clienteId: integer('cliente_id')
      .notNull()
      .references(() => cliente.id),
    folioFiscal: text('folio_fiscal'),
  },
  (t) => [
    // The repeated-folio check (server/domain/repeated-folio.ts) looks a folio up company-wide by its key.
    index('factura_folio_clave_idx').on(folioClave(t.folio)),
    index('factura_obra_idx').on(t.obraId, t.fecha, t.id),
    index('factura_obra_cliente_idx').on(t.obraId, t.clienteId),
    index('factura_cliente_saldo_idx')
      .on(t.clienteId, t.promesaPago)
      .where(sql`${t.saldo} > 0`),
    index('factura_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('factura_status_check', oneOf(t.status, ['creado'])),
    check('factura_total_check', sql`${t.total} > 0`),
    check('factura_saldo_check', sql`0 <= ${t.saldo} AND ${t.saldo} <= ${t.total}`),
  ],
);

/** A payment received against a factura: never changed (a correction is another document). */
export const ingreso = pgTable(
  'ingreso',
  {
    id: serial('id').primaryKey(),
    facturaId: integer('factura_id')
      .notNull()
      .references(() => factura.id),
    fecha: date('fecha').notNull(),
    monto: money('monto').notNull(),
    formaPago: text('forma_pago').$type<FormaPago>(),
    referencia: text('referencia'),
    creado: audit.creado,
    creadoPor: integer('creado_por').default(actingUser),
  },
  (t) => [
    index('ingreso_factura_idx').on(t.facturaId),
    check('ingreso_monto_check', sql`${t.monto} > 0`),
    check('ingreso_forma_pago_check', sql`${t.formaPago} IS NULL OR ${oneOf(t.formaPago, FORMAS_PAGO)}`),
  ],
);

/**
 * A payment to a proveedor (server/domain/payables.ts): the whole saldo of some of its authorized
 * charges of one obra, an abono (PAGO) per charge whose sum is `total`; folio by the server. Never
 * changed: it is born paid.
 */
export const pago = pgTable(
  'pago',
  {
    ...ofObra<'pagado'>(),
    folio: integer('folio').notNull(),
    fecha: date('fecha').notNull(),
    formaPago: text('forma_pago').notNull().$type<FormaPago>(),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedor.id),
    descripcion: text('descripcion'),
    total: money('total').notNull(),
  },
  (t) => [
    uniqueIndex('pago_folio_key').on(t.sucursalId, t.folio),
    index('pago_obra_idx').on(t.obraId, t.fecha, t.id),
    index('pago_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    check('pago_status_check', oneOf(t.status, ['pagado'])),
    check('pago_forma_pago_check', oneOf(t.formaPago, FORMAS_PAGO)),
    check('pago_total_check', sql`${t.total} > 0`),
  ],
);

/**
 * An obra's figures (docs/domain.md, Obra figures): the running sums its summary and the dashboard
 * read instead of every document. Kept by row triggers on the documents (migration 0018), in the
 * writing transaction, so no write path can forget them; `obraCifrasBreaks`
 * (server/domain/ledger-invariants.ts) recomputes them from the documents. Never written by the server.
 */
export const obraCifras = pgTable('obra_cifras', {
  obraId: integer('obra_id')
    .primaryKey()
    .references(() => obra.id),
  /** Σ total of applied compras. */
  compras: money('compras').notNull().default('0'),
  /** Σ total of applied notas de crédito (lowers the compras). */
  notasCredito: money('notas_credito').notNull().default('0'),
  /** Σ total of authorized orders without a compra plus compras not yet applied. */
  comprometido: money('comprometido').notNull().default('0'),
  /** Σ total of applied gastos. */
  gastos: money('gastos').notNull().default('0'),
  /** Σ total of nóminas. */
  nominas: money('nominas').notNull().default('0'),
  /** Σ total of facturas, and what was collected of them (Σ total − saldo). */
  facturado: money('facturado').notNull().default('0'),
  cobrado: money('cobrado').notNull().default('0'),
});

/**
 * The first answer of a write sent with an `Idempotency-Key` (server/plugins/app/idempotency.ts),
 * per caller and key, kept a day: a repeat (a double click, a re-send after a lost answer) is
 * answered with it instead of writing again. `estado` is null while the first request runs.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    clave: text('clave').notNull(),
    /** Method and URL of the first request. */
    peticion: text('peticion').notNull(),
    /** sha256 of its JSON body ('' for multipart, whose parts are read by the handler). */
    huella: text('huella').notNull(),
    estado: integer('estado'),
    tipo: text('tipo'),
    respuesta: text('respuesta'),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.clave] }), index('idempotencia_creado_idx').on(t.creado)],
);

export * from '../modules/presupuesto/table';
