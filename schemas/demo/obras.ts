/**
 * The demo records: clientes of Sonora (RFCs with SAT's check digit) and their obras, the one
 * dataset behind the demo seed (server/db/seed/demo.ts) and the mocks' clientes
 * (mocks/fixtures/clientes.ts). Obra dates are days from the seeding day, so the dashboard always
 * shows obras finished, under way and not started; money is text for numeric columns, utilidad is
 * computed when seeding (schemas/obra.ts).
 */
import type { Cliente } from '../generated/cliente';

export type DemoCliente = Omit<Required<Cliente>, 'id' | 'sucursal' | 'actualizado'>;

export interface DemoObra {
  nombre: string;
  /** RFC of the obra's cliente. */
  cliente: string;
  inicio: number;
  fin: number;
  costoTotal: string;
  insumos: string;
  manoObra: string;
  indirectos: string;
  anticipo?: string;
  /** docs/product.md §9's obra payment methods. */
  metodoPago: 'contado' | 'sinanticipo' | 'Transferencia HSBC' | 'Transferencia BBVA';
  terminado?: boolean;
  /** Has billed nothing yet: its presupuesto is about to be restated by an import, which estimaciones forbid. */
  sinEstimaciones?: true;
}

const cliente = (
  nombre: string,
  razonSocial: string,
  rfc: string,
  direccion: string,
  telefono: string,
  dominio: string,
  nombreContacto: string,
  telefonoContacto: string,
  diasCredito: number,
): DemoCliente => ({
  nombre,
  razonSocial,
  rfc,
  direccion,
  telefono,
  correoElectronico: `contacto@${dominio}`,
  nombreContacto,
  telefonoContacto,
  correoContacto: `${nombreContacto.split(' ')[0].toLowerCase()}@${dominio}`,
  diasCredito,
});

/** The demo company's RFC, the receptor of its suppliers' CFDIs. */
export const DEMO_RFC_EMPRESA = 'CSO980512KT5';

export const DEMO_SUCURSAL_OBREGON = {
  nombre: 'Sucursal Obregon',
  direccion: 'Calle Jalisco 1020 Pte., Centro, Cd. Obregon, Sonora',
  telefono: '644 414 2200',
};

export const CLIENTES_MATRIZ: DemoCliente[] = [
  cliente(
    'Constructora Pitic',
    'Constructora Pitic SA de CV',
    'CPI950214AB1',
    'Blvd. Kino 1105, Col. Pitic, Hermosillo, Sonora, C.P. 83150',
    '662 215 3040',
    'constructorapitic.mx',
    'Ricardo Ibarra Soto',
    '662 148 2231',
    30,
  ),
  cliente(
    'Desarrollos Inmobiliarios del Noroeste',
    'Desarrollos Inmobiliarios del Noroeste SA de CV',
    'DIN030618M71',
    'Blvd. Luis Encinas Johnson 225, Col. San Benito, Hermosillo, Sonora, C.P. 83190',
    '662 260 1187',
    'dinoroeste.com.mx',
    'Laura Quiroz Amaya',
    '662 199 0412',
    45,
  ),
  cliente(
    'Grupo Agroindustrial de la Costa',
    'Grupo Agroindustrial de la Costa SPR de RL',
    'GAI0111203K2',
    'Carretera a Bahia de Kino Km 18.5, Hermosillo, Sonora, C.P. 83340',
    '662 251 0090',
    'agrocosta.mx',
    'Hector Molina Ruiz',
    '662 331 8790',
    60,
  ),
  cliente(
    'Minera Santa Elena',
    'Minera Santa Elena SA de CV',
    'MSE100823QW0',
    'Calle Juarez 14, Centro, Banamichi, Sonora, C.P. 84600',
    '634 342 0151',
    'mineraselena.mx',
    'Patricia Leyva Gil',
    '634 110 4528',
    30,
  ),
  cliente(
    'Hoteles Bahia de Kino',
    'Hoteles Bahia de Kino SA de CV',
    'HBK070530HN6',
    'Av. Mar de Cortes 300, Bahia de Kino, Sonora, C.P. 83340',
    '662 242 0505',
    'hotelesbahiakino.mx',
    'Fernando Tapia Cruz',
    '662 242 0610',
    15,
  ),
  cliente(
    'Comercializadora del Rio Sonora',
    'Comercializadora del Rio Sonora SA de CV',
    'CRS120904P28',
    'Av. Serdan 75, Centro, Guaymas, Sonora, C.P. 85400',
    '622 222 4170',
    'comriosonora.mx',
    'Alejandra Romo Perez',
    '622 155 9021',
    30,
  ),
  cliente(
    'Parque Industrial Nogales',
    'Parque Industrial Nogales SA de CV',
    'PIN980310S5A',
    'Parque Industrial Nuevo Nogales Lote 7, Nogales, Sonora, C.P. 84094',
    '631 314 2600',
    'pinogales.com',
    'Oscar Figueroa Lopez',
    '631 120 7788',
    45,
  ),
  cliente(
    'Maquiladora Fronteriza',
    'Maquiladora Fronteriza de Nogales SA de CV',
    'MFN040715LT2',
    'Av. Alvaro Obregon 2250, Nogales, Sonora, C.P. 84065',
    '631 312 8844',
    'mafronteriza.mx',
    'Claudia Acuna Ramos',
    '631 177 3305',
    30,
  ),
  cliente(
    'Jesus Alberto Valenzuela Ruiz',
    'Jesus Alberto Valenzuela Ruiz',
    'VARJ780912KD6',
    'Calle Yanez 48, Col. Centenario, Hermosillo, Sonora, C.P. 83260',
    '662 213 7765',
    'valenzuelaruiz.mx',
    'Jesus Valenzuela Ruiz',
    '662 213 7765',
    0,
  ),
  cliente(
    'Maria Guadalupe Encinas Lopez',
    'Maria Guadalupe Encinas Lopez',
    'EILG850305R43',
    'Calle No Reeleccion 610, Centro, Navojoa, Sonora, C.P. 85800',
    '642 422 1930',
    'encinaslopez.mx',
    'Guadalupe Encinas Lopez',
    '642 101 5566',
    15,
  ),
  cliente(
    'Francisco Javier Moreno Cota',
    'Francisco Javier Moreno Cota',
    'MOCF690127BN5',
    'Calle Ninos Heroes 144, Centro, Cananea, Sonora, C.P. 84620',
    '645 332 0418',
    'morenocota.mx',
    'Francisco Moreno Cota',
    '645 110 2274',
    30,
  ),
  cliente(
    'Ana Lucia Durazo Felix',
    'Ana Lucia Durazo Felix',
    'DUFA910418TA1',
    'Blvd. Colosio 905, Col. Valle Verde, Hermosillo, Sonora, C.P. 83200',
    '662 285 6412',
    'durazofelix.mx',
    'Ana Durazo Felix',
    '662 285 6412',
    0,
  ),
  cliente(
    'Publico en General',
    'Publico en General',
    'XAXX010101000',
    'Av. Kino 501, Centro, San Luis Rio Colorado, Sonora, C.P. 83400',
    '653 534 2210',
    'ventas.obras.mx',
    'Mostrador Ventas',
    '653 534 2210',
    0,
  ),
];

