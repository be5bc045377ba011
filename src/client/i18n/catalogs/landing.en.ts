// The landing page. English is the source (docs/decisions/0075-interface-languages.md).
export const landingEn = {
  'landing.hero.badge': 'One-to-one mindfulness coaching, online',
  'landing.hero.title': 'Coaching for the mind, spirit, and self',
  'landing.hero.intro':
    'Find a mindfulness coach who fits your life. Build calm, focus and resilience in private video sessions, at a pace that feels right for you.',
  'landing.hero.explore': 'Explore Coaches',
  'landing.hero.gettingStarted': 'Getting Started',
  'landing.specializations.eyebrow': 'Find your focus',
  'landing.specializations.title': 'Specialized Mindfulness Coaching',
  'landing.specializations.intro':
    "Every coach brings their own experience. Start with what you would like support with, and we'll show you the coaches who work in that area.",
  'landing.specializations.loading': 'Loading specializations…',
  'landing.specializations.failed': "We couldn't load the specializations just now.",
  'landing.specializations.retry': 'Try again',
  'landing.specializations.empty': 'Specializations will appear here as our first coaches join.',
  'landing.specializations.coachCount': '{count, plural, one {# Coach Available} other {# Coaches Available}}',
  'landing.becomeACoach': 'Become a Coach',
  'landing.learnMore': 'Learn More',
  'landing.learnMoreHidden': ' about choosing a coach and your first session',
  'landing.testimonials.eyebrow': 'In their words',
  'landing.testimonials.title': 'Stories from Our Community',
  'landing.testimonials.intro': 'Small, steady changes from people who made a little room for mindfulness.',
  'landing.testimonials.rated': 'Rated {rating} out of 5',
  'landing.testimonials.priya.quote':
    'I came in wanting to ‘fix’ my stress. What I got instead were a few small practices I actually use. A three-minute pause before meetings has changed how my workdays feel.',
  'landing.testimonials.priya.title': 'Product Manager',
  'landing.testimonials.daniel.quote':
    "My coach helped me build an evening wind-down that fits around two small children. I'm more patient at bedtime, and I notice sooner when I'm running on empty.",
  'landing.testimonials.daniel.title': 'Secondary School Teacher',
  'landing.testimonials.sofia.quote':
    "Booking was simple and the sessions felt personal rather than scripted. I'd love a few more late-evening slots, but what I learned about breathing through deadlines has stayed with me.",
  'landing.testimonials.sofia.title': 'Freelance Designer',
  'landing.coaches.eyebrow': 'For coaches',
  'landing.coaches.title': 'Coach with Purpose',
  'landing.coaches.intro': 'Stillpoint is built for mindfulness coaches who want to spend their energy on coaching, not on admin.',
  'landing.coaches.schedule.title': 'Set your own schedule',
  'landing.coaches.schedule.text':
    'Choose the days and hours you coach, in your own time zone. Clients only ever see the times you have opened.',
  'landing.coaches.impact.title': 'Make a meaningful impact',
  'landing.coaches.impact.text':
    'Work one to one with people who chose you, and help them build practices that last well beyond the session.',
  'landing.coaches.grow.title': 'Grow your practice',
  'landing.coaches.grow.text':
    'A profile with your story, specializations and reviews helps the right clients find you, while you set your own rate.',
  'landing.coaches.tools.title': 'Simple, supportive tools',
  'landing.coaches.tools.text':
    'Bookings, payments, video links and reminders are handled for you, so your attention stays with your clients.',
  'landing.coaches.foundingOffer': 'See the founding coach offer',
  'landing.about.eyebrow': 'About Stillpoint',
  'landing.about.title': 'A quieter way to grow',
  'landing.about.intro':
    'Stillpoint connects people with independent mindfulness coaches for private video sessions. We keep the platform simple so the coaching can take centre stage.',
  'landing.about.presence.name': 'Presence',
  'landing.about.presence.text':
    'Sessions are unhurried and one to one. Your coach gives you their full attention, and helps you practise giving the same attention to your own life.',
  'landing.about.accessibility.name': 'Accessibility',
  'landing.about.accessibility.text':
    'Coaching should not depend on where you live. Every session happens by video, coaches set transparent prices, and you see the full cost before you book.',
  'landing.about.transformation.name': 'Transformation',
  'landing.about.transformation.text':
    'Real change is usually quiet and gradual. We focus on small practices you can keep, so that calm and clarity become part of ordinary days.',
} as const;
