/**
 * The factura's PDF (docs/product.md §5 Cobro): the chosen file is held under `files`, which the data
 * provider sends as that multipart part; the server's 'A file is required for upload.' shows here.
 */
import { useState, type ChangeEvent } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useInput } from 'react-admin';
import { CAMBIAR_PDF, ELEGIR_PDF, PDF_HINT, PDF_LABEL, PDF_TYPE_ERROR } from './messages';

export const PDF_SOURCE = 'files';

/** The prepared body keeps only the schema's properties; the chosen PDF goes along beside them. */
export const withPdf = (record: Record<string, unknown>, values: Record<string, unknown>) =>
  values[PDF_SOURCE] instanceof File ? { ...record, [PDF_SOURCE]: values[PDF_SOURCE] } : record;

/** A browser that knows no type for the file still names it: judge by the extension then. */
const isPdf = (file: File) => (file.type ? file.type === 'application/pdf' : /\.pdf$/i.test(file.name));

export function PdfInput({ replaces = false }: { replaces?: boolean }) {
  const { field, fieldState } = useInput({ source: PDF_SOURCE });
  const [error, setError] = useState<string | null>(null);
  const chosen = field.value instanceof File ? field.value : null;
  const message = error ?? fieldState.error?.message;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isPdf(file)) {
      setError(PDF_TYPE_ERROR);
      return;
    }
    setError(null);
    field.onChange(file);
  };

  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {PDF_LABEL}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<PictureAsPdfIcon />}>
        {replaces || chosen ? CAMBIAR_PDF : ELEGIR_PDF}
        <input hidden type="file" name={PDF_SOURCE} accept=".pdf,application/pdf" onChange={choose} />
      </Button>
      <FormHelperText error={Boolean(message)}>{message ?? chosen?.name ?? PDF_HINT}</FormHelperText>
    </Box>
  );
}
