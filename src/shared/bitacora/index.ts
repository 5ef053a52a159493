/** The bitácora in the browser: a record's history, attachable to any editor. */
export { HistorialButton, HISTORIAL, type HistorialButtonProps } from './HistorialButton';
export { formatMomento, cambiosDe, tituloDeCampo, ZONA_HORARIA } from './historial';
export { tablaDe } from './tabla';
