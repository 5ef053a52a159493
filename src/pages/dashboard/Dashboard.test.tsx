import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { avanceAnswer } from '../../../mocks/api/obras';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import { stubScreenWidth } from '../../test/viewport';
import { AVANCE_COMPLETO, AVANCE_EN_CURSO, avanceColor } from './avanceColor';
import { MAX_LINES, MIN_ROW_PX, obraAxis, ROW_GAP_PX, textEms, wrapName } from './chartLayout';
import * as stories from './Dashboard.stories';
import { avanceConNombreLargo, NOMBRE_LARGO } from './fixtures';
import { GASTO_ADELANTADO, GASTO_EN_TIEMPO, gastoAdelantado, gastoColor, gastoShare } from './gastoColor';

const { AvanceDeObras, EnTelefono, NombreLargo, SinObras, SinPermisoDeObras } = composeStories(stories);

const chart = (title: string) => screen.getByRole('region', { name: title });
const fills = (bars: Element[]) => bars.map((bar) => bar.getAttribute('fill'));

describe('avanceColor', () => {
  it('paints a finished obra grey and any other green', () => {
    expect(avanceColor(100)).toBe(AVANCE_COMPLETO);
    expect(avanceColor(99)).toBe(AVANCE_EN_CURSO);
    expect(avanceColor(0)).toBe(AVANCE_EN_CURSO);
    expect(AVANCE_COMPLETO).not.toBe(AVANCE_EN_CURSO);
  });
});

describe('gastoColor', () => {
  it('paints red an obra that spent a larger share of its budget than of its time, green otherwise', () => {
    expect(gastoColor({ avance: 50, presupuesto: 1000, ejercido: 500.01 })).toBe(GASTO_ADELANTADO);
    expect(gastoColor({ avance: 50, presupuesto: 1000, ejercido: 500 })).toBe(GASTO_EN_TIEMPO);
    expect(gastoColor({ avance: 50, presupuesto: 1000, ejercido: 0 })).toBe(GASTO_EN_TIEMPO);
    expect(GASTO_ADELANTADO).not.toBe(GASTO_EN_TIEMPO);
  });

  it('paints red an obra past its budget, even once its time is over', () => {
    expect(gastoAdelantado({ avance: 100, presupuesto: 1000, ejercido: 1000 })).toBe(false);
    expect(gastoAdelantado({ avance: 100, presupuesto: 1000, ejercido: 1000.01 })).toBe(true);
    expect(gastoAdelantado({ avance: 100, presupuesto: 0, ejercido: 0.01 })).toBe(true);
    expect(gastoAdelantado({ avance: 0, presupuesto: 0, ejercido: 0 })).toBe(false);
    expect(gastoAdelantado({ avance: 120, presupuesto: 1000, ejercido: 1100 })).toBe(true);
  });

  it('compares in cents: a share exactly equal to the time elapsed is not ahead', () => {
    // As floats, 300000.21 / 1000000.7 × 100 is 30.000000000000004.
    expect((300000.21 / 1000000.7) * 100).toBeGreaterThan(30);
    expect(gastoAdelantado({ avance: 30, presupuesto: 1000000.7, ejercido: 300000.21 })).toBe(false);
    expect(gastoShare({ avance: 30, presupuesto: 1000000.7, ejercido: 300000.21 })).toBe(30);
  });

  it('tells the share spent to the hundredth, and none without a budget', () => {
    expect(gastoShare({ avance: 0, presupuesto: 3, ejercido: 1 })).toBe(33.33);
    expect(gastoShare({ avance: 0, presupuesto: 0, ejercido: 1 })).toBeNull();
  });
});

