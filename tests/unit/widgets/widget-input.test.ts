// What the widgets read from their fields (issue 25): a decimal comma is a decimal comma, so an
// income of "3704,50" is € 3.704,50 a month and not 370450 (which made a maximum of € 23.613.748).
import { describe, expect, it } from 'vitest';
import { amountText, figureText, moneyInput, rateInput, yearly } from '../../../src/widgets/widget-input';

describe('moneyInput', () => {
  it.each([
    ['3704,50', 3704.5],
    ['3.704,50', 3704.5],
    ['3704.50', 3704.5],
    ['3,704.50', 3704.5],
    ['€ 3.704', 3704],
    ['3704', 3704],
    ['', 0],
    ['abc', 0],
    ['-200', 0],
  ])('reads %j as %d', (text, amount) => {
    expect(moneyInput(text)).toBe(amount);
  });

  it('gives the yearly income the engine tests with: monthly × 12,96', () => {
    expect(yearly(moneyInput('3704,50'))).toBe(48010);
  });

  it('writes a starting amount that reads back as the same amount', () => {
    expect(moneyInput(amountText(3704.5))).toBe(3704.5);
    expect(amountText(3704)).toBe('3.704');
  });
});

describe('rateInput', () => {
  it('reads Dutch and English rates and holds them between 0 and 10', () => {
    expect(rateInput('3,8')).toBe(3.8);
    expect(rateInput('3.8 %')).toBe(3.8);
    expect(rateInput('38')).toBe(10);
    expect(rateInput('x')).toBe(0);
  });
});

describe('figureText', () => {
  it('writes percentages and money the Dutch way', () => {
    expect(figureText('woonquote', 27.4)).toBe('27,4%');
    expect(figureText('test_rate', 3.8)).toBe('3,80%');
    expect(figureText('toetsinkomen', 48010)).toBe('€\u00a048.010');
    expect(figureText('single_amount', 'x')).toBe('–');
  });
});
