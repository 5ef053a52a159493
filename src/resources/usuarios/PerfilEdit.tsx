/**
 * The profile of a user without ROLE_ADMIN (/configura/usuarios/{ownId}/editar, DESIGN.md §3):
 * only nombres, apellidos and correo, saved with PUT /api/usuario/{ownId}, plus changing their own
 * password. Role, activo and sucursal are an admin's.
 */
import { useState } from 'react';
import { Card, Divider } from '@mui/material';
import { EditBase, HttpError, SaveContextProvider, Title, useNotify, useRecordContext, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { schemas, type EntitySchema } from '../../../schemas';
import { prepareRecord } from '../../../schemas/validation';
import { resourceOf, SchemaForm, SchemaInputs, savedMessage, SUCCESS_NOTICE_MS } from '../../engine';
import { apiJson } from '../../providers/http';
import { CambiarPassword } from './CambiarPassword';
import { ERROR_ACTUALIZAR_USUARIO } from './mensajes';
import { useErrorAlCargar } from './useErrorAlCargar';

const PERSONALES = ['nombres', 'apellidos', 'correo'];

export const perfilSchema: EntitySchema = {
  ...schemas.usuario,
  required: PERSONALES,
  properties: Object.fromEntries(PERSONALES.map((name) => [name, schemas.usuario.properties[name]])),
};

function useGuardarPerfil() {
  const record = useRecordContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const saved = await apiJson<RaRecord>(`/api/usuario/${encodeURIComponent(String(record?.id))}`, {
        method: 'PUT',
        body: prepareRecord(perfilSchema, values),
      });
      notify(savedMessage(schemas.usuario, saved), { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS });
      navigate(-1);
    } catch (error) {
      notify(ERROR_ACTUALIZAR_USUARIO, { type: 'error' });
      if (error instanceof HttpError) return error.body?.errors as Record<string, string> | undefined;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, mutationMode: 'pessimistic' as const };
}

function PerfilForm() {
  const record = useRecordContext();
  const guardar = useGuardarPerfil();
  if (!record) return null;
  return (
    <Card>
      <SaveContextProvider value={guardar}>
        <SchemaForm schema={perfilSchema}>
          <SchemaInputs schema={perfilSchema} />
        </SchemaForm>
      </SaveContextProvider>
      <Divider sx={{ mb: 2 }} />
      <CambiarPassword usuarioId={record.id} propio />
    </Card>
  );
}

export function PerfilEdit() {
  const alFallarCarga = useErrorAlCargar();
  return (
    <EditBase resource={resourceOf(schemas.usuario).name} queryOptions={{ onError: alFallarCarga }}>
      <Title title="Mi perfil" />
      <PerfilForm />
    </EditBase>
  );
}
