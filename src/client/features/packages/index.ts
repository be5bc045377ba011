// The packages feature's public face (docs/decisions/0089-client-features-own-their-interface.md):
// the only file another feature may import.
export { PACKAGES_KEY } from './api/packages-keys';
export { useBookWithCredit, useCreditBalance } from './api/credits';
export { MyPackages } from './components/my-packages';
export { PackageOffers } from './components/package-offers';
export { PackagesCard } from './components/packages-card';
