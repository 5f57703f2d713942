/**
 * The widget registry: each widget name of the configuration (src/config/forms.ts) mapped to
 * its component. What a widget keeps and stores is in src/lib/form-values.ts (tested there).
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState, type ComponentType } from 'react';
import type { WidgetName } from '../../config';
import { mobileInput, moneyText, moneyValue, percentageValue, postalCodeInput, postalCodeValue } from '../../lib/form-values';
import { formatEnteredMoney } from '../../lib/format';
import { moneyInputText } from '../../lib/parse';
import { FieldText } from './field-text';
import { datePartsWidget } from './date-parts-widget';
import { formContextOf } from './form-context';
import { useTypedText } from './use-typed-text';

const orEmpty = (text: string) => (text === '' ? undefined : text);

function TextWidget(props: WidgetProps) {
  return (
    <FieldText
      {...props}
      text={typeof props.value === 'string' ? props.value : ''}
      onText={(text) => props.onChange(orEmpty(text))}
      maxLength={props.schema.maxLength}
    />
  );
}

function TextareaWidget(props: WidgetProps) {
  return (
    <FieldText
      {...props}
      text={typeof props.value === 'string' ? props.value : ''}
      onText={(text) => props.onChange(orEmpty(text))}
      maxLength={props.schema.maxLength}
      field={{ multiline: true, minRows: 4 }}
    />
  );
}

function moneyWidget(whole: boolean) {
  return function MoneyWidget(props: WidgetProps) {
    const { language } = formContextOf(props);
    const parse = (text: string) => moneyValue(text, whole);
    const [text, setText] = useTypedText<number | undefined>(props.value as number | undefined, (value) => moneyText(value, language), parse);
    // Written as every other screen writes amounts (€ 250.000) until the customer edits it; then
    // the bare number, and what they type stays as typed until they leave the field.
    const [editing, setEditing] = useState(false);
    return (
      <FieldText
        {...props}
        text={editing ? text : formatEnteredMoney(props.value)}
        inputMode="decimal"
        onEnter={(input) => {
          // At once, not at the next render, so what comes with the focus (a selection, typed or
          // filled text) works on the number, not on the written-out amount. All selected, as Tab
          // leaves a field; a tap or click places its caret after this.
          input.value = text;
          input.select();
          setEditing(true);
        }}
        onText={(typed) => {
          const kept = moneyInputText(typed);
          setText(kept);
          props.onChange(parse(kept));
        }}
        // On leaving, the field holds what is stored: capped, and floored where whole euros count.
        onLeave={() => {
          setEditing(false);
          setText(moneyText(parse(text), language));
        }}
      />
    );
  };
}

function PercentageWidget(props: WidgetProps) {
  const { language } = formContextOf(props);
  const [text, setText] = useTypedText<number | undefined>(props.value as number | undefined, (value) => moneyText(value, language), percentageValue);
  return (
    <FieldText
      {...props}
      text={text}
      inputMode="decimal"
      onText={(typed) => {
        const kept = typed.replace(/[^\d.,%]/g, '');
        setText(kept);
        props.onChange(percentageValue(kept));
      }}
      field={{ slotProps: { input: { endAdornment: '%' }, htmlInput: { inputMode: 'decimal', 'aria-describedby': ariaDescribedByIds(props.id) } } }}
    />
  );
}

function PostalCodeWidget(props: WidgetProps) {
  const [text, setText] = useTypedText<string | undefined>(props.value as string | undefined, (value) => value ?? '', postalCodeValue);
  return (
    <FieldText
      {...props}
      text={text}
      maxLength={7}
      onText={(typed) => {
        const kept = postalCodeInput(typed);
        setText(kept);
        props.onChange(postalCodeValue(kept));
      }}
      // On leaving, a complete code shows as stored: 1234 AB.
      onLeave={() => setText(postalCodeValue(text) ?? '')}
    />
  );
}

function MobileWidget(props: WidgetProps) {
  return (
    <FieldText
      {...props}
      text={typeof props.value === 'string' ? props.value : ''}
      inputMode="tel"
      maxLength={10}
      onText={(text) => props.onChange(orEmpty(mobileInput(text)))}
    />
  );
}

function YesNoWidget(props: WidgetProps) {
  const { text } = formContextOf(props);
  const { id, label, value, disabled, readonly, required, rawErrors } = props;
  return (
    <FormControl error={(rawErrors?.length ?? 0) > 0} required={required} disabled={disabled || readonly}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        aria-describedby={ariaDescribedByIds(id)}
        value={value === true ? 'yes' : value === false ? 'no' : ''}
        onChange={(event) => props.onChange(event.target.value === 'yes')}
      >
        <FormControlLabel value="yes" control={<Radio id={id} />} label={text('yes')} />
        <FormControlLabel value="no" control={<Radio />} label={text('no')} />
      </RadioGroup>
    </FormControl>
  );
}

/** The contract's enum as a select; each option's label is `<optionsKey>_<value>` of the form's texts. */
function EnumSelectWidget(props: WidgetProps) {
  const { text } = formContextOf(props);
  const { id, label, value, required, disabled, readonly, rawErrors, options } = props;
  const choices = options.enumOptions ?? [];
  const selected = choices.findIndex((choice) => choice.value === value);
  return (
    <TextField
      select
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      error={(rawErrors?.length ?? 0) > 0}
      fullWidth
      value={selected < 0 ? '' : String(selected)}
      onChange={(event) => props.onChange(choices[Number(event.target.value)]?.value)}
      slotProps={{ select: { SelectDisplayProps: { 'aria-describedby': ariaDescribedByIds(id) } as object } }}
    >
      {choices.map((choice, index) => (
        <MenuItem key={String(choice.value)} value={String(index)}>
          {text(`${String(options.optionsKey)}_${String(choice.value)}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A field the configuration makes required (ui-schema.ts puts it in the widget's options) is marked
 * as one, like a field the contract requires: the schema cannot say it, so rjsf does not.
 */
function markRequired(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  const Marked = (props: WidgetProps) => <Widget {...props} required={props.required || props.options.required === true} />;
  Marked.displayName = `Required(${Widget.displayName ?? Widget.name})`;
  return Marked;
}

const registry: Record<WidgetName, ComponentType<WidgetProps>> = {
  text: TextWidget,
  textarea: TextareaWidget,
  money: moneyWidget(false),
  wholeMoney: moneyWidget(true),
  postalCode: PostalCodeWidget,
  dateParts: datePartsWidget(false),
  birthDate: datePartsWidget(true),
  mobile: MobileWidget,
  percentage: PercentageWidget,
  yesNo: YesNoWidget,
  enumSelect: EnumSelectWidget,
};

export const widgets = Object.fromEntries(Object.entries(registry).map(([name, widget]) => [name, markRequired(widget)])) as Readonly<
  Record<WidgetName, ComponentType<WidgetProps>>
>;
