import { SectionHeading } from './section-heading';

const FEE_ROWS = [
  { plan: 'Pro plan', beta: '0%', afterBeta: '5%' },
  { plan: 'Free plan', beta: '0%', afterBeta: '12%' },
] as const;

// A real table: the comparison is two-dimensional (plan x period).
export function PlatformFeesSection() {
  return (
    <section aria-labelledby="fees-heading" className="bg-card py-16 sm:py-20">
      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="fees-heading"
          eyebrow="Fair, simple fees"
          title="No platform fees during beta"
          intro="While Stillpoint is in beta we take no platform fee from your sessions, on either plan. After beta, a small fee applies to each paid session, and Pro keeps it lowest."
        />
        <div className="mt-10 overflow-hidden rounded-xl border border-border">
          <table className="w-full text-left">
            <caption className="sr-only">Platform fee per paid session</caption>
            <thead className="bg-muted text-sm text-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                  Plan
                </th>
                <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                  During beta
                </th>
                <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                  After beta
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border bg-background">
              {FEE_ROWS.map((row) => (
                <tr key={row.plan}>
                  <th scope="row" className="whitespace-nowrap px-4 py-4 font-medium text-foreground sm:px-5">
                    {row.plan}
                  </th>
                  <td className="px-4 py-4 font-semibold text-teal sm:px-5">{row.beta}</td>
                  <td className="px-4 py-4 text-foreground sm:px-5">{row.afterBeta}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
