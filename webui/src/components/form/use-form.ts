import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError, type ApiError, type Violation } from '@/lib/api-error';
import { violationIssue } from '../errors/error-text';
import type { FieldIssue } from './validators';

export type FormValues = Record<string, string>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, FieldIssue>>;

/** Server field names → form fields: `profile.name` → `name`, a `body.` prefix is dropped. */
export function defaultFieldOf(field: string): string {
  const bare = field.replace(/^(body|data|\$)\./, '');
  return bare.startsWith('profile.') ? bare.slice('profile.'.length) : bare;
}

export interface UseFormOptions<V extends FormValues> {
  initialValues: V;
  validate: (values: V) => FormErrors<V>;
  /** Maps a server violation's field to a form field; unknown fields go to the form-level error. */
  fieldOf?: (field: string) => string;
}

/**
 * A small controlled form: string values, client validation on submit, and the
 * server's `violations` shown on their fields. `formError` holds the rest.
 */
export function useForm<V extends FormValues>({ initialValues, validate, fieldOf = defaultFieldOf }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  const setValue = useCallback((field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const focusFirstError = (fields: string[]) => {
    const form = formRef.current;
    if (!form) return;
    for (const field of fields) {
      const element = form.querySelector<HTMLElement>(`[name="${field}"]`);
      if (element) {
        element.focus();
        return;
      }
    }
  };

  /** Puts each violation on its field, in the user's language; answers those without a field here. */
  const applyViolations = (error: ApiError): Violation[] => {
    const known = Object.keys(values);
    const fieldErrors: FormErrors<V> = {};
    const rest: Violation[] = [];
    for (const violation of error.violations) {
      const field = fieldOf(violation.field);
      if (known.includes(field)) fieldErrors[field as keyof V & string] ??= violationIssue(violation, error);
      else rest.push(violation);
    }
    setErrors(fieldErrors);
    focusFirstError(Object.keys(fieldErrors));
    return rest;
  };

  const handleSubmit = (onValid: (values: V) => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    setFormError(null);
    const found = validate(values);
    const invalid = Object.keys(found).filter((key) => found[key as keyof V & string]);
    setInvalidSubmit(invalid.length > 0);
    if (invalid.length > 0) {
      setErrors(found);
      focusFirstError(invalid);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(values);
    } catch (error) {
      if (isApiError(error) && error.violations.length > 0) {
        const rest = applyViolations(error);
        if (rest.length > 0) setFormError(error.withViolations(rest));
      } else {
        setFormError(error);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  }, []);

  /** The binding of a field; a choice that others depend on empties them (`clears`) when it changes. */
  const register = (field: keyof V & string, { clears = [] }: { clears?: (keyof V & string)[] } = {}) => ({
    name: field,
    value: values[field] ?? '',
    error: errors[field],
    onValueChange: (value: string) => {
      setValue(field, value);
      for (const dependent of clears) setValue(dependent, '');
    },
  });

  return { values, errors, formError, submitting, invalidSubmit, setValue, handleSubmit, reset, register, formRef };
}

export type FieldBinding = ReturnType<ReturnType<typeof useForm>['register']>;

/** Picks the only record there is to choose for `field` while it is empty (a manager sees only its own company). */
export function useOnlyChoice<V extends FormValues>(
  form: { values: V; setValue: (field: keyof V & string, value: string) => void },
  field: keyof V & string,
  records: readonly { id: string }[] | undefined,
) {
  const only = records?.length === 1 ? records[0].id : '';
  const missing = !form.values[field];
  const { setValue } = form;
  useEffect(() => {
    if (only && missing) setValue(field, only);
  }, [only, missing, setValue, field]);
}
