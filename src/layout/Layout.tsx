import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { EnterKeyGuard } from '../forms/EnterKeyGuard';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { PageHeadingProvider } from './pageHeading';

/**
 * No screen may widen the page: react-admin's layout grows to its widest content (`fit-content`),
 * which put a phone into sideways scroll for one wide table; wide content scrolls in its own box.
 */
const NEVER_WIDER = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

/**
 * The shell around every signed-in screen; Enter never submits a form inside it (docs/product.md §5).
 * The top bar stays when the page scrolls: it holds the screen's h1 (./pageHeading.tsx) and the
 * active obra, which a bar slid away hides from assistive technology and from the eye.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <PageHeadingProvider>
      <RaLayout appBar={AppBar} appBarAlwaysOn menu={AppMenu} sx={NEVER_WIDER}>
        <EnterKeyGuard>{children}</EnterKeyGuard>
      </RaLayout>
    </PageHeadingProvider>
  );
}
