import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { EnterKeyGuard } from '../forms/EnterKeyGuard';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';

/** The shell around every signed-in screen; Enter never submits a form inside it (docs/product.md §5). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={AppMenu}>
      <EnterKeyGuard>{children}</EnterKeyGuard>
    </RaLayout>
  );
}
