import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

// A page whose subject is gone (a coach, a program): what happened and the way back to the list.
export function NotFoundNotice({ title, text, href, linkText }: { title: string; text: string; href: string; linkText: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <h1 className="font-serif text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href={href}>{linkText}</Link>
      </Button>
    </div>
  );
}
