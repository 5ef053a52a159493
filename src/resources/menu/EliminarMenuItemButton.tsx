/**
 * Deletes the menu item being edited, with its children and their permisos, after confirmation
 * (DELETE /api/menu-item?id=…, docs/product.md §7), then goes to the list.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { schemas } from '../../../schemas';
import { useWorkflowMutation } from '../../dataProvider';
import { resourceOf } from '../../engine';

export const ELIMINAR = 'Eliminar';

export function EliminarMenuItemButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useWorkflowMutation('eliminarMenuItem', {
    onSuccess: () => {
      notify(`Se elimino el registro: ${String(record?.nombre)}`, { type: 'success' });
      navigate(resourceOf(schemas.menuItem).route);
    },
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  if (!record?.id) return null;
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {ELIMINAR}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Eliminar elemento del menu"
        content={`Se eliminara "${String(record.nombre)}", sus sub-elementos y los permisos que los autorizan. ¿Desea continuar?`}
        onConfirm={() => mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
