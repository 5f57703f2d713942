import { useEffect, useRef } from 'react';

/**
 * After a submit that the flow refuses with field errors, focus goes to the first invalid field:
 * once per submit. Typing clears a field's error, which gives the flow a new errors object; were
 * the focus moved then too, it would jump to the next field in error with every keystroke.
 */
export function useFocusFirstError(errors: object) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    if (!Object.values(errors).some((error) => error !== undefined)) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return {
    formRef,
    /** Call on submit: the next errors the flow sets are this submit's answer. */
    onSubmitted: () => {
      submitted.current = true;
    },
    /** Call on any typing: a submit the flow ignored (busy) must not move the focus later. */
    onTyped: () => {
      submitted.current = false;
    },
  };
}
