/**
 * A catalog's design is company-wide: changing it rewrites the records of every sucursal, so only
 * the superuser creates or changes one (the server refuses others with 403); an admin reads it.
 */
import { Alert } from '@mui/material';
import { usePermissions } from 'react-admin';

export const DISENO_SOLO_SUPERUSUARIO =
  'Solo el superusuario crea o cambia el diseno de un catalogo: lo comparten todas las sucursales.';

/** Whether the caller may create or change a design. */
export const usePuedeDisenar = () => usePermissions<string>().permissions === 'ROLE_SUPERUSER';

export function SoloSuperusuario() {
  return <Alert severity="info">{DISENO_SOLO_SUPERUSUARIO}</Alert>;
}
