// Later Tailwind classes win over earlier ones of the same kind ("p-6 p-4" is
// "p-4"): tailwind-merge with its default configuration, told only the theme
// names it cannot guess (docs/decisions/0052-class-merging.md). Colours and
// fonts of src/client/styles.css are recognised by any name; its animations
// are listed here. merge-classes.test.ts reads the theme and fails when a key
// is added that this configuration does not group.
import { extendTailwindMerge } from 'tailwind-merge';

export const mergeClasses = extendTailwindMerge({
  extend: { theme: { animate: ['toast-in', 'toast-out'] } },
});
