import { describe, expect, it } from 'vitest';
import { budgetColor, budgetFigure, budgetShare, lineColor, worstColor } from './budgetColor';

describe('obra summary cards', () => {
  it('are grey when nothing was spent', () => {
    expect(budgetColor(100000n, 0n)).toBe('grey');
  });

  it('are green up to the budget and red beyond it', () => {
    expect(budgetColor(100000n, 99999n)).toBe('success');
    expect(budgetColor(100000n, 100000n)).toBe('success');
    expect(budgetColor(100000n, 100001n)).toBe('error');
    expect(budgetColor(0n, 1n)).toBe('error');
  });

  it('turn red when spent + committed exceeds the budget, before the money is spent', () => {
    expect(budgetColor(100000n, 0n, 100000n)).toBe('grey');
    expect(budgetColor(100000n, 0n, 100001n)).toBe('error');
    expect(budgetColor(100000n, 50000n, 90000n)).toBe('success');
  });

  it('say the share their colour judges: spent + committed where committed is known', () => {
    expect(budgetFigure(400000n, 100000n)).toBe('25.00');
    expect(budgetFigure(400000n, 100000n, 300000n)).toBe('75.00');
    expect(budgetFigure(400000n, 100000n, 440000n)).toBe('110.00');
  });

  it('tell the share of the budget spent', () => {
    expect(budgetShare(400000n, 100000n)).toBe('25.00');
    expect(budgetShare(400000n, 0n)).toBe('0.00');
    expect(budgetShare(0n, 0n)).toBe('');
  });
});

describe('one rule for every budget colour', () => {
  it('judges a line by what it spent and, where known, what it committed', () => {
    expect(lineColor({ budget: 100000n, actual: 50000n })).toBe('success');
    expect(lineColor({ budget: 100000n, actual: 50000n, committed: 50001n })).toBe('error');
    expect(lineColor({ budget: 100000n, actual: 0n, committed: 10000n })).toBe('grey');
  });

  it('judges an obra by the worst of its lines: red if any card is red, grey only if every card is', () => {
    expect(worstColor(['grey', 'success', 'error'])).toBe('error');
    expect(worstColor(['grey', 'success', 'grey'])).toBe('success');
    expect(worstColor(['grey', 'grey', 'grey'])).toBe('grey');
  });
});
