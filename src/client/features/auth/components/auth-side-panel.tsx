import { CalendarCheck, HeartHandshake, Sparkles } from 'lucide-react';
import { authEn } from '@/i18n/catalogs/auth.en';
import { useT } from '@/lib/i18n/i18n-context';

const BENEFITS = [
  { icon: HeartHandshake, text: 'auth.benefitCoaches' },
  { icon: CalendarCheck, text: 'auth.benefitSessions' },
  { icon: Sparkles, text: 'auth.benefitCalm' },
] as const;

export function AuthSidePanel() {
  const t = useT(authEn);
  return (
    <aside className="flex flex-col justify-center rounded-2xl bg-gradient-to-br from-indigo-700 to-teal-700 p-8 text-white shadow-lg lg:p-12">
      <h2 className="font-serif text-3xl font-semibold leading-tight">{t('auth.sideTitle')}</h2>
      <p className="mt-4 text-base leading-relaxed text-indigo-50">{t('auth.sideIntro')}</p>
      <ul className="mt-8 grid gap-4">
        {BENEFITS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="text-base leading-relaxed text-white">{t(text)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
