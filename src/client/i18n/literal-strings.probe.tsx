// A component with literal texts, for literal-strings.test.ts to find; never rendered.
export function LiteralTextsProbe({ name, count }: { name: string; count: number }) {
  const label = count > 0 ? `Inbox (${count} new)` : 'Inbox';
  return (
    <section>
      <p>Hello there</p>
      <button aria-label="Close">{name}</button>
      <input placeholder={'Search'} />
      <a title={label} aria-label={name ?? 'Someone'}>
        {count}
      </a>
      <p>Stillpoint</p>
    </section>
  );
}
