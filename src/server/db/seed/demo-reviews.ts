// Review texts for completed demo sessions, used in order. null: the client
// only left stars, which the profile must also handle.
export const DEMO_REVIEW_COMMENTS: (string | null)[] = [
  'I came in sceptical and left with three short practices I actually use every day. Calm, warm and very practical.',
  'Exactly what I needed after a rough quarter at work. I finally feel like I have a plan for my evenings again.',
  'Gentle but honest. I appreciated being asked the questions I had been avoiding.',
  null,
  'The breathing anchor we practised has already got me through two difficult meetings. Thank you!',
  'A lovely first session. I never felt judged for my wandering mind, and the follow-up notes were really helpful.',
  'Good session overall, though I would have liked a bit more time on the practice itself rather than talking.',
  'I have tried apps for years without sticking to anything. Two sessions in, I have meditated for twelve days in a row.',
  'Clear, kind and well structured. I left feeling lighter and with homework I was actually looking forward to.',
  null,
  'Helped me notice how much tension I carry in my shoulders. The body scan is now part of my bedtime routine.',
  'Really thoughtful coach. The session ran smoothly and the video quality was great.',
  'I was nervous about trying this, but it felt like talking to a wise friend. Booking again next month.',
  'Some useful ideas, but the connection dropped twice, so we lost a few minutes. Still worth it.',
  'My sleep has improved noticeably since we started. I fall asleep faster and wake up less anxious.',
  'The best hour I have spent on myself in a long time. Thank you for the patience and the humour.',
  null,
  'Practical tools for a very impractical life with two toddlers. I feel more patient already.',
  'Insightful and grounding. I especially liked how we connected the practice to my real schedule.',
  'We worked on my pre-presentation nerves and it made a real difference on the day.',
];

// Mostly fives and fours with the occasional three, like a real marketplace.
export const DEMO_RATINGS = [5, 5, 4, 5, 5, 4, 3, 5, 4, 5, 5, 4, 5, 3, 5, 5, 4, 5, 4, 5] as const;
