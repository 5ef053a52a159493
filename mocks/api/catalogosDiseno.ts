/** The catalog designer (`/api/configura/catalogos`): list, revision, create and change, as the server answers them. */
import { http, HttpResponse } from 'msw';
import { NOMBRE_CATALOGO_MENSAJE } from '../../schemas/api/catalogo-diseno';
import type { CatalogoCambiado, CatalogoNuevo, RevisionCatalogo } from '../../src/dataProvider';
import { cambiosDe, catalogosDiseno, servidoDe } from '../fixtures/catalogosDiseno';
import { errorResponse } from './util';

const API = '/api/configura/catalogos';
const NOMBRE = /^[a-z][a-z0-9-]{0,49}$/;

/** 400 with the reason the server gives for a schema it cannot use, or undefined when it can. */
function inservible(nombre: string, esquema: CatalogoNuevo['esquema']) {
  try {
    servidoDe(nombre, esquema);
    return undefined;
  } catch (error) {
    return errorResponse(400, `El esquema no sirve: ${(error as Error).message}`, [
      { field: 'esquema', message: (error as Error).message },
    ]);
  }
}

export const catalogoDisenoHandlers = [
  http.get(API, () => HttpResponse.json(catalogosDiseno)),
  http.post(`${API}/revision`, async ({ request }) => {
    const { nombre, esquema, predeterminados } = (await request.json()) as RevisionCatalogo;
    const refused = inservible(nombre, esquema);
    if (refused) return refused;
    const cambios = cambiosDe(nombre, esquema, predeterminados);
    return HttpResponse.json({ servido: servidoDe(nombre, esquema), cambios, aplicable: cambios.length === 0 });
  }),
  http.post(API, async ({ request }) => {
    const { nombre, esquema } = (await request.json()) as CatalogoNuevo;
    if (!NOMBRE.test(nombre))
      return errorResponse(400, NOMBRE_CATALOGO_MENSAJE, [{ field: 'nombre', message: NOMBRE_CATALOGO_MENSAJE }]);
    if (catalogosDiseno.some((c) => c.nombre === nombre)) return errorResponse(409, `Ya existe el catalogo ${nombre}`);
    return (
      inservible(nombre, esquema) ?? HttpResponse.json({ nombre, esquema, version: 1, registros: 0 }, { status: 201 })
    );
  }),
  http.put(`${API}/:nombre`, async ({ request, params }) => {
    const { esquema, version, predeterminados } = (await request.json()) as Omit<CatalogoCambiado, 'nombre'>;
    const guardado = catalogosDiseno.find((c) => c.nombre === params.nombre);
    if (!guardado) return errorResponse(404, `No existe el catalogo ${String(params.nombre)}`);
    if (version !== guardado.version) {
      const message = 'Otro usuario cambio el catalogo despues de que lo abrio; recargue para ver sus cambios';
      return errorResponse(409, message, [{ field: 'version', message }]);
    }
    const refused = inservible(guardado.nombre, esquema);
    if (refused) return refused;
    const cambios = cambiosDe(guardado.nombre, esquema, predeterminados);
    if (cambios.length > 0) {
      const errors = cambios.map((c) => ({ field: c.campo, message: c.mensaje }));
      return errorResponse(409, 'El cambio dejaria registros invalidos; indique un valor para ellos', errors);
    }
    return HttpResponse.json({ ...guardado, esquema, version: version + 1 });
  }),
];
