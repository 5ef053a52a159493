/**
 * The options of schema-driven inputs: the endpoint comes from the schema (`x-ui.options`, a
 * reference's search path), so these methods take it as a parameter.
 */
import { apiJson, type Query } from '../http';
import { query } from './method';
import type { Named } from './types';

export const lookupMethods = {
  /** A `lookup` select's options: GET `path`?`params`. */
  opcionesLookup: query(({ path, params }: { path: string; params?: Query }) =>
    apiJson<Named[]>(path, { query: params }),
  ),
  /** An autocomplete's matches: GET `path`?`param`=`text`. */
  buscarNombrados: query(({ path, param, text }: { path: string; param: string; text: string }) =>
    apiJson<Named[]>(path, { query: { [param]: text } }),
  ),
};
