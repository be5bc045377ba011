import {
  CalendarDays,
  Flag,
  Inbox,
  Landmark,
  LayoutDashboard,
  Scale,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRound,
  Users,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';
import { ADMIN_SECTIONS, sectionHref, sectionLabelKey, type AdminSectionId } from '../lib/sections';

const ICONS: Record<AdminSectionId, typeof Users> = {
  overview: LayoutDashboard,
  users: Users,
  coaches: UserRound,
  'coach-review': ShieldCheck,
  bookings: CalendarDays,
  money: Landmark,
  'no-shows': Scale,
  reports: Flag,
  specializations: Sparkles,
  work: Inbox,
  settings: Settings,
};

// A sidebar on wide screens (a long name, as some languages have, wraps) and
// a sideways-scrolling bar on phones; each
// entry is a real link, so sections can be bookmarked and opened in new tabs.
export function AdminNav({ current }: { current: AdminSectionId }) {
  const t = useT(adminEn);
  const navRef = useRef<HTMLElement>(null);
  // On a phone the bar scrolls sideways: keep the current section in view
  // (scrollLeft only, so the page itself never jumps).
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return (
    <nav ref={navRef} aria-label={t('admin.navLabel')} className="relative -mx-4 overflow-x-auto px-4 md:mx-0 md:overflow-visible md:px-0">
      <ul className="flex gap-1 md:flex-col">
        {ADMIN_SECTIONS.map((id) => {
          const Icon = ICONS[id];
          const active = id === current;
          return (
            <li key={id} className="shrink-0">
              <Link
                href={sectionHref(id)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 whitespace-nowrap rounded-md md:whitespace-normal px-3 py-2 text-sm font-medium transition-colors',
                  active ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {t(sectionLabelKey(id))}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