describe('chartLayout', () => {
  it('keeps a name that fits on one line', () => {
    expect(wrapName('Torre Medica Pitic', 20, MAX_LINES)).toEqual(['Torre Medica Pitic']);
  });

  it('breaks a name between words, no line wider than the room', () => {
    const lines = wrapName('Almacen de Granos Valle del Yaqui', 8, MAX_LINES);
    expect(lines).toEqual(['Almacen de', 'Granos Valle del', 'Yaqui']);
    for (const line of lines) expect(textEms(line)).toBeLessThanOrEqual(8);
  });

  it("cuts a name past the last line with '…', still within the room", () => {
    const lines = wrapName(NOMBRE_LARGO, 10, MAX_LINES);
    expect(lines).toHaveLength(MAX_LINES);
    expect(lines.at(-1)).toMatch(/…$/);
    for (const line of lines) expect(textEms(line)).toBeLessThanOrEqual(10);
    expect(NOMBRE_LARGO.startsWith(lines.join(' ').slice(0, -1))).toBe(true);
  });

  it('cuts a word longer than a line where it must', () => {
    const lines = wrapName('Hermosillo-Guaymas-Empalme', 6, MAX_LINES);
    expect(lines.join('')).toBe('Hermosillo-Guaymas-Empalme');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textEms(line)).toBeLessThanOrEqual(6);
  });

  it('makes every row as tall as the tallest name, never less than a bar needs', () => {
    expect(obraAxis(['Torre Medica Pitic'], false).rowPx).toBe(MIN_ROW_PX);
    const phone = obraAxis(['Torre Medica Pitic', NOMBRE_LARGO], true);
    expect(phone.lines[0]).toEqual(['Torre Medica Pitic']);
    expect(phone.lines[1]).toHaveLength(MAX_LINES);
    expect(phone.rowPx).toBeGreaterThanOrEqual(MAX_LINES * phone.lineHeight + ROW_GAP_PX);
    expect(phone.rowPx).toBeGreaterThan(MIN_ROW_PX);
  });

  it('gives the names a narrower axis and a smaller type on a phone', () => {
    const wide = obraAxis([NOMBRE_LARGO], false);
    const phone = obraAxis([NOMBRE_LARGO], true);
    expect(phone.width).toBeLessThan(wide.width);
    expect(phone.fontSize).toBeLessThan(wide.fontSize);
    for (const axis of [wide, phone]) {
      for (const line of axis.lines[0]) expect(textEms(line) * axis.fontSize).toBeLessThan(axis.width);
    }
  });
});

/** The ticks of a chart: each name's link, its lines and where it stands. */
function ticks(region: HTMLElement) {
  return within(region)
    .getAllByRole('link')
    .map((link) => {
      const text = link.querySelector('text')!;
      return {
        name: link.getAttribute('aria-label'),
        title: link.querySelector('title')?.textContent,
        lines: [...text.querySelectorAll('tspan')].map((tspan) => tspan.textContent),
        y: Number(text.getAttribute('y')),
        lineHeight: Number(text.querySelectorAll('tspan')[1]?.getAttribute('dy') ?? 0),
      };
    });
}

