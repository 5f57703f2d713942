import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capMoney, MONEY_CAP, moneyInputText, parseAmount, parseMoney, parsePercent } from '../../../src/lib/parse';

describe('parseAmount', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234', 1234],
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['12.50', 12.5],
    ['1234', 1234],
    ['1.234.567', 1234567],
    ['1,234,567', 1234567],
    ['1.234.567,89', 1234567.89],
    ['1,234,567.89', 1234567.89],
    ['€ 1.234,56', 1234.56],
    ['€1234', 1234],
    ['  1 234,56 ', 1234.56],
    ['0', 0],
    ['0,00', 0],
    ['-0', 0],
    ['-1.234,56', -1234.56],
    ['-12,5', -12.5],
    ['+7', 7],
    ['1234.567', 1234.567],
  ])('reads %j as %s', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(['', 'abc', '1,2,3', '1.2.3', '12,34.56', '1,234,56.7', '1..2', ',5', '1-2', '--1', '1e5', '€'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('parsePercent', () => {
  it.each([
    ['4,5%', 4.5],
    ['4.5 %', 4.5],
    ['4,5', 4.5],
    ['0%', 0],
    ['-0,25%', -0.25],
    ['3,855%', 3.855],
  ])('reads %j as %s', (text, value) => {
    expect(parsePercent(text)).toBe(value);
  });

  it('refuses a percent sign alone', () => {
    expect(parsePercent('%')).toBeNull();
  });
});

describe('the money cap', () => {
  it('is the maximum of the contract Money schema, so browser and server agree', () => {
    const contract = JSON.parse(readFileSync(new URL('../../../generated/openapi/portal.json', import.meta.url), 'utf8')) as {
      components: { schemas: Record<string, { maximum?: number; minimum?: number }> };
    };
    expect(contract.components.schemas.Money?.maximum).toBe(MONEY_CAP);
    expect(contract.components.schemas.PositiveMoney?.maximum).toBe(MONEY_CAP);
  });

  it('holds a typed amount within 99,000,000,000 either way', () => {
    expect(parseMoney('99.000.000.001')).toBe(99_000_000_000);
    expect(parseMoney('250.000.000.000,00')).toBe(99_000_000_000);
    expect(parseMoney('98.999.999.999,99')).toBe(98_999_999_999.99);
    expect(capMoney(-1e12)).toBe(-99_000_000_000);
    expect(parseMoney('nonsense')).toBeNull();
  });

  it('keeps only digits, dots and commas while typing', () => {
    expect(moneyInputText('€ 1.234,5a6')).toBe('1.234,56');
    expect(moneyInputText('-12')).toBe('12');
  });
});
