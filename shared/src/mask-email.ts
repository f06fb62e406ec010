/**
 * An address shown on screen only as much as a person needs to recognise it: the first letter of
 * the name and the whole domain ("jane@gmail.com" → "j•••@gmail.com"), so a passer-by reading the
 * screen does not learn it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