describe('Dashboard', () => {
  it('charts every obra in course: its time elapsed, and beside it its spending against its budget', async () => {
    const { container } = await renderStory(AvanceDeObras);
    const enCurso = avanceAnswer();
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle path').length).toBeGreaterThan(0));
    const avance = chart('Avance de Obra en Semanas');
    const gasto = chart('Gasto contra Presupuesto');
    await waitFor(() => expect(avance.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(enCurso.length));
    expect(fills([...avance.querySelectorAll('.recharts-bar-rectangle path')])).toEqual(
      enCurso.map((obra) => avanceColor(obra.avance)),
    );
    // An obra that spent nothing draws no spending bar.
    const conGasto = enCurso.filter((obra) => obra.ejercido !== 0);
    const colors = conGasto.map(gastoColor);
    expect(colors).toContain(GASTO_ADELANTADO);
    expect(colors).toContain(GASTO_EN_TIEMPO);
    await waitFor(() =>
      expect(gasto.querySelectorAll('.gasto .recharts-bar-rectangle path')).toHaveLength(conGasto.length),
    );
    expect(fills([...gasto.querySelectorAll('.gasto .recharts-bar-rectangle path')])).toEqual(colors);
    expect(gasto.querySelectorAll('.avance .recharts-bar-rectangle path')).toHaveLength(enCurso.length);
  });

  it("links each obra's name to its summary", async () => {
    const { user } = await renderStory(AvanceDeObras);
    const [first] = avanceAnswer();
    await waitFor(() =>
      expect(
        within(chart('Gasto contra Presupuesto')).getByRole('link', { name: `Resumen de ${first.nombre}` }),
      ).toHaveAttribute('href', `/obras/${first.id}/resumen`),
    );
    await user.click(
      within(chart('Gasto contra Presupuesto')).getByRole('link', { name: `Resumen de ${first.nombre}` }),
    );
    await waitFor(() => expect(storyRouter.location().pathname).toBe(`/obras/${first.id}/resumen`));
  });

  it("opens an obra's summary from its spending bar", async () => {
    const { user, container } = await renderStory(AvanceDeObras);
    const conGasto = avanceAnswer().filter((obra) => obra.ejercido !== 0);
    await waitFor(() =>
      expect(container.querySelectorAll('.gasto .recharts-bar-rectangle path')).toHaveLength(conGasto.length),
    );
    await user.click(container.querySelectorAll('.gasto .recharts-bar-rectangle path')[1]);
    await waitFor(() => expect(storyRouter.location().pathname).toBe(`/obras/${conGasto[1].id}/resumen`));
  });

  it('says so in each chart when there are no obras', async () => {
    await renderStory(SinObras);
    expect(await screen.findAllByText('No hay obras registradas.')).toHaveLength(2);
  });

  it('shows the empty text, and no error, to a user without the Obras permiso', async () => {
    await renderStory(SinPermisoDeObras);
    expect(await screen.findAllByText('No hay obras registradas.')).toHaveLength(2);
    expect(screen.queryByText('No tiene permiso para esta operacion')).not.toBeInTheDocument();
  });

  describe('with a name too long for the axis', () => {
    const expectReadableNames = async (region: HTMLElement) => {
      const obras = avanceConNombreLargo();
      await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(obras.length));
      const drawn = ticks(region);
      const largo = drawn.find((tick) => tick.name === `Resumen de ${NOMBRE_LARGO}`)!;
      expect(largo.title).toBe(NOMBRE_LARGO);
      expect(largo.lines).toHaveLength(MAX_LINES);
      expect(largo.lines.at(-1)).toMatch(/…$/);
      // Every row as tall as the tallest name and a gap: no name reaches the next, whichever they are.
      const lineHeight = Math.max(...drawn.map((tick) => tick.lineHeight));
      const row = MAX_LINES * lineHeight + ROW_GAP_PX;
      expect(lineHeight).toBeGreaterThan(0);
      for (const [above, below] of drawn.slice(1).map((tick, i) => [drawn[i], tick])) {
        expect(below.y - above.y).toBeGreaterThanOrEqual(row);
      }
      return largo;
    };

    it('cuts it at its last line on a desktop, whole in its link', async () => {
      await renderStory(NombreLargo);
      await expectReadableNames(chart('Avance de Obra en Semanas'));
      await expectReadableNames(chart('Gasto contra Presupuesto'));
    });

    describe('on a phone', () => {
      beforeEach(() => stubScreenWidth(390));
      afterEach(() => vi.unstubAllGlobals());

      it('wraps every name without overlapping the next, and it still opens the summary', async () => {
        const { user } = await renderStory(EnTelefono);
        await expectReadableNames(chart('Avance de Obra en Semanas'));
        await expectReadableNames(chart('Gasto contra Presupuesto'));
        const [largo] = avanceConNombreLargo();
        await user.click(
          within(chart('Gasto contra Presupuesto')).getByRole('link', { name: `Resumen de ${NOMBRE_LARGO}` }),
        );
        await waitFor(() => expect(storyRouter.location().pathname).toBe(`/obras/${largo.id}/resumen`));
      });
    });
  });
});
