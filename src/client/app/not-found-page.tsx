import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';

export function NotFoundPage() {
  usePageMeta('Page not found');
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-teal">Lost the path?</p>
      <h1 className="mt-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-base leading-relaxed text-muted-foreground">
        The page you were looking for doesn&apos;t exist or may have moved. Take a breath and head back to familiar ground.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">Back to home</Link>
      </Button>
    </section>
  );
}
