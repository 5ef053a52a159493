import { screen, waitFor, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../schemas';
import { superusuario, usuario } from '../../../mocks/fixtures';
import { server } from '../../../mocks/server';
import { session, type SessionUser } from '../../providers/session';
import { StoryAdmin } from '../../test/StoryAdmin';
import { registerWidget } from './registry';
import { SchemaInputs } from './SchemaInputs';
import { schemaValidator } from '../form/validation';

/** Every widget of the vocabulary once; the reference points at a resource of the real table. */
const obraLike: EntitySchema = {
  $id: 'prueba',
  title: 'Prueba',
  type: 'object',
  required: ['costoTotal'],
  properties: {
    id: { type: 'integer', readOnly: true },
    folio: { type: 'string', title: 'Folio', 'x-ui': { readOnly: true } },
    costoTotal: { type: 'number', title: 'Costo Total', 'x-ui': { widget: 'money' } },
    inicio: { type: 'string', title: 'Inicio', format: 'date' },
    peso: { type: 'number', title: 'Peso' },
    piezas: { type: 'integer', title: 'Piezas' },
    metodoPago: { type: 'string', title: 'Metodo de Pago', enum: ['contado', 'sinanticipo'] },
    esCredito: { type: 'boolean', title: 'Es Credito' },
    diasCredito: { type: 'integer', title: 'Dias de Credito', 'x-ui': { widget: 'digits', showIf: 'esCredito' } },
    padre: {
      type: 'object',
      title: 'Padre',
      properties: { id: { type: 'integer' } },
      'x-ui': { widget: 'reference', reference: 'configura/menu' },
    },
    comprobante: { type: 'string', title: 'Comprobante', 'x-ui': { widget: 'file' } },
    secreto: { type: 'string', title: 'Secreto', 'x-ui': { scope: 'superuser' } },
    clasificacionId: {
      type: 'integer',
      title: 'Clasificacion',
      'x-ui': { widget: 'lookup', options: '/api/clasificacion' },
    },
    subClasificacionId: {
      type: 'integer',
      title: 'Subclasificacion',
      'x-ui': {
        widget: 'lookup',
        options: '/api/subclasificacion',
        dependsOn: { field: 'clasificacionId', param: 'idClasificacion' },
      },
    },
  },
};

/** Lookup catalogs as docs/product.md §7 lists them; subclasificaciones by idClasificacion. */
function serveLookups() {
  const subRequests: string[] = [];
  server.use(
    http.get('/api/clasificacion', () =>
      HttpResponse.json([
        { id: 1, nombre: 'Producto' },
        { id: 2, nombre: 'Servicio' },
      ]),
    ),
    http.get('/api/subclasificacion', ({ request }) => {
      const id = new URL(request.url).searchParams.get('idClasificacion') ?? '';
      subRequests.push(id);
      return HttpResponse.json(id === '1' ? [{ id: 10, nombre: 'Cemento' }] : [{ id: 20, nombre: 'Flete' }]);
    }),
  );
  return subRequests;
}

function renderInputs(user: SessionUser, record: Record<string, unknown> = {}, schema: EntitySchema = obraLike) {
  session.setUser(user);
  const subRequests = serveLookups();
  const submitted: Record<string, unknown>[] = [];
  render(
    <StoryAdmin route="/prueba" guardEnter>
      <Form
        record={record}
        validate={schemaValidator(schema)}
        onSubmit={(values: Record<string, unknown>) => void submitted.push(values)}
      >
        <SchemaInputs schema={schema} />
        <button type="submit">Enviar</button>
      </Form>
    </StoryAdmin>,
  );
  return { submitted, subRequests, user: userEvent.setup() };
}

const named = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);

