/**
 * A resource module's screens on the paths the shell gives them (`/{name}`, `/{name}/nuevo`,
 * `/{name}/:id/editar` and its own routes), lazy screens included, with the app's notifications
 * (src/layout/Notices.tsx): what a story of a resource shows, without the whole shell. `also`
 * mounts other modules a flow reaches (the notas list opening a compra's new nota).
 */
import { createElement, Suspense } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { Notices } from '../../layout/Notices';
import type { ResourceModule } from '../../resources/types';

function ModuleRoutes({ module }: { module: ResourceModule }) {
  return (
    <Routes>
      {module.list && <Route index element={createElement(module.list)} />}
      {module.create && <Route path="nuevo" element={createElement(module.create)} />}
      {module.edit && <Route path=":id/editar" element={createElement(module.edit)} />}
      {module.routes?.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
}

export function ModuleStage({ module, also = [] }: { module: ResourceModule; also?: ResourceModule[] }) {
  return (
    <ResourceContextProvider value={module.name}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path={`/${module.name}/*`} element={<ModuleRoutes module={module} />} />
          {also.map((other) => (
            <Route
              key={other.name}
              path={`/${other.name}/*`}
              element={
                <ResourceContextProvider value={other.name}>
                  <ModuleRoutes module={other} />
                </ResourceContextProvider>
              }
            />
          ))}
        </Routes>
      </Suspense>
      <Notices />
    </ResourceContextProvider>
  );
}
