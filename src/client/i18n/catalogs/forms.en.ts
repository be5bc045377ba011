// What every form shares: the account fields (sign-up, coach registration,
// settings) and the busy button's spoken label.
export const formsEn = {
  'forms.firstName': 'First name',
  'forms.lastName': 'Last name',
  'forms.username': 'Username',
  'forms.email': 'Email',
  'forms.password': 'Password',
  'forms.confirmPassword': 'Confirm password',
  'forms.characterCount': '{count}/{max} characters',
  'forms.sessionLength': 'Session length (minutes)',
} as const;
