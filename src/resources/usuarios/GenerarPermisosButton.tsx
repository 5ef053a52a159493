/**
 * 'Generar Permisos' (docs/product.md §6): for an active, existing user, after confirmation, recreates their
 * permisos from their role (POST /api/usuario/permiso/{idUsuario}).
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { useWorkflowMutation } from '../../dataProvider';
import { CONFIRMAR_GENERAR_PERMISOS, GENERAR_PERMISOS, PERMISOS_GENERADOS } from './messages';

export function GenerarPermisosButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useWorkflowMutation('generarPermisos', {
    onSuccess: () => notify(PERMISOS_GENERADOS, { type: 'success' }),
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  if (!record?.id || record.activo !== true) return null;
  return (
    <>
      <Button size="small" startIcon={<LockResetIcon />} onClick={() => setOpen(true)}>
        {GENERAR_PERMISOS}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={GENERAR_PERMISOS}
        content={CONFIRMAR_GENERAR_PERMISOS}
        onConfirm={() => mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
