import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

// A session's length as onboarding and the profile edit ask for it: 15 to 240
// minutes in steps of 15 (the server checks the same bounds).
export function SessionLengthField({ error, registration }: { error: string | undefined; registration: UseFormRegisterReturn }) {
  return (
    <FormField label="Session length (minutes)" error={error}>
      <Input type="number" inputMode="numeric" min={15} max={240} step="15" {...registration} />
    </FormField>
  );
}
