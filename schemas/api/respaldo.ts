/**
 * Routes of the respaldo group: the backup of a running PGlite instance, asked by `npm run backup`
 * on the same machine (PGlite lets one process open its folder, so the server itself writes it).
 */
import { answers, binary, type RouteContract } from './shared';

export const respaldoApi = {
  local: {
    summary:
      'Respaldo de la base de datos y los archivos (tar.gz), solo desde la misma maquina y con la clave local de DATA_DIR/servidor.json',
    response: answers(binary('El respaldo', 'application/gzip')),
  },
} satisfies Record<string, RouteContract>;
