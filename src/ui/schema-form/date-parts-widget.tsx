// The date widget: day, month and year in fields of their own, as people write a date on paper.
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { dateParts, datePartsValue, type DateParts } from '../../lib/form-values';
import { formContextOf } from './form-context';

export function datePartsWidget(past: boolean) {
  return function DatePartsWidget(props: WidgetProps) {
    const { text } = formContextOf(props);
    const { id, label, required, disabled, readonly, rawErrors } = props;
    const [parts, setParts] = useState<DateParts>(() => dateParts(props.value));
    const [seen, setSeen] = useState(props.value);
    if (props.value !== seen) {
      setSeen(props.value);
      if ((props.value ?? '') !== stored(parts)) setParts(dateParts(props.value));
    }
    const change = (part: keyof DateParts, text: string) => {
      const next = { ...parts, [part]: text.replace(/\D/g, '') };
      setParts(next);
      props.onChange(stored(next));
    };
    const error = (rawErrors?.length ?? 0) > 0;
    const part = (name: keyof DateParts, max: number, width: number) => (
      <TextField
        id={name === 'day' ? id : `${id}-${name}`}
        label={text(name)}
        value={parts[name]}
        error={error}
        disabled={disabled || readonly}
        required={required}
        onChange={(event) => change(name, event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: max, 'aria-describedby': ariaDescribedByIds(id) } }}
        sx={{ width }}
      />
    );
    return (
      <FormControl component="fieldset" error={error} required={required} data-past={past || undefined}>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {label}
        </FormLabel>
        <Stack direction="row" spacing={1}>
          {part('day', 2, 72)}
          {part('month', 2, 72)}
          {part('year', 4, 96)}
        </Stack>
      </FormControl>
    );
  };
}

/** What the parts store: nothing while all are empty, else YYYY-MM-DD (the schema's format and the rules judge it). */
function stored(parts: DateParts): string | undefined {
  if (!parts.day && !parts.month && !parts.year) return undefined;
  return datePartsValue(parts);
}
