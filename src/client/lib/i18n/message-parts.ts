// A translated sentence with one argument drawn in its own element (bold, a
// link): the sentence is formatted whole, so each language puts the argument
// where its grammar wants it, and is then cut around that argument.
const MARK = '\u0000';

export function partsAround(format: (mark: string) => string): [before: string, after: string] {
  const [before = '', after = ''] = format(MARK).split(MARK);
  return [before, after];
}

// For a sentence with two such arguments, split by hand: format with MARK for
// each, then `.split(MARK)`; the catalogs keep the arguments' order.
export { MARK };
