// Which signals the hypotheekwacht shows and where each one's button goes: the refinance
// calculator with the mortgage of the part chosen, the retirement scenario, or the screen.
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/portal';
import { watchSignals, type WatchPaths } from '../../../../src/features/dashboard/components/watch-signals';

type Schemas = components['schemas'];

const signal = (id: number, description: string | null, searchable_id: number | null = null, customer_message: string | null = 'Tekst') =>
  ({ id, description, searchable_id, customer_message }) as Schemas['Signal'];
const mortgages = [
  { id: 401, mortgageParts: [{ id: 4011 }, { id: 4012 }] },
  { id: 402, mortgageParts: [{ id: 4021 }, { id: 4022, rentevasteperiode: 180 }, { id: 4023, rentevasteperiode: 72 }] },
] as unknown as Schemas['Mortgage'][];
const paths: WatchPaths = { mortgages: '/hypotheek', policies: '/verzekeringen', appointments: '/afspraken', retirement: '/pensioen' };
const hidden: WatchPaths = { mortgages: null, policies: null, appointments: null, retirement: null };

describe('watchSignals', () => {
  it("shows only the portal's computed signals with a message, in the server's order", () => {
    const shown = watchSignals(
      [signal(1, 'Overwaarde beschikbaar'), signal(2, 'policy_expiring'), signal(3, 'fixed_rate_ending', 4021), signal(4, 'appointment_reminder', 9, null)],
      mortgages,
      [],
      paths,
    );
    expect(shown.map((item) => item.id)).toEqual([2, 3]);
  });

  it("links a fixed-rate end to the refinance calculator with the part's mortgage chosen", () => {
    const [item] = watchSignals([signal(3, 'fixed_rate_ending', 4021)], mortgages, ['refinance', 'scenarios'], paths);
    expect(item?.link).toEqual({ to: '?rekenhulp=refinance&hypotheek=402', text: 'watch_signal_refinance' });
  });

  it('opens the refinance calculator on the period whose rate the signal quotes (issue 42 item 1)', () => {
    const [fifteen, six] = watchSignals([signal(5, 'fixed_rate_ending', 4022), signal(6, 'fixed_rate_ending', 4023)], mortgages, ['refinance'], paths);
    expect(fifteen?.link?.to).toBe('?rekenhulp=refinance&hypotheek=402&rentevast=180');
    // Six years fixed is quoted at the nearest period offered: five years.
    expect(six?.link?.to).toBe('?rekenhulp=refinance&hypotheek=402&rentevast=60');
    const [withoutCalculator] = watchSignals([signal(3, 'fixed_rate_ending', 4021)], mortgages, ['scenarios'], paths);
    expect(withoutCalculator?.link).toEqual({ to: '/hypotheek', text: 'watch_signal_mortgage' });
  });

  it('links the AOW date to the scenarios, else the retirement screen, and hides a link to a hidden screen', () => {
    expect(watchSignals([signal(5, 'retirement_approaching')], [], ['scenarios'], paths)[0]?.link?.to).toBe('?rekenhulp=scenarios');
    expect(watchSignals([signal(5, 'retirement_approaching')], [], [], paths)[0]?.link?.to).toBe('/pensioen');
    expect(
      watchSignals([signal(5, 'retirement_approaching'), signal(6, 'policy_expiring'), signal(7, 'document_request_open')], [], [], hidden).map(
        (item) => item.link,
      ),
    ).toEqual([null, null, null]);
    expect(watchSignals([signal(8, 'appointment_reminder')], [], [], paths)[0]?.link).toEqual({ to: '/afspraken', text: 'watch_signal_appointments' });
  });
});
