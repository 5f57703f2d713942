// The maximum-mortgage widget: the customer's incomes and debts, prefilled from the portal's
// state, computed by POST /advice/maximum_mortgage; the thanks step asks the advisor. Its words
// are in the page's language (widget-texts.ts).
import { AdviceWidget, birthDate, euro, html, raw, LABELS, labelText, RESULT, THANKS } from './widget-base';
import { amountText, moneyInput, rateInput, yearly } from './widget-input';

const PERIODS = [12, 60, 120, 180, 240, 360];

class MaxMortgageWidget extends AdviceWidget {
  protected readonly widget = 'max-mortgage';
  private result: Awaited<ReturnType<AdviceWidget['calculate']>> = null;
  private failed = false;

  protected render() {
    const state = this.state;
    const label = this.field('label', state?.address.energy_label ?? '');
    const fixed = this.field('fixed', 120);
    const result = this.result;
    const option = (value: string, text: string, chosen: string) => `<option value="${value}"${value === chosen ? ' selected' : ''}>${text}</option>`;
    this.frame(
      html`<form>
        <h3>${this.t('max_title')}</h3>
        <label
          >${this.t('income')}<input
            name="income"
            inputmode="decimal"
            autocomplete="off"
            value="${this.field('income', amountText(state?.applicant.income ?? 0))}"
        /></label>
        ${state?.partner ? html`<label>${this.t('partner_income')}<input name="partner_income" inputmode="decimal" autocomplete="off" value="${this.field('partner_income', amountText(state.partner.employed ? state.partner.income : 0))}" /></label>` : ''}
        <label
          >${this.t('student_debt')}<input
            name="student_debt"
            inputmode="decimal"
            autocomplete="off"
            value="${this.field('student_debt', amountText(state?.obligations.student_debt_monthly ?? 0))}"
        /></label>
        <label
          >${this.t('credit_limits')}<input
            name="credit_limits"
            inputmode="decimal"
            autocomplete="off"
            value="${this.field('credit_limits', amountText(state?.obligations.credit_limits ?? 0))}"
        /></label>
        <label>${this.t('rate')}<input name="rate" inputmode="decimal" autocomplete="off" value="${this.field('rate', '3,8')}" /></label>
        <label
          >${this.t('fixed_period')}<select name="fixed">
            ${raw(PERIODS.map((months) => option(String(months), this.years(months / 12), fixed)).join(''))}
          </select></label
        >
        <label
          >${this.t('energy_label')}<select name="label">
            ${raw(option('', this.t('unknown'), label) + LABELS.map((item) => option(item, labelText(item), label)).join(''))}
          </select></label
        >
        <button type="submit">${this.t('calculate')}</button>
      </form>`,
      this.failed ? html`<p class="error" role="alert">${this.t('failed')}</p>` : '',
      result
        ? html`<section class="result" aria-live="polite">
            <p>${this.t('can_borrow')}</p>
            <p class="big">${euro(result.total_sum)}</p>
            <p>${this.t('monthly_gross')} ${euro(result.monthly_payments)} · ${this.t(result.nhg_possible ? 'nhg_possible' : 'nhg_not_possible')}</p>
            <h4>${this.t('how_calculated')}</h4>
            ${this.figures(result.explanation.figures)}
            <button type="button" data-action="advice">${this.t('ask_advice')}</button>
          </section>`
        : '',
    );
    this.root.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.compute();
    });
    this.root.querySelector('[data-action="advice"]')?.addEventListener('click', () => this.thanks());
  }

  private async compute() {
    this.keep();
    const state = this.state;
    const applicantBirth = (state && birthDate(state.applicant)) ?? '1990-01-01';
    const partnerBirth = state?.partner ? (birthDate(state.partner) ?? applicantBirth) : null;
    this.result = await this.calculate({
      applicant: { date_of_birth: applicantBirth, gross_annual_income: yearly(moneyInput(this.value('income'))) },
      partner: partnerBirth ? { date_of_birth: partnerBirth, gross_annual_income: yearly(moneyInput(this.value('partner_income'))) } : null,
      energy_label: this.value('label') || null,
      student_debt_monthly: Math.round(moneyInput(this.value('student_debt'))),
      credit_limits: Math.round(moneyInput(this.value('credit_limits'))),
      interest_rate: rateInput(this.value('rate')),
      fixed_period_in_months: Number(this.value('fixed')),
    });
    this.failed = this.result === null;
    this.render();
    if (this.result) this.report(0, RESULT);
  }

  private thanks() {
    const total = this.result ? euro(this.result.total_sum) : '';
    this.frame(
      html`<section aria-live="polite">
        <h3>${this.t('thanks')}</h3>
        <p>${this.t('max_thanks_text', { amount: total })}</p>
      </section>`,
    );
    this.report(1, THANKS, `maximale hypotheek: ${total}`);
  }
}

if (!customElements.get('advies-widget-max-mortgage')) customElements.define('advies-widget-max-mortgage', MaxMortgageWidget);
