/** A designer field written as its JSON Schema property: the one way a field becomes a property (./index.ts). */
import type { PropertySchema } from '../types';
import { ARCHIVO_MB, FOTO_TIPOS, REFERENCIAS, REGISTRO_INVALIDO, type Campo, type CampoTipo } from './kinds';

const INVALIDO: Partial<Record<CampoTipo, string>> = {
  entero: 'Ingrese un numero entero valido..',
  numero: 'Ingrese un numero valido..',
  importe: 'Ingrese un importe valido..',
  fecha: 'Ingrese una fecha valida..',
};

const range = (campo: Campo) => ({
  ...(campo.minimo !== undefined && { minimum: campo.minimo }),
  ...(campo.maximo !== undefined && { maximum: campo.maximo }),
});

const mensaje = (tipo: CampoTipo) => (INVALIDO[tipo] ? { errorMessage: INVALIDO[tipo] } : {});

function referenciaInvalida(referencia: string): string {
  return REFERENCIAS[referencia]?.invalido ?? REGISTRO_INVALIDO;
}

/** The property of a designer field. */
export function propiedadDe(campo: Campo): PropertySchema {
  const base: PropertySchema = {
    title: campo.etiqueta.trim(),
    ...(campo.ayuda?.trim() && { description: campo.ayuda.trim() }),
  };
  switch (campo.tipo) {
    case 'texto':
    case 'textoLargo':
      return {
        ...base,
        type: 'string',
        maxLength: campo.longitudMaxima ?? (campo.tipo === 'texto' ? 150 : 1000),
        ...(campo.tipo === 'textoLargo' && { 'x-ui': { multiline: true } }),
      };
    case 'entero':
      return { ...base, type: 'integer', ...range(campo), 'x-normalize': ['integer'], ...mensaje('entero') };
    case 'numero':
      return { ...base, type: 'number', ...range(campo), ...mensaje('numero') };
    case 'importe':
      return {
        ...base,
        type: 'number',
        minimum: 0,
        ...range(campo),
        'x-ui': { widget: 'money' },
        ...mensaje('importe'),
      };
    case 'fecha':
      return { ...base, type: 'string', format: 'date', ...mensaje('fecha') };
    case 'booleano':
      return { ...base, type: 'boolean' };
    case 'opciones':
      return { ...base, type: 'string', enum: [...(campo.opciones ?? [])] };
    case 'referencia': {
      const referencia = campo.referencia ?? '';
      return {
        ...base,
        type: 'object',
        required: ['id'],
        properties: {
          id: {
            type: 'integer',
            minimum: 1,
            maximum: 2147483647,
            'x-normalize': ['integer'],
            errorMessage: referenciaInvalida(referencia),
          },
          nombre: { type: 'string', readOnly: true },
        },
        'x-ui': { widget: 'reference', reference: referencia },
      };
    }
    case 'archivo':
      return {
        ...base,
        type: 'string',
        readOnly: true,
        'x-ui': { widget: 'file', accept: campo.tipos ?? [...FOTO_TIPOS], maxMB: campo.maxMB ?? ARCHIVO_MB },
      };
  }
}
