// The frame of our own advice widgets (the bundles the portal embeds, advice §2, §7): a custom
// element with a shadow root, themed with the office's colours, that receives url, name, key and
// state and reports each step to the page as a message with a userEvent. Plain DOM, no framework,
// so a bundle stays small and runs on any page an integrator puts it on.
// The widget's words come from the portal's locale files, in the page's `language` where it has
// them (widget-texts.ts); they address the customer as the office does (je or u, from `pronoun`).
// The look follows the portal's (MUI's outlined fields, contained buttons, the office's colours)
// in plain CSS: MUI and React inside every bundle would weigh more than the whole widget does.
import { contrastText } from '../lib/colour-scale';
import { formatMoney } from '../lib/format';
import { addressContext } from '../lib/formal-address';
import { figureText } from './widget-input';
import { widgetText, yearsText, type WidgetKey } from './widget-texts';

export interface WidgetPerson {
  birth_day: number | null;
  birth_month: number | null;
  birth_year: number | null;
  first_name: string;
  insertion: string | null;
  last_name: string;
  email: string | null;
  phone: string | null;
  /** Gross monthly income: gross annual / 12.96, floored (advice §9). */
  income: number;
  employed: boolean;
}

export interface WidgetState {
  applicant: WidgetPerson;
  partner: WidgetPerson | null;
  obligations: { student_debt_monthly: number; credit_limits: number };
  address: {
    postal_code: string | null;
    house_number: number | null;
    addition: string | null;
    city: string | null;
    energy_label: string | null;
    market_value: number | null;
  };
}

export interface UserEvent {
  widget: string;
  form_step: number;
  name: string;
  summary?: string;
}

const escape = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Markup that is already safe: a nested template, or options built from constants. */
export class Markup {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}
export const raw = (value: string) => new Markup(value);

/** A template whose values are escaped, unless they are Markup. */
export const html = (strings: TemplateStringsArray, ...values: (string | number | Markup)[]) =>
  new Markup(
    strings.reduce((out, part, index) => {
      const value = values[index];
      return out + part + (index >= values.length ? '' : value instanceof Markup ? value.value : escape(String(value)));
    }, ''),
  );
export const euro = (value: number) => formatMoney(value, 0);

export const birthDate = (person: WidgetPerson) =>
  person.birth_year && person.birth_month && person.birth_day
    ? `${person.birth_year}-${String(person.birth_month).padStart(2, '0')}-${String(person.birth_day).padStart(2, '0')}`
    : null;

export abstract class AdviceWidget extends HTMLElement {
  url = '';
  key = '';
  name = '';
  state: WidgetState | null = null;
  colors = { primary: '#1f4e79', secondary: '#f2f2f2' };
  /** The office's form of address (its pronoun setting, 'JE' or 'U'); anything but 'JE' is formal. */
  pronoun: string | null = null;
  /** The portal's language (nl, en, de); the widget's texts follow it, Dutch otherwise. */
  language: string | null = null;
  protected readonly root = this.attachShadow({ mode: 'open' });
  protected abstract readonly widget: string;

  connectedCallback() {
    this.render();
  }

  protected abstract render(): void;

  /** The text of `key` in the page's language, informal or formal as the office addresses its customers. */
  protected t(key: WidgetKey, values?: Readonly<Record<string, string | number>>): string {
    return widgetText(this.language, key, addressContext(this.pronoun) === 'u', values);
  }

  protected years(count: number): string {
    return yearsText(this.language, count);
  }

