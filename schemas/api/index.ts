/**
 * Every route contract of the API, by group: `npm run gen` finds each `export const <group>Api` of
 * this folder and writes the registry (../generated/api-registry.ts), from which it writes the
 * route types of `schemas/generated/api/`. Modules import their own group's file; the OpenAPI
 * document at `/api/docs` is generated from the registered routes.
 */
export { api } from '../generated/api-registry';
export type { JsonSchema, RouteContract } from './shared';
