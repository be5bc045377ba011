// Button overrides for calls to action on the indigo band, where the default
// primary button would vanish into the background.
export const CTA_ON_PRIMARY_SOLID = 'bg-white text-primary hover:bg-indigo-50 focus-visible:outline-white';
export const CTA_ON_PRIMARY_OUTLINE =
  'border-white/80 bg-transparent text-white hover:bg-white/10 hover:text-white focus-visible:outline-white';
