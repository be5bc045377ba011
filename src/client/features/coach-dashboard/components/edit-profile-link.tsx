import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

// The outline button that opens the coach's profile editor.
export function EditProfileLink({ size, className, children }: { size?: 'sm'; className?: string; children: ReactNode }) {
  return (
    <Button asChild size={size} variant="outline" className={className}>
      <Link href="/coach/profile/edit">{children}</Link>
    </Button>
  );
}
