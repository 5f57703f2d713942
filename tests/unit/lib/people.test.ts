import { describe, expect, it } from 'vitest';
import { initialsOf, personAge } from '../../../src/lib/people';

describe('personAge', () => {
  it('takes the age the server sent', () => {
    expect(personAge({ age: 41, date_of_birth: '1990-01-01' }, '2026-03-05')).toBe(41);
  });

  it('counts from the date of birth otherwise, a birthday counting from its day', () => {
    expect(personAge({ age: null, date_of_birth: '2016-03-05' }, '2026-03-05')).toBe(10);
    expect(personAge({ age: null, date_of_birth: '2016-03-06' }, '2026-03-05')).toBe(9);
    expect(personAge({ age: null, date_of_birth: null }, '2026-03-05')).toBeNull();
    expect(personAge({ age: null, date_of_birth: 'unknown' }, '2026-03-05')).toBeNull();
  });

  it('counts a birthday during the day it falls on, and one of 29 February on the 28th in other years', () => {
    expect(personAge({ age: null, date_of_birth: '1980-11-25' }, new Date(2026, 10, 25, 9, 30))).toBe(46);
    expect(personAge({ age: null, date_of_birth: '1980-11-26' }, new Date(2026, 10, 25, 23, 59))).toBe(45);
    expect(personAge({ age: null, date_of_birth: '2016-02-29' }, '2026-02-27')).toBe(9);
    expect(personAge({ age: null, date_of_birth: '2016-02-29' }, '2026-02-28')).toBe(10);
    expect(personAge({ age: null, date_of_birth: '2016-02-29' }, '2028-02-28')).toBe(11);
    expect(personAge({ age: null, date_of_birth: '2016-02-29' }, '2028-02-29')).toBe(12);
  });
});

describe('initialsOf', () => {
  it('takes the first and last capitalised word, skipping surname prefixes', () => {
    expect(initialsOf('Jan de Vries')).toBe('JV');
    expect(initialsOf('Sanne Bakker')).toBe('SB');
    expect(initialsOf('Pieter')).toBe('P');
    expect(initialsOf('anna van dam')).toBe('AD');
    expect(initialsOf('')).toBe('');
  });
});
