// Coaching is not therapy (docs/product/scope-notice.md): the short notice on
// profiles, at checkout and on Getting Started, and where its link goes unless
// the operator sets CRISIS_RESOURCES_URL. The default is an international
// directory of crisis lines, so it helps wherever the visitor is.
export const DEFAULT_CRISIS_RESOURCES_URL = 'https://findahelpline.com/';

export const SCOPE_NOTICE = {
  title: 'Coaching is not therapy',
  text: 'Coaching on Stillpoint is not therapy, medical care or crisis support. If you are in crisis or thinking about harming yourself, contact your local emergency number now.',
  link: 'Find crisis support near you',
} as const;
