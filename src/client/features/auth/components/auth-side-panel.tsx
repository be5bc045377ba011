import { CalendarCheck, HeartHandshake, Sparkles } from 'lucide-react';

const BENEFITS = [
  { icon: HeartHandshake, text: 'Connect with certified mindfulness coaches who listen' },
  { icon: CalendarCheck, text: 'Book private video sessions at times that suit you' },
  { icon: Sparkles, text: 'Build calm, focus and resilience, one session at a time' },
] as const;

export function AuthSidePanel() {
  return (
    <aside className="flex flex-col justify-center rounded-2xl bg-gradient-to-br from-indigo-700 to-teal-700 p-8 text-white shadow-lg lg:p-12">
      <h2 className="font-serif text-3xl font-semibold leading-tight">Your Mindful Journey Awaits</h2>
      <p className="mt-4 text-base leading-relaxed text-indigo-50">
        Slow down, breathe, and find the support you need. Stillpoint brings you one-to-one guidance from coaches who help you meet each day
        with more clarity and ease.
      </p>
      <ul className="mt-8 grid gap-4">
        {BENEFITS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="text-base leading-relaxed text-white">{text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
