// The sustainability widget: what energy-saving measures add to the borrowing room of the home
// (Tijdelijke regeling hypothecair krediet art. 4 lid 4), computed by POST /advice/maximum_mortgage
// with and without the measures; the thanks step asks the advisor. Its words are in the page's
// language (widget-texts.ts).
import { AdviceWidget, birthDate, euro, html, raw, LABELS, labelText, RESULT, THANKS } from './widget-base';
import { yearly } from './widget-input';

// Energy-saving measures as art. 1 onder b of the regulation lists them; each is named by `measure_<name>`.
const MEASURES = ['facade', 'roof', 'floor', 'glazing', 'heat_pump', 'solar', 'shower'] as const;

type Answer = NonNullable<Awaited<ReturnType<AdviceWidget['calculate']>>>;

class SustainabilityWidget extends AdviceWidget {
  protected readonly widget = 'sustainability';
  private answers: { without: Answer; with: Answer } | null = null;
  private failed = false;

  private get extra(): number | null {
    return this.answers ? this.answers.with.total_sum - this.answers.without.total_sum : null;
  }

  protected render() {
    const label = this.field('label', this.state?.address.energy_label ?? '');
    const ticked = this.keptChecks ?? [];
    const option = (value: string, text: string) => `<option value="${value}"${value === label ? ' selected' : ''}>${text}</option>`;
    const answers = this.answers;
    const energy = (answer: Answer) => Number(answer.explanation.figures.energy_amount ?? 0);
    this.frame(
      html`<form>
        <h3>${this.t('sustainability_title')}</h3>
        <label
          >${this.t('current_label')}<select name="label">
            ${raw(option('', this.t('unknown')) + LABELS.map((item) => option(item, labelText(item))).join(''))}
          </select></label
        >
        <fieldset>
          <legend>${this.t('measures')}</legend>
          ${raw(MEASURES.map((measure) => html`<label class="check"><input type="checkbox" name="measure" value="${measure}" ${raw(ticked.includes(measure) ? ' checked' : '')} />${this.t(`measure_${measure}`)}</label>`.value).join(''))}
        </fieldset>
        <button type="submit">${this.t('calculate')}</button>
      </form>`,
      this.failed ? html`<p class="error" role="alert">${this.t('sustainability_failed')}</p>` : '',
      answers
        ? html`<section class="result" aria-live="polite">
            <p>${this.t('extra_room')}</p>
            <p class="big">${euro(this.extra ?? 0)}</p>
            ${ticked.length ? '' : html`<p>${this.t('choose_measures')}</p>`}
            <h4>${this.t('how_calculated')}</h4>
            <dl>
              <dt>${this.t('without_measures')}</dt>
              <dd>${euro(answers.without.total_sum)}</dd>
              <dt>${this.t('with_measures')}</dt>
              <dd>${euro(answers.with.total_sum)}</dd>
              <dt>${this.t('label_extra')}</dt>
              <dd>${euro(energy(answers.without))}</dd>
              <dd class="why">${this.t('label_extra_why')}</dd>
              <dt>${this.t('measures_extra')}</dt>
              <dd>${euro(energy(answers.with) - energy(answers.without))}</dd>
              <dd class="why">${this.t('measures_extra_why')}</dd>
            </dl>
            ${this.figures(answers.with.explanation.figures)}
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
    const base = {
      applicant: { date_of_birth: (state && birthDate(state.applicant)) ?? '1990-01-01', gross_annual_income: yearly(state?.applicant.income ?? 0) },
      partner: state?.partner
        ? { date_of_birth: birthDate(state.partner) ?? '1990-01-01', gross_annual_income: state.partner.employed ? yearly(state.partner.income) : 0 }
        : null,
      energy_label: this.value('label') || null,
      interest_rate: 3.8,
      fixed_period_in_months: 120,
    };
    const [without, withMeasures] = await Promise.all([
      this.calculate(base),
      this.calculate({ ...base, energy_saving_measures: (this.keptChecks ?? []).length > 0 }),
    ]);
    this.failed = !without || !withMeasures;
    this.answers = without && withMeasures ? { without, with: withMeasures } : null;
    this.render();
    if (this.answers) this.report(0, RESULT);
  }

  private thanks() {
    const amount = euro(this.extra ?? 0);
    this.frame(
      html`<section aria-live="polite">
        <h3>${this.t('thanks')}</h3>
        <p>${this.t('sustainability_thanks_text', { amount })}</p>
      </section>`,
    );
    this.report(1, THANKS, `verduurzamen: extra leenruimte ${amount}`);
  }
}

if (!customElements.get('advies-widget-sustainability')) customElements.define('advies-widget-sustainability', SustainabilityWidget);
