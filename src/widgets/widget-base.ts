// The frame of our own advice widgets (the bundles the portal embeds, advice §2, §7): a custom
// element with a shadow root, themed with the office's colours, that receives url, name, key and
// state and reports each step to the page as a message with a userEvent. Plain DOM, no framework,
// so a bundle stays small and runs on any page an integrator puts it on.
// The widget's texts are its own (Dutch), like a vendor's widget: the portal does not translate them.

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
  address: { postal_code: string | null; house_number: number | null; addition: string | null; city: string | null; energy_label: string | null; market_value: number | null };
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
  new Markup(strings.reduce((out, part, index) => {
    const value = values[index];
    return out + part + (index >= values.length ? '' : value instanceof Markup ? value.value : escape(String(value)));
  }, ''));
export const euro = (value: number) => `€ ${Math.round(value).toLocaleString('nl-NL')}`;
export const MONTHS_PER_YEAR_WITH_HOLIDAY_PAY = 12.96;

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
  protected readonly root = this.attachShadow({ mode: 'open' });
  protected abstract readonly widget: string;

  connectedCallback() {
    this.render();
  }

  protected abstract render(): void;

  protected frame(...parts: (Markup | string)[]) {
    const body = parts.map(String).join('');
    const { primary, secondary } = this.colors;
    this.root.innerHTML = `<style>
      :host { display: block; font: inherit; color: inherit; }
      form, section { display: grid; gap: 12px; }
      label { display: grid; gap: 4px; font-weight: 600; }
      input, select { font: inherit; padding: 8px; border: 1px solid #767676; border-radius: 4px; }
      button { font: inherit; font-weight: 600; padding: 10px 16px; border: 0; border-radius: 4px; background: ${primary}; color: #fff; cursor: pointer; }
      .result { background: ${secondary}; padding: 12px; border-radius: 6px; }
      .big { font-size: 1.6em; font-weight: 700; }
      dl { display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; margin: 0; }
      dd { margin: 0; text-align: right; }
      .error { color: #b00020; }
    </style>${body}`;
  }

  /** Tells the page which step the customer reached (the portal logs a note on the thanks step). */
  protected report(form_step: number, name: string, summary?: string) {
    const userEvent: UserEvent = { widget: this.widget, form_step, name, ...(summary ? { summary } : {}) };
    window.postMessage({ userEvent }, window.location.origin);
  }

  protected async calculate(body: object): Promise<{ total_sum: number; monthly_payments: number; nhg_possible: boolean; explanation: { figures: Record<string, unknown> } } | null> {
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
}

export const THANKS = 'Bedankt voor je aanvraag!';
export const LABELS = ['A_plus_plus_plus_plus', 'A_plus_plus_plus', 'A_plus_plus', 'A_plus', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];
export const labelText = (label: string) => label.replace(/_plus/g, '+');
