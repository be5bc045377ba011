// The guide pages: How It Works, Getting Started and Founding Coaches, with
// their shared calls to action. English is the source
// (docs/decisions/0075-interface-languages.md).
export const guidesEn = {
  'guides.browseCoaches': 'Browse Coaches',
  'guides.becomeACoach': 'Become a Coach',
  'guides.stepNumber': 'Step {number}',

  'guides.howItWorks.eyebrow': 'How it works',
  'guides.howItWorks.title': 'How It Works',
  'guides.howItWorks.intro':
    'Stillpoint makes it simple to find a mindfulness coach, book a time that suits you and meet privately by video, wherever you are.',
  'guides.howItWorks.learnMore': 'Learn More',
  'guides.howItWorks.explore': 'Explore Coaches',
  'guides.howItWorks.ctaTitle': 'Find a coach who fits',
  'guides.howItWorks.ctaText': 'Browse profiles, read reviews and see open times in your own time zone.',
  'guides.steps.eyebrow': 'Four steps',
  'guides.steps.title': 'From first search to lasting practice',
  'guides.steps.intro': 'Booking a session takes a few minutes. The practice you build can last much longer.',
  'guides.steps.find.title': 'Find your coach',
  'guides.steps.find.text':
    'Browse the directory by specialization, price and availability. Read each coach’s story and the reviews left by their clients.',
  'guides.steps.book.title': 'Book & pay',
  'guides.steps.book.text':
    'Choose an open time, shown in your own time zone, and pay securely by card. Your coach then confirms the session.',
  'guides.steps.meet.title': 'Meet by video',
  'guides.steps.meet.text':
    'Join your private one-to-one video session from your dashboard. All you need is a quiet space and a device with a camera.',
  'guides.steps.reflect.title': 'Reflect & review',
  'guides.steps.reflect.text':
    'Take a small practice into your week, book again when it suits you, and leave an honest review to help others choose.',
  'guides.faq.eyebrow': 'Questions',
  'guides.faq.title': 'Frequently Asked Questions',
  'guides.faq.therapy.question': 'How is mindfulness coaching different from therapy?',
  'guides.faq.therapy.answer':
    'Therapy is a health service that assesses and treats mental health conditions, and is provided by licensed professionals. Mindfulness coaching is not treatment. It helps you build awareness, calm and healthy habits for everyday life, and it looks mostly at the present and the small steps you can take next.',
  'guides.faq.whoFor.question': 'Who is mindfulness coaching suitable for?',
  'guides.faq.whoFor.answer':
    'Coaching suits adults who are generally coping day to day and want support with things like stress, sleep routines, focus, parenting or starting a meditation practice. It is not suitable as the main support during a mental health crisis. If you are in crisis or thinking about harming yourself, please contact your local emergency number or a crisis line straight away.',
  'guides.faq.medical.question': 'Will my coach give me medical advice?',
  'guides.faq.medical.answer':
    'No. Coaches on Stillpoint do not diagnose conditions, prescribe or advise on medication, or give medical advice of any kind. If something comes up that needs a doctor or a mental health professional, a good coach will say so and encourage you to seek that help.',
  'guides.faq.therapist.question': 'Can I work with a coach while seeing a therapist?',
  'guides.faq.therapist.answer':
    "Many people do. Coaching can complement therapy by giving you practical time to practise mindfulness skills. We suggest letting your therapist know, and telling your coach too, so that everyone's guidance points in the same direction. If the two ever conflict, follow your therapist's advice.",
  'guides.faq.firstSession.question': 'What should I expect in my first session?',
  'guides.faq.firstSession.answer':
    'Your first session is mostly about getting to know each other. Your coach will ask what brought you to coaching and what you would like to change, explain how they work, and usually guide you through a short practice such as a breathing exercise. You can share as much or as little as you like, and you are welcome to ask questions at any point.',

  'guides.gettingStarted.eyebrow': 'Getting started',
  'guides.gettingStarted.title': 'Getting Started',
  'guides.gettingStarted.intro':
    'New to coaching? Here is everything you need to find a coach you feel good about and walk into your first session with confidence.',
  'guides.gettingStarted.ctaTitle': 'Ready when you are',
  'guides.gettingStarted.ctaText': 'Browse coaches at your own pace. There is nothing to pay until you book a session.',
  'guides.choosing.eyebrow': 'Step one',
  'guides.choosing.title': 'How to choose a coach',
  'guides.choosing.intro': 'There is no single right coach, only the one who suits you right now. These four questions help.',
  'guides.choosing.start.title': 'Start with what you want help with',
  'guides.choosing.start.text':
    'Pick a specialization such as sleep, work stress or mindful parenting. The directory then shows only coaches who work in that area.',
  'guides.choosing.read.title': 'Read profiles and reviews',
  'guides.choosing.read.text':
    'Each coach describes their background, training and approach in their own words. Reviews come only from clients who completed a session.',
  'guides.choosing.check.title': 'Check the practical details',
  'guides.choosing.check.text':
    'Price per session, session length and open times are on every profile, so you can compare coaches before you commit to anything.',
  'guides.choosing.trust.title': 'Trust your sense of fit',
  'guides.choosing.trust.text':
    'Feeling comfortable with your coach matters more than any credential. If the first coach is not the right match, it is fine to try another.',
  'guides.firstSession.eyebrow': 'Step two',
  'guides.firstSession.title': 'Your first session',
  'guides.firstSession.intro': 'Knowing what to expect makes it easier to relax into it.',
  'guides.firstSession.flowTitle': 'What a session looks like',
  'guides.firstSession.flow.confirm':
    'Your coach confirms the request, and the video link appears on your dashboard and in your confirmation e-mail.',
  'guides.firstSession.flow.meet': 'You meet one to one by video for the length shown on the profile, often 60 minutes.',
  'guides.firstSession.flow.ask': 'Your coach asks what brought you here and what you would like to be different.',
  'guides.firstSession.flow.practice':
    'Together you try a short practice, such as a breathing exercise or a body scan, and talk about how it felt.',
  'guides.firstSession.flow.finish': 'You finish with one small thing to try before you next meet, if you choose to meet again.',
  'guides.firstSession.prepareTitle': 'Preparing for your first session',
  'guides.firstSession.prepare.spot': 'Find a quiet, private spot where you can speak freely for the whole session.',
  'guides.firstSession.prepare.check': 'Check your camera, microphone and internet connection a few minutes beforehand.',
  'guides.firstSession.prepare.notes': "Jot down a few things you'd like to explore. A sentence or two is plenty.",
  'guides.firstSession.prepare.comfort': 'Wear something comfortable. Some practices are done sitting or lying down.',
  'guides.firstSession.prepare.beginners': 'You do not need any meditation experience. Beginners are very welcome.',
  'guides.pricing.eyebrow': 'Step three',
  'guides.pricing.title': 'Clear, simple pricing',
  'guides.pricing.intro': 'You always see the full price before you pay.',
  'guides.pricing.rates.title': 'Coaches set their own rates',
  'guides.pricing.rates.text':
    "Each coach's price per session is on their profile and in the directory, so there are no surprises at checkout.",
  'guides.pricing.noFee.title': 'No platform fee for clients during beta',
  'guides.pricing.noFee.text': 'You pay the session price and nothing more. The platform fee on your booking summary shows $0.00.',
  'guides.pricing.policy.title': 'A cancellation policy you see before paying',
  'guides.pricing.policy.text':
    "Plans change. Each coach's policy (Flexible, Moderate or Strict) is on their profile and at checkout; cancel from your dashboard early enough and you get a full refund.",

  'guides.founding.eyebrow': 'Founding coaches',
  'guides.founding.title': 'Become a Founding Coach',
  'guides.founding.intro':
    "We're building Stillpoint with a first circle of mindfulness coaches. Join now to coach on your own terms, get Pro free during beta and help shape what comes next.",
  'guides.founding.communityTitle': 'Join a community of 1,000+ seekers exploring mindfulness',
  'guides.founding.communityText':
    'People come to Stillpoint looking for calmer days, better sleep and steadier focus. Your profile helps the ones who need your approach find you.',
  'guides.founding.ctaTitle': 'Claim your founding spot',
  'guides.founding.ctaText':
    "Pick the Pro plan in the first step, set your rate and availability, and you're ready to welcome your first clients.",
  'guides.offer.eyebrow': 'The founding coach offer',
  'guides.offer.title': 'Pro, free for the whole beta',
  'guides.offer.intro':
    "Founding coaches get every Pro feature at no cost while Stillpoint is in beta. We'll tell you well before paid plans go live.",
  'guides.offer.proPlan': 'Pro plan',
  'guides.offer.free': 'Free',
  'guides.offer.duringBeta': 'during beta',
  'guides.offer.regularlyBefore': 'Regularly ',
  'guides.offer.regularlyPrice': '$29/month',
  'guides.offer.regularlyAfter': ' after beta.',
  'guides.offer.noFees': 'No platform fees during beta',
  'guides.offer.everyFeature': 'Every Pro feature included',
  'guides.offer.notify': "We'll notify you before paid plans go live",
  'guides.offer.priority.title': 'Priority listing',
  'guides.offer.priority.text': 'Pro coaches appear first in the coach directory.',
  'guides.offer.branding.title': 'Your branding',
  'guides.offer.branding.text': 'Show your practice name and a link to your website or social page on your profile.',
  'guides.offer.calendar.title': 'Calendar sync',
  'guides.offer.calendar.text': 'Subscribe to your sessions from Google Calendar or any iCal app.',
  'guides.offer.notes.title': 'Session notes',
  'guides.offer.notes.text': 'Keep private notes for each session to follow each client’s progress.',
  'guides.fees.eyebrow': 'Fair, simple fees',
  'guides.fees.title': 'No platform fees during beta',
  'guides.fees.intro':
    'While Stillpoint is in beta we take no platform fee from your sessions, on either plan. After beta, a small fee applies to each paid session, and Pro keeps it lowest.',
  'guides.fees.caption': 'Platform fee per paid session',
  'guides.fees.plan': 'Plan',
  'guides.fees.duringBeta': 'During beta',
  'guides.fees.afterBeta': 'After beta',
  'guides.fees.proPlan': 'Pro plan',
  'guides.fees.freePlan': 'Free plan',
} as const;
