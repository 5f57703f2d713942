import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextInputProps {
  label: string;
  value: string;
  onValueChange?: (value: string) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  /** Attributes of the `<input>` itself: inputMode, maxLength, readOnly, spellCheck, ... */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * An outlined text field, built from the parts MUI's TextField renders, with the same markup and
 * ARIA (label for the input, helper text describing it, required mark). TextField itself imports
 * Select, and with it Menu, Popover, Modal and a focus trap, even for a plain input: code the
 * sign-in screens would download before their first paint (docs/decisions/031-first-load.md).
 */
export function TextInput({ label, value, onValueChange, error = false, required = false, helperText, endAdornment, htmlInput, ...input }: TextInputProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth margin="normal" error={error} required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={onValueChange && ((event) => onValueChange(event.target.value))}
        aria-describedby={helperTextId}
        endAdornment={endAdornment}
        inputProps={htmlInput}
        {...input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
