/**
 * What the server says this user may do with the document now (`acciones` of its read,
 * schemas/lifecycle.ts): the screens show and enable buttons from it and keep no status rule of
 * their own. An action the read does not name is not offered.
 */
import { useRecordContext } from 'react-admin';
import type { Accion } from '../../../schemas/lifecycle';

const NOT_OFFERED: Accion = { visible: false, permitida: false };

export function useAccion(name: string): Accion {
  const record = useRecordContext();
  return (record?.acciones as Record<string, Accion> | undefined)?.[name] ?? NOT_OFFERED;
}
