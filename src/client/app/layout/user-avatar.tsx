import type { TCurrentUser } from '@shared/schemas/auth';
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

type UserAvatarProps = { user: Pick<TCurrentUser, 'firstName' | 'lastName' | 'profileImage'>; className?: string };

export function UserAvatar({ user, className }: UserAvatarProps) {
  return (
    <Avatar className={cn('size-8', className)}>
      {user.profileImage ? <AvatarImage src={user.profileImage} alt="" /> : null}
      <AvatarFallback className="text-xs">{initials(user.firstName, user.lastName)}</AvatarFallback>
    </Avatar>
  );
}
