/**
 * What a `file` widget accepts (`x-ui.accept`, `x-ui.maxMB`) and the words it says about it. The
 * browser refuses other files for comfort; the server checks by content and decides.
 */
import { ARCHIVO_MB_MAXIMO, FOTO_TIPOS } from '../../../schemas/catalog-fields';
import type { UiHints } from '../../../schemas';

/** The extensions people know each media type by. */
const EXTENSIONS: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpeg', 'jpg'],
  'application/pdf': ['pdf'],
};

export interface FileRules {
  accept: string[];
  maxMB: number;
  /** Only images: the field is a photo. */
  photo: boolean;
}

/** Without `accept` a file field is a photo; without `maxMB`, the largest upload the server takes. */
export function fileRules(ui: UiHints): FileRules {
  const accept = ui.accept ?? FOTO_TIPOS;
  return { accept, maxMB: ui.maxMB ?? ARCHIVO_MB_MAXIMO, photo: accept.every(isImageType) };
}

export const isImageType = (type: string) => type.startsWith('image/');

const extensionsOf = (accept: string[]) => accept.flatMap((type) => EXTENSIONS[type] ?? []);

/** 'png, jpeg o jpg' */
function listed(accept: string[]): string {
  const names = extensionsOf(accept);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names.at(-1)}` : names.join('');
}

/** What the file picker's dialog filters by: the media types and their extensions. */
export const pickerAccept = (accept: string[]) => [...extensionsOf(accept).map((ext) => `.${ext}`), ...accept];

export const fileHint = ({ accept, photo }: FileRules) => `${photo ? 'Imagen' : 'Archivo'} ${listed(accept)}`;

export const fileTypeError = ({ accept, photo }: FileRules) =>
  photo ? `La foto debe ser una imagen ${listed(accept)}` : `El archivo debe ser ${listed(accept)}`;

export const fileSizeError = (maxMB: number) => `El archivo excede el tamano maximo de ${maxMB} MB`;

/** A browser that knows no type for the file still names it: judge by the extension then. */
function typeOf(file: File): string | undefined {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return Object.keys(EXTENSIONS).find((type) => EXTENSIONS[type].includes(extension));
}

/** Why the file is refused, or null. */
export function refusalOf(file: File, rules: FileRules): string | null {
  const type = typeOf(file);
  if (!type || !rules.accept.includes(type)) return fileTypeError(rules);
  if (file.size > rules.maxMB * 1024 * 1024) return fileSizeError(rules.maxMB);
  return null;
}
