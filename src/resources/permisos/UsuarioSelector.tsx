/**
 * The user whose permisos are shown: an autocomplete over GET /api/usuario/buscarPorNombre
 * (350 ms after typing stops; the first users when nothing is typed). The chosen user's name is
 * read by id, so a link or a reload keeps the selection.
 */
import { useState } from 'react';
import { Autocomplete, CircularProgress, ListItemText, TextField } from '@mui/material';
import { useGetOne } from 'react-admin';
import { schemas } from '../../../schemas';
import { useWorkflowQuery, type UsuarioOption } from '../../dataProvider';
import { NO_RESULTS, resourceOf } from '../../engine';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { USUARIO_PROMPT } from './messages';

const DEBOUNCE_MS = 350;
const OPCIONES = 20;

const nombreCompleto = (u: UsuarioOption) => `${u.nombres} ${u.apellidos}`.trim();

export function UsuarioSelector({
  usuarioId,
  onChange,
}: {
  usuarioId: number | null;
  onChange: (id: number | null) => void;
}) {
  const [text, setText] = useState('');
  const toSearch = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const busqueda = useWorkflowQuery('buscarUsuarios', { toSearch, pageSize: OPCIONES });
  const elegido = useGetOne<UsuarioOption>(
    resourceOf(schemas.usuario).name,
    { id: usuarioId as number },
    { enabled: usuarioId !== null },
  );
  const value = usuarioId !== null && elegido.data?.id === usuarioId ? elegido.data : null;

  return (
    <Autocomplete<UsuarioOption>
      value={value}
      options={busqueda.data ?? []}
      filterOptions={(all) => all}
      getOptionLabel={(u) => `${nombreCompleto(u)} (${u.username})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
      onChange={(_event, chosen) => {
        setText('');
        onChange(chosen?.id ?? null);
      }}
      loading={toSearch !== text.trim() || busqueda.isFetching}
      loadingText={<CircularProgress size={20} />}
      noOptionsText={NO_RESULTS}
      clearText="Quitar usuario"
      openText="Abrir"
      closeText="Cerrar"
      renderOption={({ key, ...props }, u) => (
        <li key={key} {...props}>
          <ListItemText primary={nombreCompleto(u)} secondary={u.username} />
        </li>
      )}
      renderInput={(params) => <TextField {...params} name="usuario" label="Usuario" helperText={USUARIO_PROMPT} />}
      sx={{ maxWidth: 480 }}
    />
  );
}
