import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressContext } from '../../../lib/formal-address';
import { TextInput, type TextInputProps } from '../../../ui/text-input';
import type { ValidationKey } from '../validation';

export interface FormFieldProps extends Omit<TextInputProps, 'error'> {
  onValueChange: (value: string) => void;
  /** The field's validation message key; the field is marked invalid and describes it. */
  errorKey?: ValidationKey;
  context: AddressContext;
}

/** A labelled text field whose error is a text key, read out with the field (aria-describedby). */
export function FormField({ errorKey, context, helperText, ...props }: FormFieldProps) {
  const { t } = useTranslation('auth');
  return <TextInput error={errorKey !== undefined} helperText={errorKey ? t(errorKey, { context, min: 8 }) : helperText} {...props} />;
}

/** A password field with a button that shows what was typed (labelled for screen readers). */
export function PasswordField(props: FormFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={t(visible ? 'hide_password' : 'show_password')}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
