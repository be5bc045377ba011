// Demo profile photos: a soft two-colour gradient with the person's initials,
// rendered with sharp from SVG so no binary files live in the repository.

const SIZE = 256;

// Calm pastel pairs; the index picks one so every run draws the same pictures.
const PALETTES = [
  ['#c7d2fe', '#818cf8'],
  ['#bbf7d0', '#34d399'],
  ['#fde68a', '#f59e0b'],
  ['#e9d5ff', '#a78bfa'],
  ['#bae6fd', '#38bdf8'],
  ['#fbcfe8', '#f472b6'],
  ['#ccfbf1', '#2dd4bf'],
  ['#fed7aa', '#fb923c'],
] as const;

export type Avatar = { data: Buffer; contentType: 'image/jpeg'; width: number; height: number };

export function avatarSvg(initials: string, index: number): string {
  const [from, to] = PALETTES[index % PALETTES.length] ?? PALETTES[0];
  const text = initials
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
  <circle cx="196" cy="56" r="90" fill="#ffffff" fill-opacity="0.18"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="104" font-weight="600" fill="#ffffff" fill-opacity="0.95">${text}</text>
</svg>`;
}

export const AVATAR_JPEG_OPTIONS = { quality: 85, mozjpeg: true } as const;

export async function renderAvatar(initials: string, index: number): Promise<Avatar> {
  // Loaded on first use: the seed module is imported at every start, but only an empty database needs pictures.
  const { default: sharp } = await import('sharp');
  const data = await sharp(Buffer.from(avatarSvg(initials, index)))
    .jpeg(AVATAR_JPEG_OPTIONS)
    .toBuffer();
  return { data, contentType: 'image/jpeg', width: SIZE, height: SIZE };
}
