import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };
type ChildProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

// Renders its one child with the slot's props merged in, as Radix's Slot does
// for `asChild` (a Button that is a link): the child's props win, except that
// classes are joined, styles merged and both event handlers and refs called.
// Radix's own weighs 1 KB gzip of every page's first download
// (docs/decisions/0037-lighter-landing-page.md); its primitives keep theirs.
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<ChildProps>;
  const childProps = child.props;
  const merged: ChildProps = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps) as [string, unknown][]) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === 'style') merged.style = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className') merged.className = [slotValue, childValue].filter(Boolean).join(' ');
  }
  const childRef = childProps.ref;
  if (ref && childRef)
    merged.ref = (node: HTMLElement) => {
      setRef(ref, node);
      setRef(childRef, node);
    };
  else if (ref) merged.ref = ref;
  return cloneElement(child, merged);
}
