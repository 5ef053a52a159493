/**
 * Which proveedores' groups are open, each toggled on its own; both layouts ask it, for a group,
 * whether it is open, the id of the box its compras open in, and its toggle.
 */
import { useId, useState } from 'react';

export function useAbiertos() {
  const baseId = useId();
  const [abiertos, setAbiertos] = useState<ReadonlySet<number>>(new Set());
  return (proveedorId: number) => ({
    open: abiertos.has(proveedorId),
    detalle: `${baseId}-${proveedorId}`,
    toggle: () =>
      setAbiertos((antes) => {
        const despues = new Set(antes);
        if (!despues.delete(proveedorId)) despues.add(proveedorId);
        return despues;
      }),
  });
}
