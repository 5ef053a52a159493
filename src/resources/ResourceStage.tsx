/**
 * A resource's screens at the routes the shell gives them (`/{name}`, `/{name}/nuevo`,
 * `/{name}/:id/editar`) with the app's notifications (src/layout/Notices.tsx): what a story of a
 * catalog screen shows.
 */
import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { Notices } from '../layout/Notices';

export interface ResourceStageProps {
  name: string;
  list?: ReactNode;
  create?: ReactNode;
  edit?: ReactNode;
}

export function ResourceStage({ name, list, create, edit }: ResourceStageProps) {
  return (
    <ResourceContextProvider value={name}>
      <Routes>
        <Route path={`/${name}`} element={list} />
        <Route path={`/${name}/nuevo`} element={create} />
        <Route path={`/${name}/:id/editar`} element={edit} />
      </Routes>
      <Notices />
    </ResourceContextProvider>
  );
}
