/**
 * The empleado's photo (docs/product.md §5: png, jpeg or jpg): the stored one, fetched with the token, or
 * the newly chosen file, previewed. The form holds the chosen File under `foto`; the data provider
 * sends it as the multipart part of that name.
 */
import { useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, FormHelperText, Stack } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useInput } from 'react-admin';
import { dataUrlOf, useDocumentUrl } from '../../engine';
import { FOTO_HINT, FOTO_TYPE_ERROR } from './messages';

const FOTO_TYPES = ['image/png', 'image/jpeg'];

/** A browser that knows no type for the file still names it: judge by the extension then. */
const isImage = (file: File) => (file.type ? FOTO_TYPES.includes(file.type) : /\.(png|jpe?g)$/i.test(file.name));

export function FotoInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source });
  const stored = useDocumentUrl(typeof field.value === 'string' ? field.value : null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = chosen && field.value === chosen.file ? chosen.url : stored.url;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImage(file)) {
      setError(FOTO_TYPE_ERROR);
      return;
    }
    setError(null);
    setChosen({ file, url: await dataUrlOf(file) });
    field.onChange(file);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Avatar src={preview ?? undefined} alt={label} variant="rounded" sx={{ width: 112, height: 112 }}>
        <PersonIcon fontSize="large" />
      </Avatar>
      <Box>
        <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />}>
          {preview ? 'Cambiar foto' : 'Elegir foto'}
          <input
            hidden
            type="file"
            name={source}
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            onChange={(e) => void choose(e)}
          />
        </Button>
        <FormHelperText error={Boolean(error)}>{error ?? (chosen ? chosen.file.name : FOTO_HINT)}</FormHelperText>
      </Box>
    </Stack>
  );
}
