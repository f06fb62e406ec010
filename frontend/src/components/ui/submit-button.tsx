import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * A form's main button: it submits, in the brand colour, and while `loading` it is disabled and
 * says `loadingText` (what is happening) in place of its label.
 */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  return <Button type="submit" colorPalette="brand" {...props} />;
}
