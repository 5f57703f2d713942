// The sustainability widget: what energy-saving measures add to the borrowing room of the home
// (Tijdelijke regeling hypothecair krediet art. 4 lid 4), computed by POST /advice/maximum_mortgage
// with and without the measures; the thanks step asks the advisor.
import { AdviceWidget, birthDate, euro, html, raw, LABELS, labelText, MONTHS_PER_YEAR_WITH_HOLIDAY_PAY, THANKS } from './widget-base';

// Energy-saving measures as art. 1 onder b of the regulation lists them.
const MEASURES = ['Gevelisolatie', 'Dakisolatie', 'Vloerisolatie', 'HR++-glas', 'Warmtepomp', 'Zonnepanelen', 'Douche-warmteterugwinning'];

class SustainabilityWidget extends AdviceWidget {
  protected readonly widget = 'sustainability';
  private extra: number | null = null;
  private failed = false;

  protected render() {
    const label = this.state?.address.energy_label ?? '';
    this.frame(html`<form>
      <h3>Verduurzamen</h3>
      <label>Huidig energielabel<select name="label"><option value="">Onbekend</option>${raw(LABELS.map((item) => `<option value="${item}"${item === label ? ' selected' : ''}>${labelText(item)}</option>`).join(''))}</select></label>
      <fieldset><legend>Maatregelen</legend>${raw(MEASURES.map((measure) => `<label><input type="checkbox" name="measure" value="${measure}"> ${measure}</label>`).join(''))}</fieldset>
      <button type="submit">Bereken</button>
    </form>`, (this.failed ? html`<p class="error" role="alert">Berekenen is niet gelukt.</p>` : ''), (this.extra === null ? '' : html`<section class="result" aria-live="polite">
      <p>Extra leenruimte voor energiebesparende maatregelen</p><p class="big">${euro(this.extra)}</p>
      <button type="button" data-action="advice">Vraag advies aan</button></section>`));
    this.root.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.compute();
    });
    this.root.querySelector('[data-action="advice"]')?.addEventListener('click', () => this.thanks());
  }

  private async compute() {
    const state = this.state;
    const base = {
      applicant: { date_of_birth: (state && birthDate(state.applicant)) ?? '1990-01-01', gross_annual_income: Math.floor((state?.applicant.income ?? 0) * MONTHS_PER_YEAR_WITH_HOLIDAY_PAY) },
      partner: state?.partner ? { date_of_birth: birthDate(state.partner) ?? '1990-01-01', gross_annual_income: state.partner.employed ? Math.floor(state.partner.income * MONTHS_PER_YEAR_WITH_HOLIDAY_PAY) : 0 } : null,
      energy_label: this.value('label') || null,
      interest_rate: 3.8,
      fixed_period_in_months: 120,
    };
    const [without, withMeasures] = await Promise.all([this.calculate(base), this.calculate({ ...base, energy_saving_measures: true })]);
    this.failed = !without || !withMeasures;
    this.extra = without && withMeasures ? withMeasures.total_sum - without.total_sum : null;
    this.render();
    if (this.extra !== null) this.report(0, 'Resultaat');
  }

  private thanks() {
    const amount = euro(this.extra ?? 0);
    this.frame(html`<section aria-live="polite"><h3>${THANKS}</h3><p>Je adviseur neemt contact met je op over verduurzamen (extra leenruimte ${amount}).</p></section>`);
    this.report(1, THANKS, `verduurzamen: extra leenruimte ${amount}`);
  }
}

if (!customElements.get('advies-widget-sustainability')) customElements.define('advies-widget-sustainability', SustainabilityWidget);
