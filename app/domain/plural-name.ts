/** "Tiger Barbs", "Mollies", "Corydoras", "Angelfish", "Blue Panchaxes": a species name counted more than once. */
export function pluralName(name: string): string {
  if (/(fish|s)$/i.test(name)) return name;
  if (/(x|z|ch|sh)$/i.test(name)) return `${name}es`;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}
