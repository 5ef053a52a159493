/** The presupuesto screens' texts (Spanish, as the product writes them). */
import { COLUMNAS_PRESUPUESTO, COSTO_TOTAL_OBRA, TOTAL_PRESUPUESTO } from '../../../schemas/presupuesto';
import { pesos } from '../../shared/formato';

export const PRESUPUESTO = {
  titulo: 'Presupuesto',
  total: TOTAL_PRESUPUESTO,
  costoTotal: COSTO_TOTAL_OBRA,
  diferencia: 'Diferencia',
  contratado: 'Contratado',
  ajustes: 'Ajustes autorizados',
  buscar: 'Buscar por clave o descripcion',
  vacio: 'La obra aun no tiene presupuesto. Importelo de una hoja de OPUS o Neodata.',
  sinResultados: 'Ningun concepto coincide con la busqueda',
  sinPartida: 'Conceptos sin partida',
  cargarMas: 'Cargar mas conceptos',
  cargando: 'Cargando conceptos…',
  exportar: 'Exportar a Excel',
  imprimir: 'Imprimir',
  terminada: 'Obra terminada: el presupuesto es de solo lectura',
  expandir: (clave: string) => `Mostrar la partida ${clave}`,
  contraer: (clave: string) => `Ocultar la partida ${clave}`,
  conceptos: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'concepto' : 'conceptos'}`,
  partidas: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'partida' : 'partidas'}`,
};

/** Why the presupuesto and the contract differ, in words (`diferencia` = costoTotal − total). */
export function explicarDiferencia(diferencia: number): string {
  if (diferencia === 0) return 'Los conceptos suman exactamente el costo total de la obra.';
  const monto = pesos(Math.abs(diferencia));
  return diferencia > 0
    ? `Los conceptos suman ${monto} menos que el costo total de la obra (el monto del contrato antes de IVA).`
    : `Los conceptos suman ${monto} mas que el costo total de la obra (el monto del contrato antes de IVA).`;
}

export const COLUMNAS = COLUMNAS_PRESUPUESTO;

export const IMPORTAR = {
  boton: 'Importar',
  titulo: 'Importar presupuesto',
  hint: 'Hoja de OPUS o Neodata: .xlsx o .csv',
  cerrar: 'Cerrar',
  soloErrores: 'Solo renglones con errores',
  fila: 'Renglon',
  tipo: 'Tipo',
  errores: 'Errores',
  partida: 'Partida',
  concepto: 'Concepto',
  totalArchivo: 'Total de la hoja',
  sinTotalArchivo: 'La hoja no declara un total',
  confirmar: (conceptos: number) => `Importar ${conceptos.toLocaleString('en-US')} conceptos`,
  reemplaza: 'Importar reemplaza el presupuesto actual de la obra.',
  resumen: (partidas: number, conceptos: number, conErrores: number) =>
    `${PRESUPUESTO.partidas(partidas)} y ${PRESUPUESTO.conceptos(conceptos)}` +
    (conErrores > 0
      ? `; ${conErrores.toLocaleString('en-US')} ${conErrores === 1 ? 'renglon tiene' : 'renglones tienen'} errores`
      : ', sin errores'),
  importado: (conceptos: number) => `Presupuesto importado: ${PRESUPUESTO.conceptos(conceptos)}`,
  cuadra: 'El total coincide con el de la hoja.',
  noCuadra: (diferencia: string) => `El total difiere del de la hoja por ${diferencia}.`,
};

/** The avance capture of a concepto (docs/domain.md, Avance físico). */
export const AVANCE_CONCEPTO = {
  titulo: 'Avance físico',
  fecha: 'Fecha',
  cantidad: 'Cantidad acumulada ejecutada',
  capturar: 'Capturar avance',
  sinCapturas: 'Aún no se ha capturado avance de este concepto.',
  ejecutado: (ejecutado: string, porcentaje: string) => `Ejecutado: ${ejecutado} (${porcentaje} del importe)`,
  capturas: 'Capturas del concepto',
};
