/**
 * HTTP of the cfdi group (contracts: schemas/api/cfdi.ts), open to whoever may write a document that
 * takes a CFDI: the menus of those documents, read from their schemas.
 */
import type { FastifyPluginAsync } from 'fastify';
import { schemas } from '../../../schemas';
import { cfdiApi as api } from '../../../schemas/api/cfdi';
import { cfdiRuleOf } from '../../../schemas/lifecycle';
import { callerOf } from '../../auth/guard';
import { xmlUpload } from '../../files/comprobante-upload';
import { leerCfdi } from './service';

/** The menu links of every document whose comprobante takes a CFDI. */
export const CFDI_MENUS = Object.values(schemas)
  .filter((schema) => schema['x-lifecycle'] && cfdiRuleOf(schema['x-lifecycle']))
  .map((schema) => schema['x-resource']!.menu!);

export const cfdiModule: FastifyPluginAsync = async (app) => {
  app.post('/api/cfdi/lectura', { config: { access: { menu: CFDI_MENUS } }, schema: api.lectura }, async (request) =>
    leerCfdi(app.db, callerOf(request), await xmlUpload(request)),
  );
};
