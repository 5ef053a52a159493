/**
 * The profile of a user without ROLE_ADMIN (/configura/usuarios/{ownId}/editar, docs/contract.md):
 * only nombres, apellidos and correo, saved with PUT /api/usuario/{ownId}, plus changing their own
 * password. Role, activo and sucursal are an admin's.
 */
import { Card, Divider } from '@mui/material';
import { EditBase, SaveContextProvider, Title, useNotify, useRecordContext } from 'react-admin';
import { schemas, variantSchemas, type EntitySchema } from '../../../schemas';
import { prepareRecord } from '../../../schemas/validation';
import { VERSION } from '../../../schemas/version';
import {
  resourceOf,
  SchemaForm,
  SchemaInputs,
  savedMessage,
  StaleRecordNotice,
  SUCCESS_NOTICE_MS,
  useGoBack,
  useStaleRecord,
} from '../../engine';
import { paths } from '../../paths';
import { fieldErrorsOf, useWorkflowMutation } from '../../dataProvider';
import { CambiarPassword } from './CambiarPassword';
import { ERROR_ACTUALIZAR_USUARIO } from './messages';
import { useErrorAlCargar } from './useErrorAlCargar';

const PERSONALES = ['nombres', 'apellidos', 'correo'];

/** The personal fields, and the version read, which the server checks (schemas/version.ts). */
export const perfilSchema: EntitySchema = {
  ...variantSchemas.usuarioPerfil,
  properties: Object.fromEntries([...PERSONALES, VERSION].map((name) => [name, schemas.usuario.properties[name]])),
};

/** `refused` takes a save refused because the profile changed meanwhile (StaleRecordNotice). */
function useGuardarPerfil(refused: (error: unknown) => boolean) {
  const record = useRecordContext();
  const notify = useNotify();
  // Opened by its URL, the profile has no page of the app to go back to: home, then.
  const goBack = useGoBack(paths.home);
  const { mutateAsync, isPending } = useWorkflowMutation('actualizarPerfil', {
    onSuccess: (saved) => {
      notify(savedMessage(schemas.usuario, saved), { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS });
      goBack();
    },
    onError: (error) => refused(error) || notify(ERROR_ACTUALIZAR_USUARIO, { type: 'error' }),
  });
  const save = (values: Record<string, unknown>) =>
    mutateAsync({ id: record?.id ?? '', data: prepareRecord(perfilSchema, values) }).then(
      () => undefined,
      fieldErrorsOf,
    );
  return { save, saving: isPending, mutationMode: 'pessimistic' as const };
}

function PerfilForm() {
  const record = useRecordContext();
  const stale = useStaleRecord();
  const guardar = useGuardarPerfil(stale.refused);
  if (!record) return null;
  return (
    <Card>
      <StaleRecordNotice message={stale.message} onReloaded={stale.clear} />
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
