// A component with literal texts, for literal-strings.test.ts to find; never rendered.
export function LiteralTextsProbe({ name }: { name: string }) {
  return (
    <section>
      <p>Hello there</p>
      <button aria-label="Close">{name}</button>
      <input placeholder={'Search'} />
      <p>Stillpoint</p>
    </section>
  );
}
