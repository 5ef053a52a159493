/**
 * The `file` widget: the stored file (an image fetched with the token, or 'Ver archivo' for the
 * rest) or the newly chosen one, previewed, and a button to choose another. The form holds the
 * chosen File under the field's name; the data provider sends it as the multipart part of that
 * name (`x-resource.multipart`), and the stored reference never goes back.
 */
import { useState } from 'react';
import { Avatar, Box, FormHelperText, Link, Stack } from '@mui/material';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PersonIcon from '@mui/icons-material/Person';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useInput } from 'react-admin';
import { FilePicker } from '../../shared/documents/FilePicker';
import { dataUrlOf } from '../files/files';
import { useFileUrl, useOpenFile } from '../files/useFiles';
import type { WidgetProps } from './registry';
import { fileHint, fileRules, isImageType, pickerAccept, refusalOf } from './fileRules';

export const VER_ARCHIVO = 'Ver archivo';

/** A new file: its preview when it is an image. */
interface Chosen {
  file: File;
  image: string | null;
}

export function FileInput({ field }: WidgetProps) {
  const rules = fileRules(field.ui);
  const { field: input } = useInput({ source: field.name });
  const storedPath = typeof input.value === 'string' && input.value ? input.value : null;
  // A field that takes no image has nothing to preview: the stored file is only opened.
  const stored = useFileUrl(rules.accept.some(isImageType) ? storedPath : null);
  const openFile = useOpenFile();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = chosen && input.value === chosen.file ? chosen : null;
  const storedImage = stored.url?.startsWith('data:image/') ? stored.url : null;
  const image = current ? current.image : storedImage;
  const has = Boolean(current ?? storedPath);
  const noun = rules.photo ? 'foto' : 'archivo';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refusal = refusalOf(file, rules);
    setError(refusal);
    if (refusal) return;
    setChosen({ file, image: isImageType(file.type) ? await dataUrlOf(file) : null });
    input.onChange(file);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Avatar src={image ?? undefined} alt={field.label} variant="rounded" sx={{ width: 112, height: 112 }}>
        {rules.photo ? <PersonIcon fontSize="large" /> : <InsertDriveFileIcon fontSize="large" />}
      </Avatar>
      <Box>
        <FilePicker
          label={`${has ? 'Cambiar' : 'Elegir'} ${noun}`}
          name={field.name}
          icon={rules.photo ? <PhotoCameraIcon /> : <UploadFileIcon />}
          accept={pickerAccept(rules.accept)}
          disabled={Boolean(field.ui.readOnly)}
          onPick={(file) => void choose(file)}
        />
        <FormHelperText error={Boolean(error)}>{error ?? current?.file.name ?? fileHint(rules)}</FormHelperText>
        {!current && storedPath && !storedImage && (
          <Link component="button" type="button" onClick={() => void openFile(storedPath)}>
            {VER_ARCHIVO}
          </Link>
        )}
      </Box>
    </Stack>
  );
}
