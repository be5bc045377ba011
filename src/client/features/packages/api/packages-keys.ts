// The packages' and memberships' query keys (docs/product/packages.md). Every
// one starts with PACKAGES_KEY: a change to credits refreshes them all.
export const PACKAGES_KEY = ['packages'] as const;
export const MY_OFFERS_KEY = ['packages', 'mine'] as const;
export const MY_PACKAGES_KEY = ['packages', 'bought'] as const;
export const coachOffersKey = (coachId: number) => ['packages', 'coach', coachId] as const;
export const creditBalanceKey = (coachId: number) => ['packages', 'credits', coachId] as const;
