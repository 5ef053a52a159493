/**
 * A document action's button as the server's `acciones` say: absent when not offered now,
 * disabled when offered but not allowed (an approval limit, a missing comprobante); the server's
 * reason shows in the editor's content (./AccionesNoPermitidas.tsx), where it has room.
 */
import type { ReactNode } from 'react';
import { Button } from '@mui/material';
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
  const { visible, permitida } = useAccion(accion);
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
    </>
  );
}
