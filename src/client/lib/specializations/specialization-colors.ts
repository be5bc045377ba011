// The colour classes of docs/product/marketing-pages.md#colours (indigo, green, amber, purple, blue, pink); any
// other value is shown in grey. Full class names are spelled out so Tailwind
// can see them at build time. Text shades keep 4.5:1 contrast on their tint.
const COLORS = {
  indigo: { badge: 'bg-indigo-100 text-indigo-800 border-indigo-200', card: 'bg-indigo-50 border-indigo-200', icon: 'bg-indigo-100' },
  green: { badge: 'bg-green-100 text-green-800 border-green-200', card: 'bg-green-50 border-green-200', icon: 'bg-green-100' },
  amber: { badge: 'bg-amber-100 text-amber-900 border-amber-200', card: 'bg-amber-50 border-amber-200', icon: 'bg-amber-100' },
  purple: { badge: 'bg-purple-100 text-purple-800 border-purple-200', card: 'bg-purple-50 border-purple-200', icon: 'bg-purple-100' },
  blue: { badge: 'bg-blue-100 text-blue-800 border-blue-200', card: 'bg-blue-50 border-blue-200', icon: 'bg-blue-100' },
  pink: { badge: 'bg-pink-100 text-pink-800 border-pink-200', card: 'bg-pink-50 border-pink-200', icon: 'bg-pink-100' },
} as const;

const GREY = { badge: 'bg-gray-100 text-gray-800 border-gray-200', card: 'bg-gray-50 border-gray-200', icon: 'bg-gray-100' };

export type SpecializationColor = (typeof COLORS)[keyof typeof COLORS] | typeof GREY;

export function specializationColor(colorClass: string | null | undefined): SpecializationColor {
  const key = (colorClass ?? '').trim().toLowerCase();
  return key in COLORS ? COLORS[key as keyof typeof COLORS] : GREY;
}
