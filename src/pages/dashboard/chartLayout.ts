/**
 * What the dashboard's two bar charts share: one row per obra, its name beside its bars, wrapped to
 * the axis width and at most MAX_LINES lines (the last cut with '…'; the whole name stays in the
 * link's accessible name, its hover title and the tooltip). Every row is as tall as the tallest
 * name needs, so names never overlap and each stays centred on its bars.
 *
 * The wrapping is computed here, before drawing, from an estimate of each character's width: the
 * rows' height has to be known to size the chart, and a pure function is the same in every browser
 * and in tests. The estimate errs wide, so a line drawn is never longer than the axis.
 */
import {} from '@mui/material';
import { usePhone } from '../../engine/usePhone';

export const MAX_LINES = 3;
/** Room for a 24 px bar, and for the spending chart's two bars, with a gap between rows. */
export const MIN_ROW_PX = 44;
/** Between the last line of one name and the first of the next. */
export const ROW_GAP_PX = 8;
const LINE_HEIGHT_EM = 1.2;
/** Between the name and the axis line: recharts' tick mark (6) and its margin (2). */
const TICK_GAP_PX = 8;
const ELLIPSIS = '…';

export const CHART_MARGIN = { top: 8, right: 24, bottom: 8, left: 8 };

/** The category axis on a phone (below sm) and wider. */
const AXIS = {
  phone: { width: 130, fontSize: 12 },
  wide: { width: 170, fontSize: 14 },
};

export const percent = (value: unknown) => `${String(value)} %`;

/**
 * Roughly the width of `text` in ems in a sans-serif such as Roboto: capitals and m/w wide, i/l/t/r,
 * spaces and punctuation narrow, any other character as a wide lowercase letter.
 */
export function textEms(text: string): number {
  let ems = 0;
  for (const char of text) {
    if (/[A-ZÁÉÍÓÚÑmwMW@%]/.test(char)) ems += 0.68;
    else if (/[\sfijlrtI.,:;'()|!-]/.test(char)) ems += 0.3;
    else ems += 0.56;
  }
  return ems;
}

/** The longest start of `text` that fits `ems`, at least one character (a line never stays empty). */
function fitStart(text: string, ems: number): string {
  const chars = [...text];
  let end = 1;
  while (end < chars.length && textEms(chars.slice(0, end + 1).join('')) <= ems) end += 1;
  return chars.slice(0, end).join('');
}

/**
 * `text` in lines of at most `ems` wide, broken between words (a word longer than a line is cut
 * where it must), at most `maxLines` of them: the last one drawn ends in '…' when more would follow.
 */
export function wrapName(text: string, ems: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const joined = line ? `${line} ${word}` : word;
    if (textEms(joined) <= ems) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (textEms(rest) > ems) {
      const start = fitStart(rest, ems);
      lines.push(start);
      rest = rest.slice(start.length);
    }
    line = rest;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  let last = [...lines[maxLines - 1]];
  while (last.length > 0 && textEms(`${last.join('')}${ELLIPSIS}`) > ems) last = last.slice(0, -1);
  return [...lines.slice(0, maxLines - 1), `${last.join('').trimEnd()}${ELLIPSIS}`];
}

export interface ObraAxis {
  /** The category axis' width, its names' room plus the gap to the axis line. */
  width: number;
  fontSize: number;
  lineHeight: number;
  /** The height of every row: the tallest name's lines, and the gap to the next. */
  rowPx: number;
  /** Each obra's name in lines, in the order of the obras. */
  lines: string[][];
}

/** The layout of the obras' names on a category axis: `narrow` on a phone. */
export function obraAxis(nombres: readonly string[], narrow: boolean): ObraAxis {
  const { width, fontSize } = narrow ? AXIS.phone : AXIS.wide;
  const lineHeight = fontSize * LINE_HEIGHT_EM;
  const room = (width - TICK_GAP_PX) / fontSize;
  const lines = nombres.map((nombre) => wrapName(nombre, room, MAX_LINES));
  const tallest = Math.max(1, ...lines.map((name) => name.length));
  return {
    width,
    fontSize,
    lineHeight,
    rowPx: Math.max(MIN_ROW_PX, Math.ceil(tallest * lineHeight + ROW_GAP_PX)),
    lines,
  };
}

export function useObraAxis(obras: readonly { nombre: string }[]): ObraAxis {
  const narrow = usePhone();
  return obraAxis(
    obras.map((obra) => obra.nombre),
    narrow,
  );
}

/**
 * The tooltip of both charts: in place at once (animated, it slides in from the chart's corner across
 * the names), and no wider than the bars' area, so it never covers the names nor leaves the card.
 */
export function tooltipProps(axis: ObraAxis) {
  const outside = CHART_MARGIN.left + axis.width + CHART_MARGIN.right;
  return {
    isAnimationActive: false,
    cursor: { fillOpacity: 0.3 },
    wrapperStyle: { maxWidth: `calc(100% - ${outside}px)` },
    contentStyle: { whiteSpace: 'normal' },
  } as const;
}
