/**
 * The user whose permisos are shown: an autocomplete over GET /api/usuario/buscarPorNombre
 * (350 ms after typing stops; the first users when nothing is typed). The chosen user's name is
 * read by id, so a link or a reload keeps the selection.
 */
import { useState } from 'react';
import { Autocomplete, CircularProgress, ListItemText, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { NO_RESULTS } from '../../engine';
import { toPage } from '../../dataProvider';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { apiJson } from '../../providers/http';
import { USUARIO_PROMPT } from './mensajes';

const DEBOUNCE_MS = 350;
const OPCIONES = 20;

export interface UsuarioOpcion {
  id: number;
  username: string;
  nombres: string;
  apellidos: string;
}

const nombreCompleto = (u: UsuarioOpcion) => `${u.nombres} ${u.apellidos}`.trim();

export function UsuarioSelector({ usuarioId, onChange }: { usuarioId: number | null; onChange: (id: number | null) => void }) {
  const [text, setText] = useState('');
  const toSearch = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const busqueda = useQuery({
    queryKey: ['usuario', 'buscarPorNombre', toSearch],
    queryFn: async () =>
      toPage(await apiJson('/api/usuario/buscarPorNombre', { query: { toSearch, page: 0, pageSize: OPCIONES } }))
        .data as unknown as UsuarioOpcion[],
  });
  const elegido = useQuery({
    queryKey: ['usuario', usuarioId],
    queryFn: () => apiJson<UsuarioOpcion>(`/api/usuario/${usuarioId}`),
    enabled: usuarioId !== null,
  });
  const value = usuarioId !== null && elegido.data?.id === usuarioId ? elegido.data : null;

  return (
    <Autocomplete<UsuarioOpcion>
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
