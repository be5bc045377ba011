import { Avatar, AvatarFallback, AvatarImage, initials } from './ui/avatar';
import { cn } from '@/lib/utils';

// Every caller has the person at hand: a coach, or the other party of a conversation.
type AvatarPerson = { firstName: string; lastName: string; profileImage: string | null };

type CoachAvatarProps = { person: AvatarPerson; className?: string; fallbackClassName?: string };

// The photo, or the coach's initials while it loads or when there is none.
export function CoachAvatar({ person, className, fallbackClassName }: CoachAvatarProps) {
  const { firstName, lastName, profileImage } = person;
  return (
    <Avatar className={cn('size-16', className)}>
      {profileImage && <AvatarImage src={profileImage} alt={`${firstName} ${lastName}`} />}
      <AvatarFallback className={cn('text-lg', fallbackClassName)} aria-label={`${firstName} ${lastName}`}>
        {initials(firstName, lastName)}
      </AvatarFallback>
    </Avatar>
  );
}
