import { describe, expect, it } from 'vitest';
import { budgetColor, budgetShare } from './budgetColor';

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

  it('tell the share of the budget spent', () => {
    expect(budgetShare(400000n, 100000n)).toBe('25.00');
    expect(budgetShare(400000n, 0n)).toBe('0.00');
    expect(budgetShare(0n, 0n)).toBe('');
  });
});
