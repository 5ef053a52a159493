/** A menu icon with its name, as the side menu draws it (src/layout/menuIcons.ts). */
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { menuIcon } from '../../layout/menuIcons';

export function IconoMenu({ nombre }: { nombre: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ display: 'inline-flex', color: 'action.active' }} aria-hidden data-icono={nombre}>
        {menuIcon(nombre)}
      </Box>
      {nombre}
    </Box>
  );
}

/** The `icono` of the record in context: a list cell, or a select option (whose record is the choice). */
export function IconoDelRegistro({ source = 'icono' }: { source?: string }) {
  const record = useRecordContext();
  const nombre = record?.[source];
  return typeof nombre === 'string' ? <IconoMenu nombre={nombre} /> : null;
}
