import { useEffect, useRef } from 'react';

/** After a submit with field errors, focus goes to the first invalid field. */
export function useFocusFirstError(errors: object) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return formRef;
}
