import { describe, expect, it } from 'vitest';
import { appointmentTitle } from '../../../../src/features/appointments/appointment-title';

describe('appointmentTitle', () => {
  it("prefers the type's name, then the summary, then the plain word", () => {
    expect(appointmentTitle({ summary: 'Hypotheekgesprek' }, 'Adviesgesprek', 'Afspraak')).toBe('Adviesgesprek');
    expect(appointmentTitle({ summary: 'Hypotheekgesprek' }, null, 'Afspraak')).toBe('Hypotheekgesprek');
    expect(appointmentTitle({ summary: null }, null, 'Afspraak')).toBe('Afspraak');
  });
});
