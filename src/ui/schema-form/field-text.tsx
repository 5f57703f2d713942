import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

type Props = WidgetProps & {
  text: string;
  onText: (text: string) => void;
  onLeave?: () => void;
  /** On focus, before anything else reads the field (an input method, a selection): the field itself. */
  onEnter?: (input: HTMLInputElement | HTMLTextAreaElement) => void;
  inputMode?: WidgetProps['inputMode'];
  maxLength?: number;
  field?: Partial<TextFieldProps>;
};

/** The one text box every text-like widget renders: label, error state and described-by ids. */
export function FieldText({
  id,
  label,
  required,
  disabled,
  readonly,
  rawErrors,
  autofocus,
  text,
  onText,
  onLeave,
  onEnter,
  inputMode,
  maxLength,
  field,
  onBlur,
  onFocus,
}: Props) {
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      value={text}
      error={(rawErrors?.length ?? 0) > 0}
      fullWidth
      onChange={(event) => onText(event.target.value)}
      onBlur={() => {
        onLeave?.();
        onBlur(id, text);
      }}
      onFocus={(event) => {
        onEnter?.(event.target);
        onFocus(id, text);
      }}
      slotProps={{ htmlInput: { inputMode, maxLength, 'aria-describedby': ariaDescribedByIds(id) } }}
      {...field}
    />
  );
}
