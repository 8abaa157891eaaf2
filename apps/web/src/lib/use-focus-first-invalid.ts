import { useEffect, useRef } from "react";

/**
 * After a submit that left errors, moves focus to the first invalid control in document order
 * (react-hook-form's own choice follows registration order, which is not always what people
 * see). Use with `useForm({ shouldFocusError: false })` and put the returned ref on the form:
 *
 *   const formRef = useFocusFirstInvalid(formState.submitCount);
 *   <form ref={formRef} …>
 */
export function useFocusFirstInvalid(submitCount: number) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitCount === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);
  return form;
}
