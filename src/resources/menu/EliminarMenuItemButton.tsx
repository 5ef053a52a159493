/**
 * Deletes the menu item being edited, with its children and their permisos, after confirmation
 * (DELETE /api/menu-item?id=…, SPEC.md §7), then goes to the list.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { schemas } from '../../../schemas';
import { resourceOf } from '../../engine';
import { apiJson } from '../../providers/http';
import { useMenuCambiado } from './useMenuCambiado';

export const ELIMINAR = 'Eliminar';

export function EliminarMenuItemButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const menuCambiado = useMenuCambiado();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (id: unknown) => apiJson('/api/menu-item', { method: 'DELETE', query: { id: String(id) } }),
    onSuccess: () => {
      notify(`Se elimino el registro: ${String(record?.nombre)}`, { type: 'success' });
      menuCambiado();
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
