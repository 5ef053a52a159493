/**
 * A document type's mocked lifecycle, from the same declaration the server runs (the schema's
 * `x-lifecycle`, schemas/lifecycle.ts): reads answer `acciones`, and an action or an edit answers
 * the server's 404 and 409s with the same texts. The document's own refusals (an approval limit,
 * one nota per compra; after the change, as the server's effects: an order above its obra's
 * Insumos budget without a justification) come from the shared message builders
 * (schemas/approval.ts, schemas/purchasing.ts).
 */
import { HttpResponse } from 'msw';
import type { EntitySchema } from '../../schemas';
import { accionesOf, camposFaltantes, lifecycleOf, nextStatus, statusDenial } from '../../schemas/lifecycle';
import { OBRA_TERMINADA } from '../../schemas/messages';
import { obras } from '../fixtures/obras';
import { errorResponse } from './util';
import { saved, staleAnswer } from './version';

export interface MockDocument {
  id?: number | string;
  status?: string;
  comprobante?: string;
  obra?: { id?: number };
}

/** A refusal of the document's own: the status the server answers it with, and its message. */
export interface Refusal {
  status: number;
  message: string;
}

export type Refuse<T> = (action: string, document: T) => Refusal | undefined;

/**
 * @param refuse the refusals before the change, which reads also ask for `acciones`.
 * @param refuseChanged the refusals of the document as the action changed it, which undo it.
 */
export function documentMock<T extends MockDocument>(
  schema: EntitySchema,
  refuse: Refuse<T> = () => undefined,
  refuseChanged: Refuse<T> = () => undefined,
) {
  const lifecycle = lifecycleOf(schema);
  const terminada = (document: T) => obras.find((o) => o.id === document.obra?.id)?.terminado === true;
  /** The document with the required fields it leaves empty, as the server reads it. */
  const state = (document: T) => ({ ...document, faltantes: camposFaltantes(schema, document) });

  /** The refusal of `action` on `document` now, as the server would answer it. */
  function refusal(action: string, document: T): Refusal | undefined {
    if (terminada(document)) return { status: 409, message: OBRA_TERMINADA };
    const denied = statusDenial(lifecycle, action, state(document));
    return denied ? { status: 409, message: denied } : refuse(action, document);
  }

  /** The document as a read answers it: with what the caller may do now. */
  async function answer(document: T): Promise<T & { acciones: object }> {
    const acciones = await accionesOf(lifecycle, state(document), {
      obraTerminada: terminada(document),
      mayUse: () => true,
      refusal: (action) => refuse(action, document)?.message,
    });
    return { ...document, acciones };
  }

  return {
    notFound: lifecycle.notFound,
    answer,
    /** Why `action` is refused on `document` now (a closed obra, its status, its own rules), if it is. */
    refusal,
    /** GET: the read, or 404. */
    async read(document: T | undefined) {
      return document ? HttpResponse.json(await answer(document)) : errorResponse(404, lifecycle.notFound);
    },
    /** POST: the new document as stored (201). */
    async created(document: T) {
      return HttpResponse.json(await answer(saved(document)), { status: 201 });
    },
    /**
     * An action (or `editar` with the body sent, `adjuntar`): 404, the refusal, a stale version's 409
     * (after the rules, as on the server), or `change` of the document in its new status, saved.
     */
    async act(document: T | undefined, action: string, change: (document: T) => T = (d) => d, body?: unknown) {
      if (!document) return errorResponse(404, lifecycle.notFound);
      const refused = refusal(action, document);
      if (refused) return errorResponse(refused.status, refused.message);
      const stale = body === undefined ? undefined : staleAnswer(document, body);
      if (stale) return stale;
      const changed = change({ ...document, status: nextStatus(lifecycle, action, document) });
      const undone = refuseChanged(action, changed);
      if (undone) return errorResponse(undone.status, undone.message);
      return HttpResponse.json(await answer(saved(changed)));
    },
  };
}
