/**
 * The autorizado flag of one permiso, switched in place: PUT /api/usuario/permiso, waiting for the
 * server (the switch stays as stored until it answers). The user's next request already follows it.
 */
import { Switch } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { Permiso } from '../../../schemas/generated/permiso';
import { ERROR_ACTUALIZAR_PERMISO, permisoGuardado } from './messages';

export function AutorizadoToggle() {
  const record = useRecordContext<Permiso & { id: number }>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const nombre = record.menuItem?.nombre ?? '';
  const cambiar = (autorizado: boolean) =>
    update(
      'configura/permisos',
      { id: record.id, data: { ...record, autorizado }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(permisoGuardado(nombre, autorizado), { type: 'success' }),
        onError: () => notify(ERROR_ACTUALIZAR_PERMISO, { type: 'error' }),
      },
    );
  return (
    <Switch
      checked={record.autorizado}
      disabled={isPending}
      // The row opens the permiso's editor; the switch must not.
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => cambiar(checked)}
      slotProps={{ input: { 'aria-label': `Autorizado: ${nombre}` } }}
    />
  );
}
