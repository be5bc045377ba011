// Finds an English sentence of the shared schemas or of the server among the
// `validation` and `errors` catalogs, by its text: the schemas and the server
// keep writing English (the API's answers, the tests and the spec read it),
// and the places that show such a sentence (a field's message, a form's
// alert, a toast) look it up and show it in the reader's language
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md).
// A message with arguments ("Password must be at least {min} characters")
// matches any text of its shape, and gives back the values it found.
export type SentenceMatch = { key: string; values: Record<string, string> };

type Pattern = { key: string; shape: RegExp; names: string[] };

type Shapes = { exact: ReadonlyMap<string, string>; patterns: readonly Pattern[] };

// Sentences are looked up alone; parts (keys with ".part.", such as "a minute")
// only as the value of a sentence's argument, so a short part never takes
// over a sentence that merely ends like it.
export type SentenceIndex = { sentences: Shapes; parts: Shapes };

const ARGUMENT = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function indexShapes(catalog: Readonly<Record<string, string>>): Shapes {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, english] of Object.entries(catalog)) {
    // Nothing but arguments ("{date}") would match any text: such an entry is
    // a way to write a value (sentence-translator.ts), never looked up.
    if (english.replace(ARGUMENT, '').trim() === '') continue;
    const names = [...english.matchAll(ARGUMENT)].map((match) => match[1] ?? '');
    if (names.length === 0) {
      exact.set(english, key);
      continue;
    }
    const shape = english
      .split(ARGUMENT)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escape(part)))
      .join('');
    patterns.push({ key, shape: new RegExp(`^${shape}$`, 's'), names });
  }
  // The most specific shape first: the one with the most fixed text.
  patterns.sort((a, b) => b.shape.source.length - a.shape.source.length);
  return { exact, patterns };
}

export function indexSentences(catalog: Readonly<Record<string, string>>): SentenceIndex {
  const entries = Object.entries(catalog);
  return {
    sentences: indexShapes(Object.fromEntries(entries.filter(([key]) => !key.includes('.part.')))),
    parts: indexShapes(Object.fromEntries(entries.filter(([key]) => key.includes('.part.')))),
  };
}

export function findSentence(index: Shapes, text: string): SentenceMatch | undefined {
  const key = index.exact.get(text);
  if (key) return { key, values: {} };
  for (const { key: patternKey, shape, names } of index.patterns) {
    const found = shape.exec(text);
    if (found) return { key: patternKey, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])) };
  }
  return undefined;
}
