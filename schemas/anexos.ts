/**
 * A document's anexos (docs/domain.md, Anexos): the files that support it — an estimación's números
 * generadores and its reporte fotográfico —, several per document, each a stored documento with a
 * tipo and a titulo. A document takes them when its `x-lifecycle` declares the action `anexar`
 * (its `from` says when they may be added and removed, its `tipos` what kinds there are, its
 * `accept` what files) and its schema the read-only `anexos` (defs/document). Isomorphic: the
 * server runs it (server/domain/anexos.ts), the mocks answer with it and the browser draws its
 * picker from it.
 */
import { COMPROBANTE_TYPES, lifecycleOf, type ComprobanteType, type Lifecycle } from './lifecycle';
import type { EntitySchema } from './types';

/** The lifecycle action that adds and removes anexos. */
export const ANEXAR = 'anexar';
export const ANEXO_NO_ENCONTRADO = 'Anexo no encontrado..';
export const TITULO_ANEXO = 'Escriba el titulo del anexo (hasta 200 caracteres)..';
export const TIPO_ANEXO = 'Seleccione el tipo de anexo..';
export const TITULO_MAXIMO = 200;

/** An anexo as a document's read answers it. */
export interface Anexo {
  id: number;
  tipo: string;
  titulo: string;
  /** The file's name as uploaded. */
  nombre: string;
  tipoArchivo: ComprobanteType;
  /** `/api/documento/{id}`. */
  url: string;
}

/** What a document declares of its anexos; undefined when it takes none. */
export interface AnexosRule {
  tipos: Record<string, string>;
  accept: readonly ComprobanteType[];
}

export function anexosRuleOf(lifecycle: Lifecycle): AnexosRule | undefined {
  const rule = lifecycle.actions[ANEXAR];
  if (!rule) return undefined;
  return { tipos: rule.tipos ?? {}, accept: rule.accept ?? COMPROBANTE_TYPES };
}

/** A schema's anexos rule; throws for a document that takes none (a programming error). */
export function anexosOf(schema: EntitySchema): AnexosRule {
  const rule = anexosRuleOf(lifecycleOf(schema));
  if (!rule) throw new Error(`${schema.$id}: x-lifecycle no declara la accion ${ANEXAR}`);
  return rule;
}

/** The label of an anexo's tipo as its document declares it ('foto' → 'Reporte fotografico'). */
export const tipoDeAnexo = (rule: AnexosRule, tipo: string) => rule.tipos[tipo] ?? tipo;

/**
 * The text parts of an anexo's upload (`titulo`, `tipo`), checked by the server before anything is
 * stored and by the browser's form for comfort; the file part is checked by content.
 */
export function anexoBody(schema: EntitySchema): EntitySchema {
  const { tipos } = anexosOf(schema);
  return {
    $id: `anexo${schema.$id[0].toUpperCase()}${schema.$id.slice(1)}`,
    title: `Anexo de ${schema.title}`,
    type: 'object',
    required: ['titulo', 'tipo'],
    properties: {
      titulo: {
        type: 'string',
        title: 'Titulo',
        minLength: 1,
        maxLength: TITULO_MAXIMO,
        errorMessage: TITULO_ANEXO,
      },
      tipo: {
        type: 'string',
        title: 'Tipo',
        enum: Object.keys(tipos),
        errorMessage: TIPO_ANEXO,
        'x-ui': { widget: 'select', enumLabels: Object.values(tipos) },
      },
    },
  };
}
