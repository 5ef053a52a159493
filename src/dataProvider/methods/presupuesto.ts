/**
 * The presupuesto of an obra (schemas/api/presupuesto.ts): its tree with totals, a keyset page of
 * its conceptos de obra, and the import of an OPUS or Neodata sheet (a preview, then the same file
 * confirmed), the export as .xlsx or PDF, and a concepto's avance and its capture. A concepto's read
 * and edit are the resource's CRUD (`presupuesto`).
 */
import type {
  PresupuestoAvanceReply,
  PresupuestoCapturarAvanceBody,
  PresupuestoConceptosQuery,
  PresupuestoConceptosReply,
  PresupuestoImportarReply,
  PresupuestoResumenReply,
} from '../../../schemas/generated/api';
import { apiBlob, apiJson } from '../http';
import { apiUpload } from '../upload';
import { encodeId, mutation, query } from './method';

export type ResumenPresupuesto = PresupuestoResumenReply;
export type PartidaPresupuesto = ResumenPresupuesto['partidas'][number];
export type PaginaConceptos = PresupuestoConceptosReply;
export type ConceptoDeObra = PaginaConceptos['content'][number];
export type ImportacionPresupuesto = PresupuestoImportarReply;
export type RenglonImportado = ImportacionPresupuesto['renglones']['content'][number];
export type AvanceDeConcepto = PresupuestoAvanceReply;

export interface ImportarPresupuesto {
  idObra: number;
  /** The .xlsx or .csv sheet. */
  archivo: File;
  /** False reads and checks only; true replaces the obra's presupuesto. */
  confirmar: boolean;
  /** The preview's rows: only those with errors. */
  soloErrores?: boolean;
  page?: number;
  pageSize?: number;
  /** Whole percent of the sheet sent. */
  onProgress?: (percent: number) => void;
}

const base = (idObra: number) => `/api/presupuesto/obra/${encodeId(idObra)}`;

export const presupuestoMethods = {
  resumenPresupuesto: query((idObra: number) => apiJson<ResumenPresupuesto>(base(idObra))),
  conceptosPresupuesto: query(({ idObra, ...pagina }: PresupuestoConceptosQuery & { idObra: number }) =>
    apiJson<PaginaConceptos>(`${base(idObra)}/conceptos`, { query: pagina }),
  ),
  exportarPresupuesto: query((idObra: number) => apiBlob(`${base(idObra)}/exportar`)),
  imprimirPresupuesto: query((idObra: number) => apiBlob(`${base(idObra)}/pdf`)),
  importarPresupuesto: mutation(
    ({ idObra, archivo, confirmar, soloErrores, page, pageSize, onProgress }: ImportarPresupuesto) => {
      const body = new FormData();
      body.append('confirmar', String(confirmar));
      if (soloErrores) body.append('soloErrores', 'true');
      if (page !== undefined) body.append('page', String(page));
      if (pageSize !== undefined) body.append('pageSize', String(pageSize));
      body.append('archivo', archivo, archivo.name);
      return apiUpload<ImportacionPresupuesto>(`${base(idObra)}/importar`, body, { method: 'POST', onProgress });
    },
    // A preview changes nothing, but a confirmed import replaces the whole tree.
    ['resumenPresupuesto', 'conceptosPresupuesto', 'presupuesto'],
  ),
  avanceConcepto: query((idConcepto: number) =>
    apiJson<AvanceDeConcepto>(`/api/presupuesto/concepto/${encodeId(idConcepto)}/avance`),
  ),
  capturarAvance: mutation(
    ({ idConcepto, ...captura }: PresupuestoCapturarAvanceBody & { idConcepto: number }) =>
      apiJson<AvanceDeConcepto>(`/api/presupuesto/concepto/${encodeId(idConcepto)}/avance`, {
        method: 'POST',
        body: captura,
      }),
    ['avanceConcepto', 'resumenObra', 'avanceObras'],
  ),
};