  protected frame(...parts: (Markup | string)[]) {
    const body = parts.map(String).join('');
    const { primary } = this.colors;
    const onPrimary = /^#[0-9a-f]{6}$/i.test(primary) ? contrastText(primary) : '#fff';
    this.root.innerHTML = `<style>
      :host { display: block; font: inherit; color: rgba(0, 0, 0, 0.87); --primary: ${primary}; }
      h3 { margin: 0; font-size: 1.25rem; font-weight: 500; }
      h4 { margin: 8px 0 0; font-size: 1rem; font-weight: 500; }
      form, section { display: grid; gap: 16px; }
      label { display: grid; gap: 6px; font-size: 0.875rem; color: rgba(0, 0, 0, 0.6); }
      input, select { font: inherit; font-size: 1rem; color: rgba(0, 0, 0, 0.87); padding: 8.5px 14px; min-height: 40px; box-sizing: border-box; width: 100%;
        border: 1px solid rgba(0, 0, 0, 0.23); border-radius: 4px; background: #fff; }
      input:hover, select:hover { border-color: rgba(0, 0, 0, 0.87); }
      input:focus-visible, select:focus-visible { outline: none; border-color: var(--primary); box-shadow: inset 0 0 0 1px var(--primary); }
      fieldset { border: 1px solid rgba(0, 0, 0, 0.23); border-radius: 4px; margin: 0; padding: 8px 14px 12px; display: grid; gap: 4px; }
      legend { font-size: 0.875rem; color: rgba(0, 0, 0, 0.6); padding: 0 4px; }
      label.check { display: flex; align-items: center; gap: 10px; font-size: 1rem; color: rgba(0, 0, 0, 0.87); min-height: 40px; cursor: pointer; }
      label.check input { width: 18px; height: 18px; min-height: 0; margin: 0; accent-color: var(--primary); flex: none; }
      button { font: inherit; font-size: 0.875rem; font-weight: 500; letter-spacing: 0.02857em; text-transform: uppercase; min-height: 40px; padding: 6px 16px;
        border: 0; border-radius: 4px; background: var(--primary); color: ${onPrimary}; cursor: pointer; justify-self: start;
        box-shadow: 0 3px 1px -2px rgba(0,0,0,.2), 0 2px 2px 0 rgba(0,0,0,.14), 0 1px 5px 0 rgba(0,0,0,.12); }
      button:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
      .result { border: 1px solid rgba(0, 0, 0, 0.12); border-left: 4px solid var(--primary); padding: 16px; border-radius: 4px; background: #fff; }
      .result p { margin: 0; }
      .big { font-size: 1.75rem; font-weight: 600; }
      dl { display: grid; grid-template-columns: 1fr auto; gap: 2px 12px; margin: 0; font-size: 0.875rem; }
      dt { font-weight: 500; padding-top: 8px; }
      dd { margin: 0; text-align: right; padding-top: 8px; font-variant-numeric: tabular-nums; }
      dd.why { grid-column: 1 / -1; text-align: left; padding-top: 0; color: rgba(0, 0, 0, 0.6); }
      .error { color: #d32f2f; margin: 0; }
    </style>${body}`;
  }

  /** Tells the page which step the customer reached (the portal logs a note on the thanks step). */
  protected report(form_step: number, name: string, summary?: string) {
    const userEvent: UserEvent = { widget: this.widget, form_step, name, ...(summary ? { summary } : {}) };
    window.postMessage({ userEvent }, window.location.origin);
  }

  protected async calculate(
    body: object,
  ): Promise<{ total_sum: number; monthly_payments: number; nhg_possible: boolean; explanation: { figures: Record<string, unknown> } } | null> {
    try {
      const response = await fetch(`${this.url}/advice/maximum_mortgage?api_key=${encodeURIComponent(this.key)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) return null;
      return ((await response.json()) as { data: { result: Awaited<ReturnType<AdviceWidget['calculate']>> } }).data.result;
    } catch {
      return null;
    }
  }

  protected value(name: string): string {
    return (this.root.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
  }

  /** What the customer chose, kept over the next render so "Bereken" wipes nothing. */
  protected kept: Record<string, string> = {};
  protected keptChecks: string[] | null = null;

  protected keep() {
    for (const field of this.root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
      if (!(field instanceof HTMLInputElement && field.type === 'checkbox')) this.kept[field.name] = field.value;
    }
    this.keptChecks = [...this.root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')].map((box) => box.value);
  }

  /** A field's value: as the customer left it, else `fallback`. */
  protected field(name: string, fallback: string | number): string {
    return this.kept[name] ?? String(fallback);
  }

  /** The answer's figures, each with what it means (issue 25: every result explained). */
  protected figures(figures: Record<string, unknown>): Markup {
    const rows = FIGURES.filter((key) => typeof figures[key] === 'number' && (figures[key] !== 0 || key === 'toetsinkomen'));
    return html`<dl>
      ${raw(
        rows
          .map(
            (key) =>
              html`<dt>${this.t(`figure_${key}`)}</dt>
                <dd>${figureText(key, figures[key])}</dd>
                <dd class="why">${this.t(`figure_${key}_why`)}</dd>`.value,
          )
          .join(''),
      )}
    </dl>`;
  }
}

/** The engine's figures the explanation shows, in this order, each with a label and a why text. */
const FIGURES = [
  'toetsinkomen',
  'woonquote',
  'test_rate',
  'obligations_monthly',
  'monthly_burden',
  'loan_on_income',
  'single_amount',
  'energy_amount',
] as const;

// The step names and summaries the page is told become a note for the office, which reads Dutch:
// they are not words on the customer's screen, so they stay here and stay Dutch.
export const THANKS = 'Bedankt voor je aanvraag!';
export const RESULT = 'Resultaat';
export const LABELS = ['A_plus_plus_plus_plus', 'A_plus_plus_plus', 'A_plus_plus', 'A_plus', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];
export const labelText = (label: string) => label.replace(/_plus/g, '+');
