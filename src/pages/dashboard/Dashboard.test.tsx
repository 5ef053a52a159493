import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { avanceAnswer, resumenAnswer } from '../../../mocks/api/obras';
import { obras } from '../../../mocks/fixtures/obras';
import { toCents } from '../../../schemas/money';
import type { ObraAvance } from '../../dataProvider';
import { lineColor } from '../../shared/presupuesto';
import { renderStory } from '../../test/renderStory';
import { storyRouter } from '../../test/storyRouter';
import { stubScreenWidth } from '../../test/viewport';
import { AVANCE_COMPLETO, AVANCE_EN_CURSO, avanceColor } from './avanceColor';
import { MAX_LINES, MIN_ROW_PX, obraAxis, ROW_GAP_PX, textEms, wrapName } from './chartLayout';
import * as stories from './Dashboard.stories';
import { avanceAdelantado, avanceConNombreLargo, CERRO_REAL, NOMBRE_LARGO } from './fixtures';
import { GASTO_COLOR, gastoAdelantado, gastoColor, gastoShare } from './gastoColor';

const { AvanceDeObras, EnTelefono, GastoAdelantado, NombreLargo, SinObras, SinPermisoDeObras } =
  composeStories(stories);

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

/** An obra of the dashboard's answer with one line each, amounts in pesos. */
function obraCon({
  avance = 50,
  insumos = [1000, 0, 0],
  manoObra = [1000, 0],
  indirectos = [1000, 0],
}: {
  avance?: number;
  insumos?: [number, number, number];
  manoObra?: [number, number];
  indirectos?: [number, number];
}): ObraAvance {
  const presupuesto = insumos[0] + manoObra[0] + indirectos[0];
  const ejercido = insumos[1] + manoObra[1] + indirectos[1];
  return {
    id: 1,
    nombre: 'Obra',
    avance,
    avanceFisico: null,
    presupuesto,
    ejercido,
    insumos: { presupuesto: insumos[0], ejercido: insumos[1], comprometido: insumos[2] },
    manoObra: { presupuesto: manoObra[0], ejercido: manoObra[1] },
    indirectos: { presupuesto: indirectos[0], ejercido: indirectos[1] },
  };
}

/** The colours of an obra's summary cards, by the cards' own rule (BudgetCard). */
function coloresDeTarjetas(obra: { id: number } & Parameters<typeof resumenAnswer>[0]) {
  const resumen = resumenAnswer(obra);
  return (['insumos', 'manoObra', 'indirectos'] as const).map((partida) => {
    const linea = resumen[partida];
    return lineColor({
      budget: toCents(linea.presupuesto),
      actual: toCents(linea.ejercido),
      committed: 'comprometido' in linea ? toCents(linea.comprometido) : undefined,
    });
  });
}

