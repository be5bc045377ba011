export type AuthTab = 'login' | 'register';

// ?role=coach (spec) and ?tab=register (the header's Sign up) open Register;
// returnTo is the spec's name, redirect the coach profile's.
export function readAuthPageParams(search: string): { initialTab: AuthTab; returnTo: string | null } {
  const params = new URLSearchParams(search);
  const wantsRegister = params.get('role') === 'coach' || params.get('tab') === 'register';
  return {
    initialTab: wantsRegister ? 'register' : 'login',
    returnTo: params.get('returnTo') ?? params.get('redirect'),
  };
}
