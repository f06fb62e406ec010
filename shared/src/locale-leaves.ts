/**
 * Every leaf of a locale catalogue as `dotted.path → value`, in the catalogue's order: what the
 * locale checks of the frontend and of the mail compare between English and Spanish.
 */
export function localeLeaves(catalogue: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (catalogue !== null && typeof catalogue === 'object') {
    for (const [key, value] of Object.entries(catalogue)) {
      for (const [path, leaf] of localeLeaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, catalogue);
  }
  return out;
}
