import type { TAdminProgram } from '@shared/schemas/programs';
import { DataTable, Td, Th } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { browserTimeZone } from '@/lib/time-zones';
import { programsAdminEn } from '@/i18n/catalogs/programs-admin.en';
import { useAdminPrograms } from '../api/dashboard-programs';
import { programFormats } from '../lib/program-formats';

// Loads the programs once for both views (the same query), and says so while it does or when it fails.
function WithPrograms({ children }: { children: (programs: TAdminProgram[]) => React.ReactNode }) {
  const t = useT(programsAdminEn);
  const query = useAdminPrograms();
  if (query.isPending)
    return (
      <div className="flex min-h-24 items-center justify-center">
        <Spinner className="size-6 text-primary" label={t('programs-admin.loading')} />
      </div>
    );
  if (query.error)
    return (
      <div role="alert" className="rounded-xl border border-destructive/40 bg-red-50 p-6 text-sm">
        <p className="font-semibold text-destructive">{t('programs-admin.loadFailed')}</p>
        <p className="mt-1 text-red-900">{errorText(query.error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t('programs-admin.tryAgain')}
        </Button>
      </div>
    );
  if (query.data.length === 0) return <p className="text-sm text-muted-foreground">{t('programs-admin.empty')}</p>;
  return <>{children(query.data)}</>;
}

function Part({
  id,
  title,
  note,
  className,
  children,
}: {
  id: string;
  title: string;
  note: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="mb-3 text-sm text-muted-foreground">{note}</p>
      {children}
    </section>
  );
}

// A program's row in either table: its title and coach first, then the view's own cells.
function ProgramRow({ program, heads, children }: { program: TAdminProgram; heads: string[]; children: React.ReactNode }) {
  return (
    <tr>
      <Td label={heads[0]} wrap>
        {program.title}
      </Td>
      <Td label={heads[1]} wrap>
        {program.coachName}
      </Td>
      {children}
    </tr>
  );
}

// The bookings view's programs: who teaches what, when, where it stands and how full it is.
export function AdminProgramsList() {
  const t = useT(programsAdminEn);
  const format = programFormats(useLocale());
  const timeZone = browserTimeZone();
  const heads = [
    t('programs-admin.program'),
    t('programs-admin.coach'),
    t('programs-admin.kind'),
    t('programs-admin.firstMeeting'),
    t('programs-admin.status'),
    t('programs-admin.seats'),
  ];
  return (
    <Part id="admin-programs" className="mt-10" title={t('programs-admin.heading')} note={t('programs-admin.note', { zone: timeZone })}>
      <WithPrograms>
        {(programs) => (
          <DataTable
            stack
            caption={t('programs-admin.tableLabel')}
            head={heads.map((h) => (
              <Th key={h}>{h}</Th>
            ))}
          >
            {programs.map((p) => (
              <ProgramRow key={p.id} program={p} heads={heads}>
                <Td label={heads[2]}>{t('programs-admin.kindValue', { kind: p.kind, meetings: p.meetings.length })}</Td>
                <Td label={heads[3]}>
                  {p.meetings[0] ? `${format.date(p.meetings[0].start, timeZone)}, ${format.time(p.meetings[0].start, timeZone)}` : '–'}
                </Td>
                <Td label={heads[4]}>{t('programs-admin.statusValue', { status: p.status })}</Td>
                <Td label={heads[5]} className="tabular-nums">
                  {t('programs-admin.seatsValue', { sold: p.seatsSold, capacity: p.capacity })}
                </Td>
              </ProgramRow>
            ))}
          </DataTable>
        )}
      </WithPrograms>
    </Part>
  );
}

// The money view's seats: paid, refunded and kept per program (dollars, as the server adds them up).
export function AdminProgramsMoney() {
  const t = useT(programsAdminEn);
  const format = programFormats(useLocale());
  const heads = [
    t('programs-admin.program'),
    t('programs-admin.coach'),
    t('programs-admin.status'),
    t('programs-admin.seats'),
    t('programs-admin.paid'),
    t('programs-admin.refunded'),
    t('programs-admin.kept'),
  ];
  return (
    <Part id="admin-program-money" title={t('programs-admin.moneyHeading')} note={t('programs-admin.moneyNote')}>
      <WithPrograms>
        {(programs) => (
          <DataTable
            stack
            caption={t('programs-admin.moneyTableLabel')}
            head={heads.map((h, i) => (
              <Th key={h} className={i > 2 ? 'text-right' : undefined}>
                {h}
              </Th>
            ))}
          >
            {programs.map((p) => (
              <ProgramRow key={p.id} program={p} heads={heads}>
                <Td label={heads[2]}>{t('programs-admin.statusValue', { status: p.status })}</Td>
                <Td label={heads[3]} className="text-right tabular-nums">
                  {p.seatsSold}
                </Td>
                <Td label={heads[4]} className="text-right tabular-nums">
                  {format.price(p.paid)}
                </Td>
                <Td label={heads[5]} className="text-right tabular-nums">
                  {format.price(p.refunded)}
                </Td>
                <Td label={heads[6]} className="text-right tabular-nums">
                  {format.price(Math.round((p.paid - p.refunded) * 100) / 100)}
                </Td>
              </ProgramRow>
            ))}
          </DataTable>
        )}
      </WithPrograms>
    </Part>
  );
}
