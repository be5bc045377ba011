// Later Tailwind classes win over earlier ones of the same kind ("p-6 p-4" is
// "p-4"), as tailwind-merge resolves them, but only for the kinds of class this
// code uses: tailwind-merge's full class table was 9 KB gzip of every page's
// first download (docs/decisions/0037-lighter-landing-page.md).
// merge-classes.test.ts checks every pair of classes the code contains against
// tailwind-merge itself, so a class this table misses fails there, not on screen.

const SIDES = 'trblse';
const SIZES = /^(\d?x[sl]|sm|md|lg|base|none|full|inner)$/;
const TEXT_SIZE = /^(\d?x[sl]|sm|md|lg|base|\[[\d.]+(r?em|px)\])$/;
const LINE_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const NUMBER_OR_LENGTH = /^(\d+|\[[\d.]+px\])$/;

// Classes that are one word: their group.
const WORDS: Record<string, string> = {};
function words(group: string, list: string) {
  for (const word of list.split(' ')) WORDS[word] = group;
}
words('display', 'block inline-block flex inline-flex grid contents table hidden');
words('position', 'static fixed absolute relative sticky');
words('sr', 'sr-only not-sr-only');
words('text-overflow', 'truncate text-ellipsis text-clip');
words('text-decoration', 'underline line-through no-underline');
words('text-transform', 'uppercase lowercase capitalize');
words('font-style', 'italic');
words('fvn-spacing', 'tabular-nums');
words('grow', 'grow');
words('shrink', 'shrink');
words('filter', 'filter');
words('transition', 'transition');
words('table-layout', 'table-fixed');
words('border-collapse', 'border-collapse');
words('break', 'break-all break-words');
words('visibility', 'visible invisible collapse');
words('resize', 'resize resize-x resize-y resize-none');

// Prefixes whose value never changes the group ("gap-4", "z-[100]").
const PREFIXES = [
  'px py pt pr pb pl p mx my mt mr mb ml m gap-x gap-y gap space-x space-y size min-w max-w min-h max-h w h',
  'inset-x inset top right bottom left z opacity grid-cols col leading tracking whitespace line-clamp',
  'items justify-self justify content self overflow-x overflow-y overflow cursor pointer-events select appearance',
  'accent align aspect animate duration transition translate-x translate-y rotate object scroll-mt list underline-offset fill from to',
]
  .join(' ')
  .split(' ');

const CONFLICTS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
};
// p: px py ps pe pt pr pb pl; px: pr pl; py: pt pb (and the same for m).
for (const box of ['p', 'm']) {
  CONFLICTS[box] = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => box + side);
  CONFLICTS[`${box}x`] = [`${box}r`, `${box}l`];
  CONFLICTS[`${box}y`] = [`${box}t`, `${box}b`];
}
// rounded: every side and corner; a side: its two corners.
const CORNERS: Record<string, string> = { t: 'tl tr', r: 'tr br', b: 'br bl', l: 'tl bl', s: 'ss es', e: 'se ee' };
CONFLICTS.rounded = Object.keys(CORNERS).flatMap((side) => [`rounded-${side}`, ...CORNERS[side]!.split(' ').map((c) => `rounded-${c}`)]);
for (const side of Object.keys(CORNERS)) CONFLICTS[`rounded-${side}`] = CORNERS[side]!.split(' ').map((c) => `rounded-${c}`);
// border width and color: every side; x and y: their two sides.
for (const kind of ['border-w', 'border-color']) {
  CONFLICTS[kind] = ['x', 'y', ...SIDES].map((side) => `${kind}-${side}`);
  CONFLICTS[`${kind}-x`] = [`${kind}-r`, `${kind}-l`];
  CONFLICTS[`${kind}-y`] = [`${kind}-t`, `${kind}-b`];
}

function textGroup(value: string): string {
  if (TEXT_SIZE.test(value)) return 'font-size';
  if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-alignment';
  if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
  return 'text-color';
}

function borderGroup(value: string): string {
  const [side, rest] = /^[xy]$|^[xy]-|^[trblse]$|^[trblse]-/.test(value) ? [value[0], value.slice(2)] : ['', value];
  const suffix = side ? `-${side}` : '';
  if (rest === '' || NUMBER_OR_LENGTH.test(rest)) return `border-w${suffix}`;
  if (!side && LINE_STYLE.test(rest)) return 'border-style';
  return `border-color${suffix}`;
}

