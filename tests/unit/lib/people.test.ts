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
