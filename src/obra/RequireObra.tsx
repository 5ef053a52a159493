import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../paths';
import { useActiveObra } from './activeObra';

/** Screens that work on one obra send the user home when none is selected (docs/product.md §2). */
export function RequireObra({ children }: { children: ReactNode }) {
  const { obra } = useActiveObra();
  if (!obra) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
