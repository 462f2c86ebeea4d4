/** The order of names in a list a person picks from: Portuguese, ignoring case. */
export const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'pt-BR');
