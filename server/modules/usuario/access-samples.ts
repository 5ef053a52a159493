/**
 * The usuario module's samples for the access matrix: the calling user (and one of their
 * permisos), and a user of the other sucursal.
 */
import { eq } from 'drizzle-orm';
import { permiso, usuario } from '../../db/schema';
import { inTransaction } from '../../db/tx';
import type { ParamSamples, SampleFixture } from '../../test-support/access-samples';
import { generarPermisos } from './permisos.service';

export default async ({ app, sucursales }: SampleFixture): Promise<ParamSamples> => {
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
};
