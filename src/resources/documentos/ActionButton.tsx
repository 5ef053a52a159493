/**
 * A document action's button as the server's `acciones` say: absent when not offered now,
 * disabled with the server's reason beside it when offered but not allowed (an approval limit, a
 * missing comprobante).
 */
import type { ReactNode } from 'react';
import { Button, Typography } from '@mui/material';
import { useAccion } from './useAccion';

export interface ActionButtonProps {
  /** The action's name in `acciones`. */
  accion: string;
  label: string;
  icon?: ReactNode;
  pending?: boolean;
  onClick: () => void;
}

export function ActionButton({ accion, label, icon, pending = false, onClick }: ActionButtonProps) {
  const { visible, permitida, motivo } = useAccion(accion);
  if (!visible) return null;
  return (
    <>
      <Button size="small" startIcon={icon} disabled={pending || !permitida} onClick={onClick}>
        {label}
      </Button>
      {!permitida && motivo && (
        <Typography variant="caption" color="warning.dark" sx={{ maxWidth: 320 }}>
          {motivo}
        </Typography>
      )}
    </>
  );
}
