/**
 * Test-only presupuestos in the shapes OPUS and Neodata export: title rows (company, obra, fecha),
 * merged title cells, partidas with their subtotals, a grand total followed by IVA, numbers stored
 * as text with thousands separators. Each says what it must read as.
 */
import ExcelJS from 'exceljs';

type Celda = string | number | null;

/** OPUS: three levels, subtotal in the partida's row and in a 'Total' row, amounts as text. */
export const OPUS: Celda[][] = [
  ['CONSTRUCTORA DEL NOROESTE, S.A. DE C.V.', null, null, null, null, null],
  ['Obra: Torre Norte, Hermosillo, Sonora', null, null, null, null, null],
  ['Fecha: 15/03/2026', null, null, null, null, null],
  [],
  ['Clave', 'Descripción', 'Unidad', 'Cantidad', 'P. U.', 'Importe'],
  ['01', 'PRELIMINARES', null, null, null, '25,100.00'],
  ['01.01', 'Limpieza y trazo', null, null, null, '5,100.00'],
  ['PRE-001', 'Limpieza del terreno con medios manuales', 'm2', '1,000.00', '3.50', '3,500.00'],
  ['PRE-002', 'Trazo y nivelación con equipo topográfico', 'm2', '1,000.0000', '1.60', '1,600.00'],
  [null, 'Total Limpieza y trazo', null, null, null, '5,100.00'],
  ['01.02', 'Excavaciones', null, null, null, '20,000.00'],
  ['01.02.01', 'A mano', null, null, null, '20,000.00'],
  ['PRE-003', 'Excavación a mano en material tipo II', 'm3', 125, 160, 20000],
  [null, 'hasta 2.00 m de profundidad', null, null, null, null],
  [null, 'Total PRELIMINARES', null, null, null, '25,100.00'],
  ['02', 'CIMENTACIÓN', null, null, null, '1,234,567.89'],
  ['CIM-001', "Concreto f'c=250 kg/cm2 en zapatas", 'm3', '3,086.4197', '400.00', '1,234,567.88'],
  [null, 'Total CIMENTACIÓN', null, null, null, '1,234,567.89'],
  [],
  [null, 'Total del presupuesto', null, null, null, '$ 1,259,667.89'],
  [null, 'I.V.A. 16%', null, null, null, '201,546.86'],
  [null, 'Total con I.V.A.', null, null, null, '1,461,214.75'],
  [null, 'Ing. Responsable', null, null, null, null],
];

/** What OPUS reads as: 5 partidas, 4 conceptos, 0.01 below the file's total (CIM-001's rounding). */
export const OPUS_LEIDO = { partidas: 5, conceptos: 4, total: 1259667.88, totalArchivo: 1259667.89 };

/** Neodata: 'Código', 'Concepto', 'Cant.', 'P. Unitario'; 'Subtotal partida' rows; CSV with quoted fields. */
export const NEODATA: Celda[][] = [
  ['Constructora del Noroeste', '', '', '', '', ''],
  ['Presupuesto: Nave Industrial Parque Sur', '', '', '', '', ''],
  ['Fecha 01/04/2026', '', '', '', '', ''],
  ['CÓDIGO', ' Concepto ', 'UNIDAD', 'Cant.', 'P. Unitario', 'IMPORTE'],
  ['A', 'ESTRUCTURA', '', '', '', ''],
  [
    'A01',
    'Acero estructural A-36, "incluye" habilitado, montaje y primario',
    'kg',
    '12,500.5000',
    '45.30',
    '566,272.65',
  ],
  ['A02', 'Soldadura, de filete', 'ml', '320', '85.00', '27,200.00'],
  ['', 'Subtotal partida A', '', '', '', '593,472.65'],
  ['B', 'TECHUMBRE', '', '', '', ''],
  ['B01', 'Lámina KR-18 cal. 24', 'm2', '2,400.00', '310.25', '744,600.00'],
  ['', 'Subtotal partida B', '', '', '', '744,600.00'],
  ['', 'TOTAL', '', '', '', '1,338,072.65'],
];

export const NEODATA_LEIDO = { partidas: 2, conceptos: 3, total: 1338072.65, totalArchivo: 1338072.65 };

/** OPUS's shape with one error of each kind, row by row (as the sheet numbers them). */
export const CON_ERRORES: Celda[][] = [
  ['CONSTRUCTORA DEL NOROESTE', null, null, null, null, null],
  ['Clave', 'Descripcion', 'Unidad', 'Cantidad', 'Precio Unitario', 'Importe'],
  ['01', 'ALBAÑILERÍA', null, null, null, null],
  ['ALB-001', 'Muro de block 15 cm', 'm2', '100', '350.00', '35,000.00'],
  ['ALB-002', 'Aplanado fino', 'm2', '100', '120.00', '12,500.00'],
  ['ALB-003', 'Castillo 15x15', null, '40', '210.00', '8,400.00'],
  ['ALB-001', 'Muro repetido', 'm2', '1', '1.00', '1.00'],
  ['ALB-004', 'Dala de desplante', 'ml', 'cuarenta', '190.00', '7,600.00'],
];

export const CON_ERRORES_LEIDO = {
  5: 'El importe $12,500.00 no es cantidad × P.U. ($12,000.00)',
  6: 'Falta la unidad',
  7: 'La clave ALB-001 se repite (renglon 4)',
  8: 'La cantidad no es un numero: cuarenta',
};

/** An .xlsx of `filas`, the first row's title merged across the columns as OPUS writes it. */
export async function libro(filas: Celda[][], combinarTitulos = 0): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const hoja = book.addWorksheet('Presupuesto');
  for (const fila of filas) hoja.addRow(fila);
  for (let r = 1; r <= combinarTitulos; r += 1) hoja.mergeCells(r, 1, r, 6);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A CSV of `filas`, every field quoted as Neodata writes it. */
export const csv = (filas: Celda[][]): Buffer =>
  Buffer.from(
    filas.map((fila) => fila.map((c) => `"${String(c ?? '').replaceAll('"', '""')}"`).join(',')).join('\r\n'),
  );

/** A presupuesto of `partidas` × `porPartida` conceptos, for the big sheet's tests. */
export function grande(partidas: number, porPartida: number): Celda[][] {
  const filas: Celda[][] = [['Presupuesto grande'], ['Clave', 'Descripcion', 'Unidad', 'Cantidad', 'P.U.', 'Importe']];
  for (let p = 1; p <= partidas; p += 1) {
    filas.push([`P${p}`, `Partida ${p}`, null, null, null, null]);
    for (let c = 1; c <= porPartida; c += 1) {
      filas.push([`P${p}-${c}`, `Concepto ${c} de la partida ${p}`, 'pza', c, '10.00', c * 10]);
    }
  }
  return filas;
}
