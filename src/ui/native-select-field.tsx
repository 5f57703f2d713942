import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

export interface NativeSelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * An outlined select that opens the device's own picker: on a phone a large list the customer
 * knows, fully usable by keyboard and screen reader. MUI's menu select brings Menu, Popover,
 * Modal and a focus trap with it and renders far more on a slow phone
 * (docs/decisions/031-first-load.md).
 */
export function NativeSelectField<Value extends string>({ label, value, options, onChange, size, sx }: NativeSelectFieldProps<Value>) {
  const id = useId();
  return (
    <FormControl size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as Value)} input={<OutlinedInput label={label} notched />}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
