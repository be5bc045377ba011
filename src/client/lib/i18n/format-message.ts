// The part of ICU MessageFormat the interface's catalogs use: {name},
// {n, number}, {n, plural, =0 {..} one {..} other {..}} with #, and
// {x, select, a {..} other {..}}. The reference formatter
// (intl-messageformat, used for e-mails on the server) carries its parser,
// about 10 KB gzip, which the landing page's budget has no room for; this one
// is a few hundred bytes, and format-message.test.ts holds it to the
// reference's output for every message of every client catalog
// (docs/decisions/0075-interface-languages.md).
export type MessageValues = Record<string, string | number>;

type Node =
  | string
  | { name: string; kind: 'argument' | 'number' | 'pound' }
  | { name: string; kind: 'plural' | 'select'; options: Record<string, Node[]> };

function parse(message: string): Node[] {
  let at = 0;
  const skipSpace = () => {
    while (/\s/.test(message[at] ?? '')) at += 1;
  };
  const word = () => {
    skipSpace();
    const start = at;
    while (at < message.length && !/[\s,{}]/.test(message[at] ?? '')) at += 1;
    return message.slice(start, at);
  };
  const nodes = (inPlural: boolean): Node[] => {
    const out: Node[] = [];
    let text = '';
    while (at < message.length && message[at] !== '}') {
      const char = message[at] ?? '';
      if (char === '{') {
        if (text) out.push(text);
        text = '';
        at += 1;
        out.push(placeholder());
      } else if (char === '#' && inPlural) {
        if (text) out.push(text);
        text = '';
        at += 1;
        out.push({ name: '#', kind: 'pound' });
      } else {
        text += char;
        at += 1;
      }
    }
    if (text) out.push(text);
    return out;
  };
  const placeholder = (): Node => {
    const name = word();
    skipSpace();
    if (message[at] === '}') {
      at += 1;
      return { name, kind: 'argument' };
    }
    at += 1; // the comma
    const kind = word();
    skipSpace();
    if (kind === 'number') {
      at += 1;
      return { name, kind: 'number' };
    }
    if (kind !== 'plural' && kind !== 'select') throw new Error(`Unsupported message argument type "${kind}" in: ${message}`);
    at += 1; // the comma before the options
    const options: Record<string, Node[]> = {};
    for (;;) {
      skipSpace();
      if (message[at] === '}') break;
      const key = word();
      skipSpace();
      at += 1; // {
      options[key] = nodes(kind === 'plural');
      at += 1; // }
    }
    at += 1;
    return { name, kind, options };
  };
  return nodes(false);
}

const parsed = new Map<string, Node[]>();

function render(nodes: Node[], tag: string, values: MessageValues, count?: number): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if (node.kind === 'pound') out += new Intl.NumberFormat(tag).format(count ?? 0);
    else if (node.kind === 'number') out += new Intl.NumberFormat(tag).format(Number(values[node.name]));
    else if (node.kind === 'argument') out += String(values[node.name] ?? '');
    else if ('options' in node) {
      const value = values[node.name];
      if (node.kind === 'plural') {
        const n = Number(value);
        const chosen = node.options[`=${n}`] ?? node.options[new Intl.PluralRules(tag).select(n)] ?? node.options.other;
        out += render(chosen ?? [], tag, values, n);
      } else out += render(node.options[String(value)] ?? node.options.other ?? [], tag, values, count);
    }
  }
  return out;
}

export function formatMessage(message: string, tag: string, values: MessageValues = {}): string {
  let nodes = parsed.get(message);
  if (!nodes) {
    nodes = parse(message);
    parsed.set(message, nodes);
  }
  return render(nodes, tag, values);
}
