// The part of ICU MessageFormat the interface's catalogs use: {name},
// {n, number}, {n, plural, =0 {..} one {..} other {..}} with #, and
// {x, select, a {..} other {..}}. The reference formatter
// (intl-messageformat, used for e-mails on the server) carries its parser,
// about 10 KB gzip, which the landing page's budget has no room for; this one
// is a few hundred bytes, and src/client/i18n/catalogs/catalogs.test.ts holds
// it to the reference's output for every message of every client catalog
// (docs/decisions/0075-interface-languages.md).
export type MessageValues = Record<string, string | number>;

// Text, '#' (a plural's count), or an argument: [name, type, options].
type Part = string | 0 | [name: string, type?: string, options?: Record<string, Part[]>];

const ARGUMENT = /\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?([,}])/y;
const OPTION = /\s*(=?\w+)\s*\{|\s*\}/y;

function parse(message: string, at: { i: number }, inPlural: boolean): Part[] {
  const parts: Part[] = [];
  let text = '';
  const flush = () => {
    if (text) parts.push(text);
    text = '';
  };
  for (let char = message[at.i]; char !== undefined && char !== '}'; char = message[at.i]) {
    at.i += 1;
    if (char === '#' && inPlural) {
      flush();
      parts.push(0);
    } else if (char !== '{') text += char;
    else {
      flush();
      ARGUMENT.lastIndex = at.i;
      const [, name = '', type, end] = ARGUMENT.exec(message) ?? [];
      at.i = ARGUMENT.lastIndex;
      if (end === '}') {
        parts.push([name, type]);
        continue;
      }
      const options: Record<string, Part[]> = {};
      for (;;) {
        OPTION.lastIndex = at.i;
        const [, key] = OPTION.exec(message) ?? [];
        at.i = OPTION.lastIndex;
        if (!key) break;
        options[key] = parse(message, at, type === 'plural');
        at.i += 1;
      }
      parts.push([name, type, options]);
    }
  }
  flush();
  return parts;
}

// One number format and one set of plural rules per language, built on first
// use: building them is the costly part of writing a number or choosing a plural.
const numbers: Record<string, Intl.NumberFormat> = {};
const plurals: Record<string, Intl.PluralRules> = {};

function render(parts: Part[], tag: string, values: MessageValues, count = 0): string {
  const number = (n: number) => (numbers[tag] ??= new Intl.NumberFormat(tag)).format(n);
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part === 0) return number(count);
      const [name, type, options] = part;
      const value = values[name] ?? '';
      if (!options) return type === 'number' ? number(Number(value)) : String(value);
      if (type !== 'plural') return render(options[value] ?? options.other ?? [], tag, values, count);
      const n = Number(value);
      return render(
        options[`=${n}`] ?? options[(plurals[tag] ??= new Intl.PluralRules(tag)).select(n)] ?? options.other ?? [],
        tag,
        values,
        n,
      );
    })
    .join('');
}

const parsed = new Map<string, Part[]>();

export function formatMessage(message: string, tag: string, values: MessageValues = {}): string {
  let parts = parsed.get(message);
  if (!parts) parsed.set(message, (parts = parse(message, { i: 0 }, false)));
  return render(parts, tag, values);
}
