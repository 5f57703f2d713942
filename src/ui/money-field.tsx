import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText, moneyValue } from '../lib/form-values';
import { formatEnteredMoney } from '../lib/format';
import { moneyInputText } from '../lib/parse';
import { useTypedText } from './schema-form/use-typed-text';

export interface MoneyFieldProps {
  label: string;
  /** The amount, or null while there is none. */
  value: number | null;
  onChange: (value: number | null) => void;
  helperText?: string;
  /** Whole euros only (a market value, a repaid amount). */
  whole?: boolean;
}

/**
 * An amount field outside the schema forms (the calculators), written as every form and screen
 * writes amounts ("€ 585.000") until the customer edits it; then the bare number, as typed,
 * until they leave it (the forms' money widget behaves the same way).
 */
export function MoneyField({ label, value, onChange, helperText, whole = true }: MoneyFieldProps) {
  const { i18n } = useTranslation();
  const parse = (text: string) => moneyValue(text, whole) ?? null;
  const write = (amount: number | null) => moneyText(amount, i18n.language);
  const [text, setText] = useTypedText<number | null>(value, write, parse);
  const [editing, setEditing] = useState(false);
  return (
    <TextField
      size="small"
      label={label}
      helperText={helperText}
      value={editing ? text : formatEnteredMoney(value)}
      onFocus={(event) => {
        event.target.value = text;
        event.target.select();
        setEditing(true);
      }}
      onChange={(event) => {
        const kept = moneyInputText(event.target.value);
        setText(kept);
        onChange(parse(kept));
      }}
      onBlur={() => {
        setEditing(false);
        setText(write(parse(text)));
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
