import { Link } from 'wouter';

const FOOTER_LINKS = [
  { href: '/coaches', label: 'Find Coaches' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/getting-started', label: 'Getting Started' },
  { href: '/founding-coaches', label: 'Founding Coaches' },
  { href: '/coach-onboarding/plan', label: 'Become a Coach' },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-serif text-lg font-semibold">Stillpoint</p>
          {/* Server-rendered pages are cached: across New Year the browser may know better. */}
          <p className="mt-1 text-sm text-muted-foreground" suppressHydrationWarning>
            © {new Date().getFullYear()} Stillpoint. All rights reserved.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-muted-foreground hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
