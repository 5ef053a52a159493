/**
 * One resource module as react-admin routes, on docs/product.md's paths: list at the base, `nuevo`,
 * `:id/editar` and the module's own routes. react-admin links to `create` and `:id` on its own,
 * so those answer with a redirect to ours (docs/architecture.md).
 */
import { createElement } from 'react';
import { Navigate, Resource, type ResourceProps } from 'react-admin';
import { Route, useParams } from 'react-router-dom';
import { paths } from './paths';
import type { ResourceModule } from './resources/types';

function ToEditar({ base }: { base: string }) {
  const { id = '' } = useParams();
  return <Navigate to={paths.row(base, encodeURIComponent(id))} replace />;
}

export function resourceElement(module: ResourceModule) {
  const base = `/${module.name}`;
  return (
    <Resource
      key={module.name}
      name={module.name}
      list={module.list}
      icon={module.icon}
      recordRepresentation={module.recordRepresentation as ResourceProps['recordRepresentation']}
      hasCreate={Boolean(module.create)}
      hasEdit={Boolean(module.edit)}
    >
      {module.create && <Route path="nuevo" element={createElement(module.create)} />}
      {module.create && <Route path="create/*" element={<Navigate to={paths.create(base)} replace />} />}
      {module.edit && <Route path=":id/editar" element={createElement(module.edit)} />}
      {module.edit && <Route path=":id" element={<ToEditar base={base} />} />}
      {module.routes?.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Resource>
  );
}
