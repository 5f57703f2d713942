// The maximum-mortgage widget: the customer's incomes and debts, prefilled from the portal's
// state, computed by POST /advice/maximum_mortgage; the thanks step asks the advisor.
import { AdviceWidget, birthDate, euro, html, raw, LABELS, labelText, MONTHS_PER_YEAR_WITH_HOLIDAY_PAY, THANKS } from './widget-base';

class MaxMortgageWidget extends AdviceWidget {
  protected readonly widget = 'max-mortgage';
  private result: Awaited<ReturnType<AdviceWidget['calculate']>> = null;
  private failed = false;

  protected render() {
    const state = this.state;
    const label = state?.address.energy_label ?? '';
    const result = this.result;
    this.frame(html`<form>
      <h3>Maximale hypotheek</h3>
      <label>Je bruto inkomen per maand<input name="income" inputmode="numeric" value="${state?.applicant.income ?? 0}"></label>
      ${state?.partner ? html`<label>Bruto inkomen partner per maand<input name="partner_income" inputmode="numeric" value="${state.partner.employed ? state.partner.income : 0}"></label>` : ''}
      <label>Studieschuld per maand<input name="student_debt" inputmode="numeric" value="${state?.obligations.student_debt_monthly ?? 0}"></label>
      <label>Kredietlimieten<input name="credit_limits" inputmode="numeric" value="${state?.obligations.credit_limits ?? 0}"></label>
      <label>Rente (%)<input name="rate" inputmode="decimal" value="3,8"></label>
      <label>Rentevaste periode<select name="fixed">${raw([12, 60, 120, 180, 240, 360].map((months) => `<option value="${months}"${months === 120 ? ' selected' : ''}>${months / 12} jaar</option>`).join(''))}</select></label>
      <label>Energielabel<select name="label"><option value="">Onbekend</option>${raw(LABELS.map((item) => `<option value="${item}"${item === label ? ' selected' : ''}>${labelText(item)}</option>`).join(''))}</select></label>
      <button type="submit">Bereken</button>
    </form>`, (this.failed ? html`<p class="error" role="alert">Berekenen is niet gelukt. Controleer je gegevens.</p>` : ''), (result ? html`<section class="result" aria-live="polite">
      <p>Je kunt maximaal lenen</p><p class="big">${euro(result.total_sum)}</p>
      <dl><dt>Bruto maandlast</dt><dd>${euro(result.monthly_payments)}</dd><dt>Toetsinkomen</dt><dd>${euro(Number(result.explanation.figures.toetsinkomen))}</dd><dt>Woonquote</dt><dd>${String(result.explanation.figures.woonquote)}%</dd><dt>Toetsrente</dt><dd>${String(result.explanation.figures.test_rate)}%</dd><dt>NHG mogelijk</dt><dd>${result.nhg_possible ? 'ja' : 'nee'}</dd></dl>
      <button type="button" data-action="advice">Vraag advies aan</button>
    </section>` : ''));
    this.root.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.compute();
    });
    this.root.querySelector('[data-action="advice"]')?.addEventListener('click', () => this.thanks());
  }

  private async compute() {
    const yearly = (field: string) => Math.max(0, Number(this.value(field).replace(/\D/g, '')) || 0) * MONTHS_PER_YEAR_WITH_HOLIDAY_PAY;
    const state = this.state;
    const applicantBirth = (state && birthDate(state.applicant)) ?? '1990-01-01';
    const partnerBirth = state?.partner ? birthDate(state.partner) ?? applicantBirth : null;
    this.result = await this.calculate({
      applicant: { date_of_birth: applicantBirth, gross_annual_income: Math.floor(yearly('income')) },
      partner: partnerBirth ? { date_of_birth: partnerBirth, gross_annual_income: Math.floor(yearly('partner_income')) } : null,
      energy_label: this.value('label') || null,
      student_debt_monthly: Math.max(0, Number(this.value('student_debt').replace(/\D/g, '')) || 0),
      credit_limits: Math.max(0, Number(this.value('credit_limits').replace(/\D/g, '')) || 0),
      interest_rate: Math.min(10, Math.max(0, Number(this.value('rate').replace(',', '.')) || 0)),
      fixed_period_in_months: Number(this.value('fixed')),
    });
    this.failed = this.result === null;
    this.render();
    if (this.result) this.report(0, 'Resultaat');
  }

  private thanks() {
    const total = this.result ? euro(this.result.total_sum) : '';
    this.frame(html`<section aria-live="polite"><h3>${THANKS}</h3><p>Je adviseur neemt contact met je op over je maximale hypotheek van ${total}.</p></section>`);
    this.report(1, THANKS, `maximale hypotheek: ${total}`);
  }
}

if (!customElements.get('advies-widget-max-mortgage')) customElements.define('advies-widget-max-mortgage', MaxMortgageWidget);
