/**
 * The server's revision of the schema on screen, asked ~500 ms after the last edit: the schema it
 * would serve (the preview) and what the change does to the stored records. A new catalog without
 * a valid name yet is reviewed under a stand-in one.
 */
import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useWorkflowQuery } from '../../dataProvider';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import type { EsquemaAdmin } from './esquema';

export const REVISION_DEBOUNCE_MS = 500;
const NOMBRE = /^[a-z][a-z0-9-]{0,49}$/;
const SIN_NOMBRE = 'vista-previa';

export function useRevision(nombre: string, esquema: EsquemaAdmin) {
  const pedida = useMemo(() => ({ nombre: NOMBRE.test(nombre) ? nombre : SIN_NOMBRE, esquema }), [nombre, esquema]);
  const revision = useDebouncedValue(pedida, REVISION_DEBOUNCE_MS);
  return useWorkflowQuery('revisarCatalogo', revision, { placeholderData: keepPreviousData, retry: false });
}
