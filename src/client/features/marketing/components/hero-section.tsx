import { ArrowRightIcon } from '@/components/ui/icons';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { landingEn } from '@/i18n/catalogs/landing.en';
import { useT } from '@/lib/i18n/i18n-context';

export function HeroSection() {
  const t = useT(landingEn);
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      {/* Soft colour washes; decorative only. Radial gradients rather than
          blurred circles: a 64 px blur filter on two 384 px layers is repainted
          on every scroll frame, which costs phones (and software-rendered
          browsers) far more than a gradient that looks the same. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-48 -top-48 size-[36rem] rounded-full bg-[radial-gradient(closest-side,rgb(199_210_254/0.5),rgb(199_210_254/0.25)_55%,transparent)]" />
        <div className="absolute -right-48 -top-0 size-[36rem] rounded-full bg-[radial-gradient(closest-side,rgb(153_246_228/0.5),rgb(153_246_228/0.25)_55%,transparent)]" />
      </div>
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 pb-24 pt-16 text-center sm:px-6 sm:pt-24">
        <p className="rounded-full border border-teal/30 bg-white/70 px-4 py-1 text-sm font-medium text-teal">{t('landing.hero.badge')}</p>
        <h1
          id="hero-heading"
          className="mt-6 font-serif text-4xl font-semibold leading-tight tracking-tight text-foreground sm:text-5xl md:text-6xl"
        >
          {t('landing.hero.title')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">{t('landing.hero.intro')}</p>
        <div className="mt-10 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link href="/coaches">
              {t('landing.hero.explore')}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/getting-started">{t('landing.hero.gettingStarted')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
