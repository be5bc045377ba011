import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

type AnchorProps = { className?: string; title?: string; style?: object; onClick?: (event: string) => void; ref?: unknown };
const slotted = (element: ReactElement) => Slot(element.props as Parameters<typeof Slot>[0]) as ReactElement<AnchorProps>;

describe('Slot', () => {
  it('renders a Button as its link, with the button classes before the link own ones', () => {
    const html = renderToStaticMarkup(
      <Button asChild size="sm" className="text-teal">
        <a href="/coaches" className="underline">
          Find a coach
        </a>
      </Button>,
    );
    expect(html).toMatch(/^<a href="\/coaches" class="[^"]*h-9 px-3[^"]* text-teal underline">Find a coach<\/a>$/);
    expect(html).not.toContain('<button');
  });

  it("keeps the child's props over the slot's, merges styles and calls both click handlers, the child's first", () => {
    const calls: string[] = [];
    const element = slotted(
      <Slot title="ignored" style={{ color: 'red', margin: 0 }} onClick={() => calls.push('slot')}>
        <a href="/coaches" title="kept" style={{ color: 'blue' }} onClick={() => calls.push('child')} />
      </Slot>,
    );
    expect(element.props.title).toBe('kept');
    expect(element.props.style).toEqual({ color: 'blue', margin: 0 });
    element.props.onClick?.('click');
    expect(calls).toEqual(['child', 'slot']);
  });

  it('hands the element to both refs, and keeps the slot class when the child has none', () => {
    const slotRef = vi.fn();
    const childRef = { current: null as unknown };
    const element = slotted(
      <Slot ref={slotRef} className="shrink-0">
        <a ref={childRef as never} className={undefined} />
      </Slot>,
    );
    expect(element.props.className).toBe('shrink-0');
    (element.props.ref as (node: string) => void)('node');
    expect(slotRef).toHaveBeenCalledWith('node');
    expect(childRef.current).toBe('node');
  });

  it('renders nothing without an element to render', () => {
    expect(renderToStaticMarkup(<Slot>text</Slot>)).toBe('');
  });
});
