import { Avatar, AvatarFallback, AvatarImage, initials } from './ui/avatar';
import { cn } from '@/lib/utils';

type CoachAvatarProps = {
  firstName: string;
  lastName: string;
  profileImage: string | null;
  className?: string;
  fallbackClassName?: string;
};

// The photo, or the coach's initials while it loads or when there is none.
export function CoachAvatar({ firstName, lastName, profileImage, className, fallbackClassName }: CoachAvatarProps) {
  return (
    <Avatar className={cn('size-16', className)}>
      {profileImage && <AvatarImage src={profileImage} alt={`${firstName} ${lastName}`} />}
      <AvatarFallback className={cn('text-lg', fallbackClassName)} aria-label={`${firstName} ${lastName}`}>
        {initials(firstName, lastName)}
      </AvatarFallback>
    </Avatar>
  );
}
