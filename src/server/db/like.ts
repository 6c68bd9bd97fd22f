/** An (I)LIKE pattern matching `text` anywhere; `%`, `_` and `\` typed by a user are literal. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
