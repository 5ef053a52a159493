/**
 * Saving a catalog: a new one is POSTed, a change PUT with the version read. A change the stored
 * records would not pass answers 409 naming each field; the revision of the same schema then says
 * which of them take a default, and the admin saves again with those values. Success goes back to
 * the list; the methods refetch the catalogs and the side menu.
 */
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useWorkflowMutation, type AppDataProvider, type CambioCatalogo, type EsquemaAdmin } from '../../dataProvider';

export const CATALOGO_GUARDADO = 'Catalogo guardado';
const DISENO_BASE = '/configura/catalogos';
/** A 409 for a stale version names these; any other field is a record the change leaves invalid. */
const VERSION_CAMPOS = ['version', 'actualizado'];

export interface Conflicto {
  mensaje: string;
  cambios: CambioCatalogo[];
  esquema: EsquemaAdmin;
}

function camposInvalidos(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const errors = Object.entries((error.body?.errors ?? {}) as Record<string, string>);
  const campos = errors.filter(([campo]) => !VERSION_CAMPOS.includes(campo));
  return campos.length > 0 ? Object.fromEntries(campos) : undefined;
}

export function useGuardarCatalogo({ nuevo, version }: { nuevo: boolean; version?: number }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const crear = useWorkflowMutation('crearCatalogo');
  const cambiar = useWorkflowMutation('cambiarCatalogo');
  const [conflicto, setConflicto] = useState<Conflicto>();

  async function conflictoDe(nombre: string, esquema: EsquemaAdmin, error: HttpError, campos: Record<string, string>) {
    const { data } = await dataProvider.revisarCatalogo({ nombre, esquema });
    const sinRevision = Object.entries(campos).map(([campo, mensaje]) => ({
      campo,
      mensaje,
      registros: 0,
      pidePredeterminado: false,
    }));
    setConflicto({ mensaje: error.message, cambios: data.cambios.length > 0 ? data.cambios : sinRevision, esquema });
  }

  async function guardar(nombre: string, esquema: EsquemaAdmin, predeterminados?: Record<string, unknown>) {
    try {
      if (nuevo) await crear.mutateAsync({ nombre, esquema });
      else await cambiar.mutateAsync({ nombre, esquema, version: version ?? 0, predeterminados });
      setConflicto(undefined);
      notify(CATALOGO_GUARDADO, { type: 'success' });
      navigate(DISENO_BASE);
    } catch (error) {
      const campos = camposInvalidos(error);
      if (campos) return conflictoDe(nombre, esquema, error as HttpError, campos);
      notify((error as Error).message, { type: 'error' });
    }
  }

  return { guardar, conflicto, guardando: crear.isPending || cambiar.isPending };
}