export const CLIENTES_OBREGON: DemoCliente[] = [
  cliente(
    'Agricola del Valle del Yaqui',
    'Agricola del Valle del Yaqui SPR de RL',
    'AVY010509E19',
    'Calle 200 y Norte 1500, Valle del Yaqui, Cajeme, Sonora, C.P. 85210',
    '644 417 3300',
    'avyaqui.mx',
    'Rogelio Valdez Soto',
    '644 190 2281',
    60,
  ),
  cliente(
    'Ramon Esquer Borquez',
    'Ramon Esquer Borquez',
    'EUBR720830G34',
    'Calle Guerrero 705 Ote., Centro, Cd. Obregon, Sonora, C.P. 85000',
    '644 413 0962',
    'esquerborquez.mx',
    'Ramon Esquer Borquez',
    '644 413 0962',
    15,
  ),
];

export const OBRAS_MATRIZ: DemoObra[] = [
  {
    nombre: 'Torre Medica Pitic',
    cliente: 'DIN030618M71',
    inicio: -120,
    fin: 180,
    costoTotal: '18500000.00',
    insumos: '9250000.00',
    manoObra: '4625000.00',
    indirectos: '1850000.00',
    anticipo: '5550000.00',
    metodoPago: 'Transferencia BBVA',
  },
  {
    nombre: 'Nave Industrial Nogales Norte',
    cliente: 'PIN980310S5A',
    inicio: -260,
    fin: -20,
    costoTotal: '12300000.00',
    insumos: '6765000.00',
    manoObra: '2952000.00',
    indirectos: '984000.00',
    anticipo: '3690000.00',
    metodoPago: 'Transferencia HSBC',
    terminado: true,
  },
  {
    nombre: 'Remodelacion Hotel Bahia de Kino',
    cliente: 'HBK070530HN6',
    inicio: -60,
    fin: 30,
    costoTotal: '3480500.50',
    insumos: '1566225.23',
    manoObra: '1044150.15',
    indirectos: '348050.05',
    anticipo: '1044150.00',
    metodoPago: 'Transferencia BBVA',
  },
  {
    nombre: 'Casa Habitacion Valle Grande',
    cliente: 'VARJ780912KD6',
    inicio: -30,
    fin: 90,
    costoTotal: '2150000.00',
    insumos: '1075000.00',
    manoObra: '537500.00',
    indirectos: '172000.00',
    metodoPago: 'contado',
  },
  {
    nombre: 'Bodega Agroindustrial Costa de Hermosillo',
    cliente: 'GAI0111203K2',
    inicio: 20,
    fin: 200,
    costoTotal: '7850000.00',
    insumos: '4317500.00',
    manoObra: '1570000.00',
    indirectos: '628000.00',
    metodoPago: 'sinanticipo',
  },
  {
    nombre: 'Ampliacion Planta Minera Santa Elena',
    cliente: 'MSE100823QW0',
    inicio: -300,
    fin: 60,
    costoTotal: '25740000.00',
    insumos: '14157000.00',
    manoObra: '5148000.00',
    indirectos: '2316600.00',
    anticipo: '7722000.00',
    metodoPago: 'Transferencia HSBC',
    sinEstimaciones: true,
  },
  {
    nombre: 'Local Comercial Centro Guaymas',
    cliente: 'CRS120904P28',
    inicio: -15,
    fin: 45,
    costoTotal: '1275800.75',
    insumos: '637900.40',
    manoObra: '318950.20',
    indirectos: '102064.06',
    metodoPago: 'contado',
  },
];

export const OBRAS_OBREGON: DemoObra[] = [
  {
    nombre: 'Almacen de Granos Valle del Yaqui',
    cliente: 'AVY010509E19',
    inicio: -45,
    fin: 120,
    costoTotal: '9640000.00',
    insumos: '5302000.00',
    manoObra: '1928000.00',
    indirectos: '771200.00',
    anticipo: '2892000.00',
    metodoPago: 'Transferencia BBVA',
  },
];
