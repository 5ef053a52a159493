/** GET /api/docs: the OpenAPI document generated from these contracts. */
import { answers, type RouteContract } from './shared';

export const docsApi = {
  openapi: { summary: 'Este documento (OpenAPI 3)', response: answers({ type: 'object', additionalProperties: true }) },
} satisfies Record<string, RouteContract>;
