/** Translated names read as plain rows (one per owner and language), picked along the context's language chain. */

/** A translation row's name in one language, owned by the row whose id is in column K. */
export type NameRow<K extends string> = { [column in K]: string } & { language_id: string; name: string | null };

/** The name in the first language of the chain that has one. */
export function nameIn<K extends string>(rows: NameRow<K>[], ownerColumn: K, ownerId: string, chain: string[]): string {
  for (const language of chain) {
    const row = rows.find((r) => r[ownerColumn] === ownerId && r.language_id === language && r.name);
    if (row) return String(row.name);
  }
  return "";
}
