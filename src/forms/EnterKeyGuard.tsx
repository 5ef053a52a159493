import type { ReactNode } from 'react';
import { preventEnterSubmit } from './preventEnterSubmit';

/** Wraps content so Enter in its text fields never submits; takes no room in the layout. */
export function EnterKeyGuard({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'contents' }} onKeyDown={preventEnterSubmit}>
      {children}
    </div>
  );
}
