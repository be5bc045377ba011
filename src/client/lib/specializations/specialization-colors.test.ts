import { describe, expect, it } from 'vitest';
import { specializationColor } from './specialization-colors';

describe('specializationColor', () => {
  it('colours the six known classes and greys out anything else', () => {
    expect(specializationColor('indigo').badge).toContain('indigo');
    expect(specializationColor('Pink').badge).toContain('pink');
    expect(specializationColor('teal').badge).toContain('gray');
    expect(specializationColor(undefined).badge).toContain('gray');
  });
});
