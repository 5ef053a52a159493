export { ElegirHoja, HOJAS, LEYENDO, type ElegirHojaProps } from './ElegirHoja';
export { useEnvioDeHoja } from './useEnvioDeHoja';
