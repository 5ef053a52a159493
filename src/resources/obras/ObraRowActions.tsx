/**
 * The obra list's row actions (docs/product.md §2): Editar opens the editor; Abrir makes the obra the
 * active one and opens its summary. Their clicks stay off the row's own click.
 */
import type { MouseEvent } from 'react';
import { Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import LaunchIcon from '@mui/icons-material/Launch';
import { Button, useRecordContext } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useActiveObra } from '../../obra';
import { paths } from '../../paths';
import { ACTIONS } from './messages';

const stop = (event: MouseEvent) => event.stopPropagation();

export function ObraRowActions() {
  const record = useRecordContext<{ id: number; nombre: string }>();
  const { setObra } = useActiveObra();
  const navigate = useNavigate();
  if (!record) return null;
  const abrir = (event: MouseEvent) => {
    stop(event);
    setObra({ id: record.id, nombre: record.nombre });
    navigate(paths.obraResumen(record.id));
  };
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button label={ACTIONS.editar} component={Link} to={paths.row('/obras', record.id)} onClick={stop}>
        <EditIcon />
      </Button>
      <Button label={ACTIONS.abrir} variant="contained" onClick={abrir}>
        <LaunchIcon />
      </Button>
    </Stack>
  );
}
