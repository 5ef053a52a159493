/**
 * A document action's button as the server's `acciones` say: absent when not offered now,
 * disabled with the server's reason beside it when offered but not allowed (an approval limit, a
 * missing comprobante).
 */
import type { ReactNode } from 'react';
import { Button, Typography } from '@mui/material';
import { Link } from 'react-admin';
import { useAccion } from './useAccion';

export interface ActionButtonProps {
  /** The action's name in `acciones`. */
  accion: string;
  label: string;
  icon?: ReactNode;
  pending?: boolean;
  /** What it does: an in-app page to open (a link), or a handler. */
  onClick?: () => void;
  to?: string;
}

export function ActionButton({ accion, label, icon, pending = false, onClick, to }: ActionButtonProps) {
  const { visible, permitida, motivo } = useAccion(accion);
  if (!visible) return null;
  const disabled = pending || !permitida;
  return (
    <>
      {to && !disabled ? (
        <Button size="small" startIcon={icon} component={Link} to={to}>
          {label}
        </Button>
      ) : (
        <Button size="small" startIcon={icon} disabled={disabled} onClick={onClick}>
          {label}
        </Button>
      )}
      {!permitida && motivo && (
        <Typography variant="caption" color="warning.dark" sx={{ maxWidth: 320 }}>
          {motivo}
        </Typography>
      )}
    </>
  );
}
