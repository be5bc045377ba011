// Reading what a request asked of the database (createTestApp's countQueries).

// The e-mail delivery that runs beside the request is a transaction of its
// own on the outbox alone: it is left out of what the request cost. (PGlite's
// driver does not log BEGIN and COMMIT; PostgreSQL's does.)
const isDelivery = (statement: string) => statement.includes('"email_outbox"');

export function withoutDeliveryPasses(statements: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < statements.length; i++) {
    const end = statements.indexOf('commit', i);
    if (statements[i] === 'begin' && end > i && statements.slice(i + 1, end).every(isDelivery)) i = end;
    else if (!isDelivery(statements[i] ?? '')) kept.push(statements[i] ?? '');
  }
  return kept;
}
