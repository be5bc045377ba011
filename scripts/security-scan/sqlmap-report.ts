// Reads what one sqlmap run printed (and the CSV of injection points it writes
// in its output folder) into a verdict. sqlmap exits 0 whether or not it found
// an injection, and also when it could not reach the target, so the exit code
// alone says nothing: the wording below is what sqlmap 1.7 prints.

export type SqlmapReport = {
  // Every injection point sqlmap tested, as it names them ("GET parameter 'q'", "(custom) POST parameter 'JSON notes'", "URI parameter '#1*'").
  tested: string[];
  // Tested points sqlmap ruled out.
  clean: string[];
  // Anything that says "injectable": a technique sqlmap kept, a positive heuristic, a row in the results CSV.
  findings: string[];
  // Candidates sqlmap itself re-tested with other values and withdrew ("false positive or unexploitable").
  dismissed: string[];
  // Reasons the run cannot be trusted: no connection, nothing tested, a point without a verdict.
  problems: string[];
};

const POINT = "((?:\\(custom\\) )?(?:\\w+ )?parameter '[^']+')";
const TESTED = new RegExp(`testing for SQL injection on ${POINT}`);
const RULED_OUT = new RegExp(`${POINT} does not seem to be injectable`);
const CANDIDATE = new RegExp(`${POINT} (?:appears to be|is) '([^']+)' injectable`);
const FALSE_POSITIVE_CHECK = new RegExp(`checking if the injection point on ${POINT} is a false positive`);
const FALSE_POSITIVE = 'false positive or unexploitable injection point detected';
// Past sqlmap's own checks: these only appear for injection points it kept.
const CONFIRMED = [/parameter '[^']+' is vulnerable/, /sqlmap identified the following injection point\(s\)/];
// A DBMS error message leaked into the response: a finding even if no payload got further.
const HEURISTIC = new RegExp(`heuristic \\(basic\\) test shows that ${POINT} might be injectable.*`);
// sqlmap says this at the end of a clean run; it is printed as [ERROR] (older versions: [CRITICAL]).
const ALL_CLEAN = 'all tested parameters do not appear to be injectable';
// Transient: sqlmap retries on its own and only gives up with a later [ERROR]/[CRITICAL] line.
const RETRYING = 'going to retry';

export function readSqlmapReport(output: string, resultsCsv = ''): SqlmapReport {
  const tested: string[] = [];
  const clean: string[] = [];
  const findings: string[] = [];
  const dismissed: string[] = [];
  const problems: string[] = [];
  // Techniques that looked positive, per point, until sqlmap rules the point out.
  const candidates = new Map<string, string[]>();
  let checking: string | undefined;

  for (const line of output.split('\n')) {
    const test = TESTED.exec(line);
    if (test?.[1]) tested.push(test[1]);
    const candidate = CANDIDATE.exec(line);
    if (candidate?.[1] && candidate[2]) candidates.set(candidate[1], [...(candidates.get(candidate[1]) ?? []), candidate[2]]);
    const check = FALSE_POSITIVE_CHECK.exec(line);
    if (check?.[1]) checking = check[1];
    if (line.includes(FALSE_POSITIVE) && checking)
      dismissed.push(...(candidates.get(checking) ?? []).map((technique) => `${checking}: ${technique}`));
    const ruledOut = RULED_OUT.exec(line);
    if (ruledOut?.[1]) {
      clean.push(ruledOut[1]);
      candidates.delete(ruledOut[1]);
    }
    const heuristic = HEURISTIC.exec(line);
    if (heuristic) findings.push(heuristic[0].trim());
    if (CONFIRMED.some((pattern) => pattern.test(line))) findings.push(line.replace(/^\[[^\]]*\] \[\w+\] /, '').trim());

    const level = /\[(ERROR|CRITICAL)\] (.*)$/.exec(line);
    if (level?.[2] && !level[2].startsWith(ALL_CLEAN) && !level[2].includes(RETRYING)) problems.push(level[2]);
  }
  for (const [point, techniques] of candidates) findings.push(...techniques.map((technique) => `${point}: ${technique}`));
  for (const row of csvRows(resultsCsv)) {
    // sqlmap also lists the points it withdrew, with this note.
    if (row.endsWith(',false positive or unexploitable')) continue;
    findings.push(`results CSV: ${row}`);
  }

  if (tested.length === 0) problems.push('sqlmap tested no parameter');
  // After a finding sqlmap may stop early; the other points are then moot.
  if (findings.length === 0) {
    for (const point of tested) if (!clean.includes(point)) problems.push(`no verdict for ${point}`);
  }
  return {
    tested: unique(tested),
    clean: unique(clean),
    findings: unique(findings),
    dismissed: unique(dismissed),
    problems: unique(problems),
  };
}

// The results CSV has a header line and one line per injectable parameter.
function csvRows(csv: string): string[] {
  return csv
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('Target URL,'));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
