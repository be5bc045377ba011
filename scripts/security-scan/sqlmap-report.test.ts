// The scan is only as good as its reading of sqlmap's output: sqlmap exits 0
// on a vulnerable target too. The excerpts below are sqlmap 1.7.2's own output,
// recorded against the Stillpoint API (clean) and against a throwaway server
// that splices a query parameter into its SQL (injectable).
import { describe, expect, it } from 'vitest';
import { readSqlmapReport } from './sqlmap-report.js';

const CLEAN_RUN = `
[06:58:11] [INFO] testing if GET parameter 'q' is dynamic
[06:58:11] [WARNING] heuristic (basic) test shows that GET parameter 'q' might not be injectable
[06:58:11] [INFO] testing for SQL injection on GET parameter 'q'
[06:58:11] [INFO] testing 'AND boolean-based blind - WHERE or HAVING clause'
[06:58:12] [WARNING] GET parameter 'q' does not seem to be injectable
[06:58:12] [INFO] testing for SQL injection on GET parameter 'page'
[06:58:16] [WARNING] GET parameter 'page' does not seem to be injectable
[06:58:29] [INFO] testing for SQL injection on (custom) POST parameter 'JSON username'
[06:58:29] [WARNING] (custom) POST parameter 'JSON username' does not seem to be injectable
[06:58:18] [INFO] testing for SQL injection on parameter 'User-Agent'
[06:58:20] [WARNING] parameter 'User-Agent' does not seem to be injectable
[06:58:20] [ERROR] all tested parameters do not appear to be injectable. Try to increase values for '--level'/'--risk' options if you wish to perform more tests.
[06:58:20] [WARNING] HTTP error codes detected during run:
400 (Bad Request) - 2072 times
`;

const INJECTABLE_RUN = `
[06:59:14] [INFO] testing for SQL injection on GET parameter 'name'
[06:59:14] [INFO] GET parameter 'name' appears to be 'AND boolean-based blind - WHERE or HAVING clause' injectable
[06:59:24] [INFO] GET parameter 'name' appears to be 'PostgreSQL > 8.1 AND time-based blind' injectable
[06:59:24] [INFO] GET parameter 'name' is 'Generic UNION query (NULL) - 1 to 20 columns' injectable
GET parameter 'name' is vulnerable. Do you want to keep testing the others (if any)? [y/N] Y
sqlmap identified the following injection point(s) with a total of 45 HTTP(s) requests:
---
Parameter: name (GET)
    Type: boolean-based blind
`;
const INJECTABLE_CSV = `Target URL,Place,Parameter,Technique(s),Note(s)
http://127.0.0.1:4872/items?name=calm,GET,name,BTU,
`;

const UNREACHABLE_RUN = `
[06:59:08] [INFO] testing connection to the target URL
[06:59:08] [CRITICAL] unable to connect to the target URL ('Connection refused'). sqlmap is going to retry the request(s)
[06:59:09] [ERROR] unable to connect to the target URL ('Connection refused'), skipping to the next target
`;

// sqlmap re-tests a boolean-based candidate with other numbers and withdraws
// it when the answers no longer line up (here: a field whose answer depended
// on the payload's length, not on SQL).
const WITHDRAWN_RUN = `
[07:37:33] [INFO] testing for SQL injection on (custom) POST parameter 'JSON timeZone'
[07:37:37] [INFO] (custom) POST parameter 'JSON timeZone' appears to be 'PostgreSQL AND boolean-based blind - WHERE or HAVING clause (CAST)' injectable
[07:37:38] [INFO] checking if the injection point on (custom) POST parameter 'JSON timeZone' is a false positive
[07:37:38] [WARNING] false positive or unexploitable injection point detected
[07:37:38] [WARNING] (custom) POST parameter 'JSON timeZone' does not seem to be injectable
[07:37:38] [ERROR] all tested parameters do not appear to be injectable. Try to increase values for '--level'/'--risk' options
`;
const WITHDRAWN_CSV = `Target URL,Place,Parameter,Technique(s),Note(s)
http://127.0.0.1:35761/api/bookings,(custom) POST,JSON timeZone,B,false positive or unexploitable
`;

describe('readSqlmapReport', () => {
  it('passes a run where sqlmap ruled out every tested parameter', () => {
    const report = readSqlmapReport(CLEAN_RUN, 'Target URL,Place,Parameter,Technique(s),Note(s)\n');
    expect(report.findings).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(report.tested).toEqual([
      "GET parameter 'q'",
      "GET parameter 'page'",
      "(custom) POST parameter 'JSON username'",
      "parameter 'User-Agent'",
    ]);
  });

  it('reports each technique sqlmap confirmed, and the injection points of the results CSV', () => {
    const report = readSqlmapReport(INJECTABLE_RUN, INJECTABLE_CSV);
    expect(report.findings).toContain("GET parameter 'name': AND boolean-based blind - WHERE or HAVING clause");
    expect(report.findings).toContain("GET parameter 'name': PostgreSQL > 8.1 AND time-based blind");
    expect(report.findings).toContain('results CSV: http://127.0.0.1:4872/items?name=calm,GET,name,BTU,');
  });

  it("follows sqlmap's own false-positive check, and still lists what it withdrew", () => {
    const report = readSqlmapReport(WITHDRAWN_RUN, WITHDRAWN_CSV);
    expect(report.findings).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(report.dismissed).toEqual([
      "(custom) POST parameter 'JSON timeZone': PostgreSQL AND boolean-based blind - WHERE or HAVING clause (CAST)",
    ]);
  });

  it('keeps a candidate that sqlmap never withdrew', () => {
    const cut = WITHDRAWN_RUN.split('\n').slice(0, 3).join('\n');
    expect(readSqlmapReport(cut).findings).toEqual([
      "(custom) POST parameter 'JSON timeZone': PostgreSQL AND boolean-based blind - WHERE or HAVING clause (CAST)",
    ]);
  });

  it('counts the results CSV alone as a finding, whatever the console said', () => {
    expect(readSqlmapReport(CLEAN_RUN, INJECTABLE_CSV).findings).toEqual([
      'results CSV: http://127.0.0.1:4872/items?name=calm,GET,name,BTU,',
    ]);
  });

  it('treats a database error leaking into a response as a finding', () => {
    const run =
      "[07:00:01] [INFO] testing for SQL injection on GET parameter 'q'\n[07:00:01] [INFO] heuristic (basic) test shows that GET parameter 'q' might be injectable (possible DBMS: 'PostgreSQL')\n";
    expect(readSqlmapReport(run).findings).toEqual([
      "heuristic (basic) test shows that GET parameter 'q' might be injectable (possible DBMS: 'PostgreSQL')",
    ]);
  });

  it('does not pass a run that never reached the app', () => {
    const report = readSqlmapReport(UNREACHABLE_RUN);
    expect(report.findings).toEqual([]);
    expect(report.problems).toContain("unable to connect to the target URL ('Connection refused'), skipping to the next target");
    expect(report.problems).toContain('sqlmap tested no parameter');
  });

  it('does not pass a run that stopped before deciding on a parameter', () => {
    const run =
      "[07:00:01] [INFO] testing for SQL injection on GET parameter 'q'\n[07:00:02] [WARNING] GET parameter 'q' does not seem to be injectable\n[07:00:02] [INFO] testing for SQL injection on GET parameter 'page'\n";
    expect(readSqlmapReport(run).problems).toEqual(["no verdict for GET parameter 'page'"]);
  });
});
