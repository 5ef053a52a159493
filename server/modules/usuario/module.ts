/**
 * The usuario module: its routes, sampled on the calling user (and one of their permisos) and on a
 * user of the other sucursal, for the access matrix.
 */
import { eq } from 'drizzle-orm';
import { permiso, usuario } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import { defineModule } from '../define-module';
import { generarPermisos } from './permisos.service';
import { usuarioModule } from '.';

export default defineModule({
  routes: usuarioModule,
  accessSamples: async ({ app, sucursales }) => {
    const other = await inTransaction(app.db, null, async (tx) => {
      const [row] = await tx
        .insert(usuario)
        .values({
          username: 'otra-usuario',
          role: 'ROLE_USER',
          nombres: 'Otra',
          apellidos: 'Sucursal',
          correo: 'otra@obras.mx',
          sucursalId: sucursales.otra,
        })
        .returning({ id: usuario.id });
      await generarPermisos(tx, row.id);
      const [own] = await tx.select({ id: permiso.id }).from(permiso).where(eq(permiso.usuarioId, row.id)).limit(1);
      return { usuario: row.id, permiso: own.id };
    });
    return {
      idUsuario: { scoped: true, mine: ({ caller }) => caller.id, other: () => other.usuario },
      idPermiso: { scoped: true, mine: ({ caller }) => caller.permisoId, other: () => other.permiso },
    };
  },
});
