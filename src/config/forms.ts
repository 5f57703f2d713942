/**
 * Forms as configuration (docs/architecture.md "Forms from schemas"): each form names a component schema
 * of the contract and says, in `uiSchema`, in which order its fields show, which widget each
 * uses, which help text goes under it and which fields are hidden. The engine in src/ui turns an
 * entry into an rjsf form; the widget names below are what its registry must cover.
 */
import type { FormSchemaName } from './form-schemas';
import type { TenantSwitch } from './names';

/** The forms of the portal: the edit tabs, the damage report and the message to the office. */
export type FormName = 'personalia' | 'income' | 'living' | 'mortgage' | 'contactDetails' | 'damageReport' | 'message';

/** How a field is entered; each name maps to a widget of src/ui/schema-form/widgets. */
export type WidgetName =
  | 'text'
  | 'textarea'
  /** Euros with cents: digits, dot and comma only, capped on blur. */
  | 'money'
  /** Euros floored to whole euros on blur (advice §5). */
  | 'wholeMoney'
  | 'postalCode'
  /** A date from day, month and year fields; years 1900–2080. */
  | 'dateParts'
  /** dateParts that must lie in the past. */
  | 'birthDate'
  | 'mobile'
  | 'percentage'
  | 'yesNo'
  /** The schema's enum as a select, each option's label `<options>_<value>` from the form's texts. */
  | 'enumSelect';

/** How one field shows. Texts are keys of the form's namespace (`texts`, default `forms`). */
export interface FieldUi {
  widget?: WidgetName;
  /** Key of the help text under the field. */
  help?: string;
  /** Key of the label; without it the field's own name is the key. */
  label?: string;
  /** For an enumSelect: the key prefix of its option labels (`<prefix>_<value>`); the label key by default. */
  options?: string;
  /** Left out of the form (the value, if any, is still sent as it was loaded). */
  hidden?: boolean;
  /** Required in this form even where the schema allows leaving it out. */
  required?: boolean;
  /** For an array: how each item shows. */
  items?: FormUi;
  /**
   * For an array: key of each item's title, filled with the item's fields as the form shows them
   * (`{{type}} — {{title}}`, amounts as `€ 250.000`, options by their labels) and `{{index}}` (1, 2,
   * ...). While none of the fields it names is filled, the key `<itemTitle>_empty` is used.
   */
  itemTitle?: string;
  /** For an array: key of the add button's label (`add_item` by default). */
  addLabel?: string;
  /** For an array: key of each item's remove button (`remove_item` by default). */
  removeLabel?: string;
  /** For an array: items fold open and shut; `closed` starts them shut (an item in error opens). */
  collapse?: 'open' | 'closed';
}

export interface FormUi {
  /** Field names top to bottom; fields not named follow in the schema's order. */
  order?: readonly string[];
  fields?: Readonly<Record<string, FieldUi>>;
  /** Fields side by side from tablet width up (one column on a phone); 1 by default. */
  columns?: 1 | 2 | 3;
}

export interface FormEntry {
  /** The contract's component schema the form renders and validates with. */
  schema: FormSchemaName;
  uiSchema: FormUi;
  /** Locale namespace of the form's labels, help texts and option labels; `forms` by default. */
  texts?: 'forms' | 'inbox' | 'dossier';
}

/** The tabs of the edit-info screen (advice §2); the name is the route's `:tab` parameter. */
export type EditTabName = 'person' | 'income' | 'living' | 'mortgage' | 'account' | 'contact';

export interface EditTabEntry {
  name: EditTabName;
  switch?: TenantSwitch;
}
