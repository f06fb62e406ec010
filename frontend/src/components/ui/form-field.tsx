import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

interface FormFieldProps extends InputProps {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Marks the field invalid: the input's outline and the error text below it. */
  invalid?: boolean;
  /** Shows the required mark after the label (every field here is required; few say so). */
  requiredIndicator?: boolean;
  /** What the field says below itself while it is invalid. */
  errorText?: ReactNode;
}

/**
 * The one form field: a label, a text input and, while invalid, its error text, wired together by
 * Chakra's Field (the label names the input; the error describes it). Forms set `noValidate`: the
 * page checks the value and answers in its own language.
 */
export function FormField({
  label,
  invalid,
  required,
  requiredIndicator,
  errorText,
  ...input
}: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>
        {label}
        {requiredIndicator ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input {...input} />
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
