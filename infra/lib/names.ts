/** 'checkout-confirm' → 'CheckoutConfirm': construct ids (and so logical ids) from shared names. */
export const pascalCase = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
