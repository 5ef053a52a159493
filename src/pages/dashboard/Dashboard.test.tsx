import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avances } from '../../../mocks/fixtures';
import { renderStory } from '../../test/renderStory';
import { AVANCE_COMPLETO, AVANCE_EN_CURSO, avanceColor } from './avanceColor';
import * as stories from './Dashboard.stories';

const { AvanceDeObras, SinObras, SinPermisoDeObras } = composeStories(stories);

describe('avanceColor', () => {
  it('paints a finished obra grey and any other green', () => {
    expect(avanceColor(100)).toBe(AVANCE_COMPLETO);
    expect(avanceColor(99)).toBe(AVANCE_EN_CURSO);
    expect(avanceColor(0)).toBe(AVANCE_EN_CURSO);
    expect(AVANCE_COMPLETO).not.toBe(AVANCE_EN_CURSO);
  });
});

describe('Dashboard', () => {
  it('charts every obra’s progress, each bar coloured by avanceColor', async () => {
    const { container } = await renderStory(AvanceDeObras);
    expect(screen.getByRole('heading', { name: 'Avance de Obra en Semanas' })).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(avances.length),
    );
    const fills = [...container.querySelectorAll('.recharts-bar-rectangle path')].map((bar) =>
      bar.getAttribute('fill'),
    );
    expect(fills).toEqual(avances.map((obra) => avanceColor(obra.avance)));
  });

  it('says so when there are no obras', async () => {
    await renderStory(SinObras);
    expect(await screen.findByText('No hay obras registradas.')).toBeInTheDocument();
  });

  it('shows the empty text, and no error, to a user without the Obras permiso', async () => {
    await renderStory(SinPermisoDeObras);
    expect(await screen.findByText('No hay obras registradas.')).toBeInTheDocument();
    expect(screen.queryByText('No tiene permiso para esta operacion')).not.toBeInTheDocument();
  });
});