describe("gastoColor: the summary cards' rule, and ahead of time", () => {
  it('paints red an obra with any line past its budget, though the whole obra is within it and its time', () => {
    expect(gastoColor(obraCon({ avance: 90, indirectos: [1000, 1000.01] }))).toBe('error');
    expect(gastoColor(obraCon({ avance: 90, manoObra: [1000, 1000.01] }))).toBe('error');
  });

  it('paints red an obra whose Insumos pass their budget only with what is committed', () => {
    const obra = obraCon({ avance: 90, insumos: [1000, 400, 600.01] });
    expect(obra.ejercido / obra.presupuesto).toBeLessThan(0.9);
    expect(gastoColor(obra)).toBe('error');
    expect(gastoColor(obraCon({ avance: 90, insumos: [1000, 400, 600] }))).toBe('success');
  });

  it('paints amber an obra within every budget that spent a larger share of it than of its time', () => {
    expect(gastoColor(obraCon({ avance: 50, insumos: [1000, 900, 0], manoObra: [1000, 700] }))).toBe('adelantado');
    expect(gastoColor(obraCon({ avance: 50, insumos: [1000, 800, 0], manoObra: [1000, 700] }))).toBe('success');
  });

  it('paints grey an obra that spent nothing, even with orders committed', () => {
    expect(gastoColor(obraCon({ insumos: [1000, 0, 500] }))).toBe('grey');
  });

  it('compares in cents: a share exactly equal to the time elapsed is not ahead', () => {
    // As floats, 300000.21 / 1000000.7 × 100 is 30.000000000000004.
    expect((300000.21 / 1000000.7) * 100).toBeGreaterThan(30);
    expect(gastoAdelantado({ avance: 30, presupuesto: 1000000.7, ejercido: 300000.21 })).toBe(false);
    expect(gastoShare({ presupuesto: 1000000.7, ejercido: 300000.21 })).toBe(30);
  });

  it('tells the share spent to the hundredth, and none without a budget', () => {
    expect(gastoShare({ presupuesto: 3, ejercido: 1 })).toBe(33.33);
    expect(gastoShare({ presupuesto: 0, ejercido: 1 })).toBeNull();
  });

  it('paints every mocked obra as its summary cards: red exactly when one of its cards is red', () => {
    const enCurso = avanceAnswer();
    for (const fila of enCurso) {
      const tarjetas = coloresDeTarjetas(obras.find((obra) => obra.id === fila.id)!);
      expect(gastoColor(fila) === 'error', fila.nombre).toBe(tarjetas.includes('error'));
    }
    // Guaymas's Insumos are red only with what is committed: so is its bar.
    const guaymas = enCurso.find((fila) => fila.nombre === 'Nave Industrial Guaymas')!;
    expect(guaymas.insumos.ejercido).toBeLessThanOrEqual(guaymas.insumos.presupuesto);
    expect(gastoColor(guaymas)).toBe('error');
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
  it('charts every obra in course: its time elapsed and avance físico, and beside it its spending against its budget', async () => {
    const { container } = await renderStory(AvanceDeObras);
    const enCurso = avanceAnswer();
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle path').length).toBeGreaterThan(0));
    const avance = chart('Avance de Obra en Semanas');
    const gasto = chart('Gasto contra Presupuesto');
    await waitFor(() =>
      expect(avance.querySelectorAll('.tiempo .recharts-bar-rectangle path')).toHaveLength(enCurso.length),
    );
    expect(fills([...avance.querySelectorAll('.tiempo .recharts-bar-rectangle path')])).toEqual(
      enCurso.map((obra) => avanceColor(obra.avance)),
    );
    // Under each, its avance físico: none where nothing is executed.
    const conAvance = enCurso.filter((obra) => (obra.avanceFisico ?? 0) > 0);
    expect(conAvance.length).toBeGreaterThan(0);
    expect(avance.querySelectorAll('.fisico .recharts-bar-rectangle path')).toHaveLength(conAvance.length);
    // An obra that spent nothing draws no spending bar; what is committed is a lighter bar after it.
    const conGasto = enCurso.filter((obra) => obra.ejercido !== 0);
    const colors = conGasto.map((obra) => GASTO_COLOR[gastoColor(obra)]);
    expect(colors).toContain(GASTO_COLOR.error);
    expect(colors).toContain(GASTO_COLOR.success);
    await waitFor(() =>
      expect(gasto.querySelectorAll('.gasto .recharts-bar-rectangle path')).toHaveLength(conGasto.length),
    );
    expect(fills([...gasto.querySelectorAll('.gasto .recharts-bar-rectangle path')])).toEqual(colors);
    const conComprometido = enCurso.filter((obra) => obra.insumos.comprometido !== 0);
    expect(conComprometido.length).toBeGreaterThan(0);
    expect(fills([...gasto.querySelectorAll('.comprometido .recharts-bar-rectangle path')])).toEqual(
      conComprometido.map((obra) => GASTO_COLOR[gastoColor(obra)]),
    );
    expect(gasto.querySelectorAll('.avance .recharts-bar-rectangle path')).toHaveLength(enCurso.length);
  });

  it('paints amber the bar of an obra within every budget whose money runs ahead of its time', async () => {
    const { container } = await renderStory(GastoAdelantado);
    const conGasto = avanceAdelantado().filter((obra) => obra.ejercido !== 0);
    const gasto = () => [...container.querySelectorAll('.gasto .recharts-bar-rectangle path')];
    await waitFor(() => expect(gasto()).toHaveLength(conGasto.length));
    const i = conGasto.findIndex((obra) => obra.nombre === CERRO_REAL);
    expect(gastoColor(conGasto[i])).toBe('adelantado');
    expect(fills(gasto())[i]).toBe(GASTO_COLOR.adelantado);
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
