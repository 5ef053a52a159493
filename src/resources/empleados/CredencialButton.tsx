/** The editor's Credencial button: the empleado's ID-card PDF in a new window (docs/product.md §2). */
import BadgeIcon from '@mui/icons-material/Badge';
import { Button, useRecordContext } from 'react-admin';
import { useOpenFile } from '../../engine';

export const credencialPath = (id: number | string) => `/api/empleado/${id}/credencial`;

export function CredencialButton() {
  const record = useRecordContext();
  const open = useOpenFile();
  if (!record) return null;
  return (
    <Button label="Credencial" onClick={() => void open(credencialPath(record.id))}>
      <BadgeIcon />
    </Button>
  );
}
