// The few words of the basic building blocks (dialogs, toasts, spinners,
// stars), which the landing page's first download carries: kept tiny for its
// budget. English is the source (docs/decisions/0075-interface-languages.md).
export const uiEn = {
  'ui.close': 'Close',
  'ui.loading': 'Loading',
  'ui.rated': 'Rated {rating} out of 5 stars',
} as const;
