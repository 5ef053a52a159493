import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/server';
import { renderStory } from '../../test/renderStory';
import * as stories from './Demo.stories';

const { Pickers } = composeStories(stories);

describe('Demo', () => {
  it('lists the facturas of the chosen obra and cliente', async () => {
    const gets: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      gets.push(`${url.pathname}${url.search}`);
    });
    const { user } = await renderStory(Pickers);
    expect(await screen.findByText('Elija una obra y un cliente para ver sus facturas')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Obra' })).toHaveValue('Edificio Corporativo Reforma');
    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'Sonora');
    await user.click(await screen.findByRole('option', { name: 'Constructora Pitic' }));
    const table = (await screen.findByText('1045')).closest('table')!;
    expect(within(table).getByText('1047')).toBeInTheDocument();
    expect(within(table).queryByText('A-1046')).toBeNull();
    expect(gets.some((g) => g.startsWith('/api/factura/byObraAndCliente?') && g.includes('clienteId=1'))).toBe(true);
  });
});
