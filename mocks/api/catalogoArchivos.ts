/**
 * A catalog's import and export (schemas/api/catalogo-diseno.ts `catalogoArchivoApi`): the import
 * answers the maquinaria sheet's preview (`confirmar=false`) or its stored rows (`confirmar=true`)
 * whatever the file's rows, refusing what is no .xlsx or .csv; the export answers a workbook. Before
 * the records' `…/:id` routes, which would take `exportar` for an id.
 */
import { http, HttpResponse } from 'msw';
import { importacionConfirmada, importacionMaquinaria } from '../fixtures/importacion';
import { errorResponse } from './util';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const HOJA_INVALIDA = 'El archivo debe ser una hoja .xlsx o .csv';
export const SIN_ARCHIVO = 'Seleccione la hoja a importar';

export const catalogoArchivoHandlers = [
  http.post('/api/catalogo/:catalogo/importar', async ({ request, params }) => {
    if (params.catalogo !== 'maquinaria') return errorResponse(404, `No existe el catalogo ${String(params.catalogo)}`);
    const form = await request.formData();
    const archivo = form.get('archivo');
    if (!(archivo instanceof Blob))
      return errorResponse(400, SIN_ARCHIVO, [{ field: 'archivo', message: SIN_ARCHIVO }]);
    if (!/\.(xlsx|csv)$/i.test((archivo as File).name)) return errorResponse(415, HOJA_INVALIDA);
    return HttpResponse.json(form.get('confirmar') === 'true' ? importacionConfirmada : importacionMaquinaria);
  }),
  http.get('/api/catalogo/:catalogo/exportar', ({ params }) =>
    // Not a workbook: the screen only saves what arrives, under its name.
    HttpResponse.arrayBuffer(new TextEncoder().encode('PK').buffer, {
      headers: {
        'content-type': XLSX,
        'content-disposition': `attachment; filename="${String(params.catalogo)}.xlsx"`,
      },
    }),
  ),
];