function backgroundGroup(value: string): string {
  if (/^(linear-|radial|conic|none$|\[(url|[a-z-]*gradient)\()/.test(value)) return 'bg-image';
  if (/^(auto|cover|contain)$/.test(value)) return 'bg-size';
  if (/^(bottom|center|left|right|top)/.test(value)) return 'bg-position';
  if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment';
  if (/^(repeat|no-repeat)/.test(value)) return 'bg-repeat';
  return 'bg-color';
}

// undefined: not a class this table knows, kept as it is.
function classGroup(base: string): string | undefined {
  if (base[0] === '[') return /^\[[a-z-]+:/.test(base) ? `[${base.slice(1, base.indexOf(':'))}` : undefined;
  const word = WORDS[base];
  if (word) return word;
  const dash = base.indexOf('-');
  const head = dash < 0 ? base : base.slice(0, dash);
  const value = dash < 0 ? '' : base.slice(dash + 1);
  if (!value && /^(text|bg|font|divide|decoration)$/.test(head)) return undefined;
  switch (head) {
    case 'text':
      return textGroup(value);
    case 'bg':
      return backgroundGroup(value);
    case 'border':
      return borderGroup(value);
    case 'font':
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value) ? 'font-weight' : 'font-family';
    case 'shadow':
      return value === '' || SIZES.test(value) ? 'shadow' : 'shadow-color';
    case 'ring':
      return value === '' || NUMBER_OR_LENGTH.test(value) ? 'ring-w' : 'ring-color';
    case 'outline':
      if (value === '' || NUMBER_OR_LENGTH.test(value)) return 'outline-w';
      if (value.startsWith('offset-')) return 'outline-offset';
      return LINE_STYLE.test(value) ? 'outline-style' : 'outline-color';
    case 'divide':
      if (/^[xy](-|$)/.test(value)) return `divide-${value[0]}`;
      return LINE_STYLE.test(value) ? 'divide-style' : 'divide-color';
    case 'decoration':
      return 'decoration-color';
    case 'rounded': {
      const side = /^(tl|tr|br|bl|ss|se|es|ee|[trblse])(-|$)/.exec(value)?.[1];
      return side ? `rounded-${side}` : 'rounded';
    }
    case 'flex':
      if (/^(row|col)/.test(value)) return 'flex-direction';
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return 'flex-wrap';
      return 'flex';
    case 'shrink':
    case 'grow':
      return head;
  }
  const prefix = PREFIXES.find((candidate) => base.startsWith(`${candidate}-`));
  if (!prefix) return undefined;
  // Tailwind's own animations only: tailwind-merge leaves this code's own (animate-toast-in) alone.
  if (prefix === 'animate') return /^(none|spin|ping|pulse|bounce|\[.*\])$/.test(value) ? prefix : undefined;
  if (prefix === 'object') return /^(contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position';
  if (prefix === 'col' || prefix === 'row') return `${prefix}-${value.split('-')[0]}`;
  return prefix;
}

// "hover:sm:!p-4": the variants in a canonical order (their order does not
// matter, except around arbitrary ones like [&_svg]), the important mark and
// "p-4"; "bg-muted/40" is looked up as "bg-muted".
function parse(className: string): { variants: string; base: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  let base = className.slice(start);
  let important = '';
  if (base.startsWith('!') || base.endsWith('!')) {
    important = '!';
    base = base.startsWith('!') ? base.slice(1) : base.slice(0, -1);
  }
  if (base.startsWith('-')) base = base.slice(1);
  const slash = base[0] === '[' ? -1 : base.lastIndexOf('/');
  if (slash > 0 && !base.slice(slash).includes(']')) base = base.slice(0, slash);
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of parts) {
    if (variant[0] === '[') {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  return { variants: sorted.join(':') + important, base };
}

// The same few class lists come back on every render (each button, badge and
// star of a directory page): each is worked out once. They are written in the
// code, so there are only so many of them to keep.
const merged: Record<string, string> = Object.create(null) as Record<string, string>;

export function mergeClasses(classList: string): string {
  const known = merged[classList];
  if (known !== undefined) return known;
  const taken = new Set<string>();
  const kept: string[] = [];
  const classNames = classList.trim().split(/\s+/);
  for (let index = classNames.length - 1; index >= 0; index--) {
    const className = classNames[index]!;
    if (!className) continue;
    const { variants, base } = parse(className);
    const group = classGroup(base);
    if (group) {
      const key = `${variants}:${group}`;
      if (taken.has(key)) continue;
      taken.add(key);
      for (const other of CONFLICTS[group] ?? []) taken.add(`${variants}:${other}`);
    }
    kept.push(className);
  }
  return (merged[classList] = kept.reverse().join(' '));
}
