// ILIKE treats % and _ as wildcards; a visitor searching "50%" means the text.
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
