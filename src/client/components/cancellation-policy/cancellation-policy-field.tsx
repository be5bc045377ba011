import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { CancellationPolicy } from '@shared/domain/cancellation-policy';
import { CancellationPolicyPicker } from './cancellation-policy-picker';

// The picker bound to a form's `cancellationPolicy` field, for onboarding and
// the profile edit; `fallback` is shown while the field has no value yet.
export function CancellationPolicyField<T extends FieldValues & { cancellationPolicy?: CancellationPolicy }>({
  control,
  disabled,
  fallback,
}: {
  control: Control<T, unknown, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  disabled: boolean;
  fallback?: CancellationPolicy;
}) {
  return (
    <Controller
      control={control}
      name={'cancellationPolicy' as Path<T>}
      render={({ field, fieldState }) => (
        <CancellationPolicyPicker
          value={(field.value ?? fallback) as CancellationPolicy}
          onChange={field.onChange}
          disabled={disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
