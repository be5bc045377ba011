export type AuthTab = 'login' | 'register';

// ?role=coach and ?tab=register (the header's Sign up) open Register; returnTo
// and redirect (the coach profile's name) both work (docs/product/routes.md#route-guards).
export function readAuthPageParams(search: string): { initialTab: AuthTab; returnTo: string | null } {
  const params = new URLSearchParams(search);
  const wantsRegister = params.get('role') === 'coach' || params.get('tab') === 'register';
  return {
    initialTab: wantsRegister ? 'register' : 'login',
    returnTo: params.get('returnTo') ?? params.get('redirect'),
  };
}
