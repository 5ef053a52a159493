/** Every API group of SPEC.md §7, one module folder each. */
import type { FastifyPluginAsync } from 'fastify';

export const modules: FastifyPluginAsync[] = [];
