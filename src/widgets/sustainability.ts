// The sustainability widget: what energy-saving measures add to the borrowing room of the home
// (Tijdelijke regeling hypothecair krediet art. 4 lid 4), computed by POST /advice/maximum_mortgage
// with and without the measures; the thanks step asks the advisor.
import { AdviceWidget, birthDate, euro, html, raw, LABELS, labelText, THANKS } from './widget-base';
import { yearly } from './widget-input';

// Energy-saving measures as art. 1 onder b of the regulation lists them.
const MEASURES = ['Gevelisolatie', 'Dakisolatie', 'Vloerisolatie', 'HR++-glas', 'Warmtepomp', 'Zonnepanelen', 'Douche-warmteterugwinning'];

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
        <h3>Verduurzamen</h3>
        <label
          >Huidig energielabel<select name="label">
            ${raw(option('', 'Onbekend') + LABELS.map((item) => option(item, labelText(item))).join(''))}
          </select></label
        >
        <fieldset>
          <legend>Maatregelen</legend>
          ${raw(MEASURES.map((measure) => html`<label class="check"><input type="checkbox" name="measure" value="${measure}" ${raw(ticked.includes(measure) ? ' checked' : '')} />${measure}</label>`.value).join(''))}
        </fieldset>
        <button type="submit">Bereken</button>
      </form>`,
      this.failed ? html`<p class="error" role="alert">Berekenen is niet gelukt.</p>` : '',
      answers
        ? html`<section class="result" aria-live="polite">
            <p>Extra leenruimte voor energiebesparende maatregelen</p>
            <p class="big">${euro(this.extra ?? 0)}</p>
            ${ticked.length ? '' : html`<p>${this.say('Kies de maatregelen die je overweegt: zonder maatregelen is er geen extra leenruimte.', 'Kies de maatregelen die u overweegt: zonder maatregelen is er geen extra leenruimte.')}</p>`}
            <h4>Zo is dit berekend</h4>
            <dl>
              <dt>Maximale hypotheek zonder maatregelen</dt>
              <dd>${euro(answers.without.total_sum)}</dd>
              <dt>Met maatregelen</dt>
              <dd>${euro(answers.with.total_sum)}</dd>
              <dt>Extra voor het energielabel</dt>
              <dd>${euro(energy(answers.without))}</dd>
              <dd class="why">Wat het huidige label aan leenruimte toevoegt (art. 4 lid 3).</dd>
              <dt>Extra voor maatregelen</dt>
              <dd>${euro(energy(answers.with) - energy(answers.without))}</dd>
              <dd class="why">Wat energiebesparende maatregelen toevoegen, ook boven de marktwaarde (art. 4 lid 4).</dd>
            </dl>
            ${this.figures(answers.with.explanation.figures)}
            <button type="button" data-action="advice">Vraag advies aan</button>
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
    if (this.answers) this.report(0, 'Resultaat');
  }

  private thanks() {
    const amount = euro(this.extra ?? 0);
    this.frame(
      html`<section aria-live="polite">
        <h3>${this.thanksText}</h3>
        <p>
          ${this.say('Je adviseur neemt contact met je op over verduurzamen', 'Uw adviseur neemt contact met u op over verduurzamen')} (extra leenruimte
          ${amount}).
        </p>
      </section>`,
    );
    this.report(1, THANKS, `verduurzamen: extra leenruimte ${amount}`);
  }
}

if (!customElements.get('advies-widget-sustainability')) customElements.define('advies-widget-sustainability', SustainabilityWidget);