describe('SchemaInputs', () => {
  it('renders one input per editable property, by widget, under its docs/product.md name', async () => {
    renderInputs(usuario, { folio: 'OC-7' });
    await waitFor(() => expect(named('costoTotal')).toBeInTheDocument());
    expect(named('id')).toBeNull();
    expect(named('comprobante')).toHaveAttribute('type', 'file');
    expect(named('folio')).toBeDisabled();
    await waitFor(() => expect(named('inicio')).toHaveAttribute('placeholder', expect.stringMatching(/^DD\/MM\//)));
    expect(named('esCredito')).toHaveAttribute('type', 'checkbox');
    expect(named('padre.id')).toBeInTheDocument();
    expect(screen.getByText('Costo Total').parentElement).toHaveTextContent('*');
  });

  it('offers the enum values in a select', async () => {
    const { user } = renderInputs(usuario);
    await user.click(await screen.findByRole('combobox', { name: 'Metodo de Pago' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['contado', 'sinanticipo']),
    );
  });

  it('shows money with $, separators and 2 decimals, and submits a plain number', async () => {
    const { user, submitted } = renderInputs(usuario);
    const money = await screen.findByRole('textbox', { name: /Costo Total/ });
    expect(money.parentElement).toHaveTextContent('$');
    await user.type(money, '1234567.5');
    await user.tab();
    expect(money).toHaveValue('1,234,567.50');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted[0]?.costoTotal).toBe(1234567.5));
  });

  it('reads a decimal comma and thousands separators, never a hundred times the amount', async () => {
    const { user, submitted } = renderInputs(usuario);
    const money = await screen.findByRole('textbox', { name: /Costo Total/ });
    await user.type(money, '1234,50');
    await user.tab();
    expect(money).toHaveValue('1,234.50');
    await user.type(screen.getByRole('textbox', { name: 'Peso' }), '1.234,5');
    await user.type(screen.getByRole('textbox', { name: 'Piezas' }), '1,500');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted[0]).toMatchObject({ costoTotal: 1234.5, peso: 1234.5, piezas: 1500 }));
  });

  it('refuses an amount it would have to guess, saying why, and keeps what was typed', async () => {
    const { user, submitted } = renderInputs(usuario);
    const money = await screen.findByRole('textbox', { name: /Costo Total/ });
    await user.type(money, '1,23,4');
    await user.type(screen.getByRole('textbox', { name: 'Piezas' }), '2,5');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Separador ambiguo: escriba 1234.50, 1,234.50 o 1234,50')).toBeInTheDocument();
    expect(screen.getByText('Escriba un numero entero')).toBeInTheDocument();
    expect(money).toHaveValue('1,23,4');
    expect(submitted).toEqual([]);
  });

  it('takes a two-digit year as 20YY', async () => {
    const { user, submitted } = renderInputs(usuario, { costoTotal: 1 });
    await waitFor(() => expect(named('inicio')).toBeInTheDocument());
    const fecha = named('inicio') as HTMLInputElement;
    await user.click(fecha);
    await user.keyboard('{Home}5/12/26');
    await user.tab();
    await waitFor(() => expect(fecha).toHaveValue('05/12/2026'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(submitted[0]?.inicio).toBe('2026-12-05'));
  });

  it('shows a field only while its showIf field is on', async () => {
    const { user } = renderInputs(usuario);
    await waitFor(() => expect(named('esCredito')).toBeInTheDocument());
    expect(named('diasCredito')).toBeNull();
    await user.click(named('esCredito')!);
    expect(named('diasCredito')).toBeInTheDocument();
    await user.click(named('esCredito')!);
    expect(named('diasCredito')).toBeNull();
  });

  it('shows superuser-scoped fields to ROLE_SUPERUSER only', async () => {
    renderInputs(superusuario);
    await waitFor(() => expect(named('secreto')).toBeInTheDocument());
  });

  it('hides superuser-scoped fields from other roles', async () => {
    renderInputs(usuario);
    await waitFor(() => expect(named('costoTotal')).toBeInTheDocument());
    expect(named('secreto')).toBeNull();
  });

  it('searches references only on typed text and says when nothing matches', async () => {
    const searches: string[] = [];
    server.use(
      http.get('/api/menu-item/menu-items-page', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('name') ?? '');
        return HttpResponse.json({ content: [], totalElements: 0 });
      }),
    );
    const { user } = renderInputs(usuario);
    const padre = await screen.findByRole('combobox', { name: 'Padre' });
    await user.click(padre);
    expect(searches).toEqual([]);
    await user.type(padre, 'zzz');
    await waitFor(() => expect(searches).toEqual(['zzz']));
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  });

  it('fills lookups from their endpoint and follows the field they depend on', async () => {
    const { user, subRequests } = renderInputs(usuario);
    const sub = await screen.findByRole('combobox', { name: 'Subclasificacion' });
    expect(sub).toHaveAttribute('aria-disabled', 'true');
    await user.click(await screen.findByRole('combobox', { name: 'Clasificacion' }));
    await user.click(await screen.findByRole('option', { name: 'Producto' }));
    const enabledSub = await screen.findByRole('combobox', { name: 'Subclasificacion' });
    await waitFor(() => expect(enabledSub).not.toHaveAttribute('aria-disabled'));
    await user.click(enabledSub);
    await user.click(await screen.findByRole('option', { name: 'Cemento' }));
    expect(named('subClasificacionId')).toHaveValue('10');
    await user.click(screen.getByRole('combobox', { name: 'Clasificacion' }));
    await user.click(await screen.findByRole('option', { name: 'Servicio' }));
    await waitFor(() => expect(named('subClasificacionId')).toHaveValue(''));
    expect(subRequests).toEqual(['1', '2']);
  });

  it('places inputs by x-ui.order under the headings of their x-ui.group', async () => {
    const ordered: EntitySchema = {
      $id: 'prueba-orden',
      title: 'Orden',
      type: 'object',
      properties: {
        notas: { type: 'string', title: 'Notas', 'x-ui': { group: 'Otros', order: 4 } },
        total: { type: 'number', title: 'Total', 'x-ui': { group: 'Importes', order: 3 } },
        folio: { type: 'string', title: 'Folio' },
        fecha: { type: 'string', title: 'Fecha', 'x-ui': { order: 1 } },
        subtotal: { type: 'number', title: 'Subtotal', 'x-ui': { group: 'Importes', order: 2 } },
      },
    };
    renderInputs(usuario, {}, ordered);
    await waitFor(() => expect(named('notas')).toBeInTheDocument());
    const form = named('notas')!.closest('form')!;
    const sequence = [...form.querySelectorAll('h2, input')].map(
      (node) => node.getAttribute('name') ?? node.textContent,
    );
    expect(sequence).toEqual(['fecha', 'folio', 'Importes', 'subtotal', 'total', 'Otros', 'notas']);
  });

  it('renders a widget a module registers, without touching the engine', async () => {
    registerWidget('mayusculas', ({ field }) => <output aria-label={field.label}>{field.name.toUpperCase()}</output>);
    const custom: EntitySchema = {
      $id: 'prueba-widget',
      title: 'Widget',
      type: 'object',
      properties: {
        clave: { type: 'string', title: 'Clave', 'x-ui': { widget: 'mayusculas' } },
        nombre: { type: 'string', title: 'Nombre', 'x-ui': { widget: 'desconocido' } },
      },
    };
    renderInputs(usuario, {}, custom);
    expect(await screen.findByLabelText('Clave')).toHaveTextContent('CLAVE');
    expect(named('nombre')).toHaveAttribute('type', 'text');
  });
});
