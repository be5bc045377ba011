// Import zones for src/server (see docs/decisions/0024-boundaries-enforced-by-lint.md).
// Each entry is a zone of import-x/no-restricted-paths: one per server
// feature, read from the folder at lint time. A feature reaches another only
// through that feature's service.ts (money: money-service.ts) or one of the
// small public modules named below, never its repository or its internals.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FEATURES_DIR = fileURLToPath(new URL('../src/server/features', import.meta.url));

// Pure helpers and types other features may use besides the services. Add a
// module here only when it has no queries of its own.
const PUBLIC_MODULES = [
  // The common-password list and session-token hashing, for the account's
  // password change (which keeps the current session).
  'auth/common-passwords',
  'auth/session-token.ts',
  'bookings/booking-view.ts', // one booking as a party sees it, for coach tools
  'bookings/messaging.ts', // the e-mails and meeting links a status change sends, for admin
  'calendar-feed/feed-url.ts', // the feed's address, for the coach profile
];

const MESSAGE =
  "A server feature reaches another only through that feature's service.ts (money: money-service.ts, or a public module listed in eslint/server-boundaries.js), never its repository; add a service function, or move a shared query to src/server/db/queries.";

const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

// A feature's service.ts; a feature made of sub-folders (money) has one
// public <feature>-service.ts instead, and its sub-folders' services are its
// internals (docs/decisions/0051-money-in-one-home.md).
const services = features.flatMap((feature) =>
  [`${feature}/service.ts`, `${feature}/${feature}-service.ts`]
    .filter((module) => existsSync(`${FEATURES_DIR}/${module}`))
    .map((module) => `./${module}`),
);

const featureZones = features.map((feature) => ({
  target: `./src/server/features/${feature}`,
  from: './src/server/features',
  except: [`./${feature}`, ...services, ...PUBLIC_MODULES.map((module) => `./${module}`)],
  message: MESSAGE,
}));

// The scheduled jobs stand outside the features and reach them the same way:
// through a service or a public module.
const jobsZone = {
  target: './src/server/jobs',
  from: './src/server/features',
  except: [...services, ...PUBLIC_MODULES.map((module) => `./${module}`)],
  message: MESSAGE,
};

// Imports point down: the layers the features stand on (the HTTP edge, the
// database and its seed, the integrations, the HTML page template, password
// hashing) import no feature, and the HTTP edge does not import the jobs that
// wire features together. What a lower layer needs of a feature is a type it
// declares itself (src/server/http/session.ts's Sessions) or a module moved
// down beside it.
const LOWER_LAYERS = ['http', 'db', 'integrations', 'html', 'security'];
const layerZones = [
  ...LOWER_LAYERS.map((folder) => ({
    target: `./src/server/${folder}`,
    from: './src/server/features',
    message: `src/server/${folder} is below the features and imports none of them; declare the type it needs here, or move the shared piece down.`,
  })),
  {
    target: './src/server/http',
    from: './src/server/jobs',
    message: 'The HTTP edge is below the jobs; a job that uses it lives in src/server/jobs.',
  },
  // The jobs wire features together, so no feature imports them
  // (docs/decisions/0092-imports-point-down-in-the-server.md).
  {
    target: './src/server/features',
    from: './src/server/jobs',
    message: 'The features are below the jobs; declare what a feature needs of a job beside the feature (metrics: JobRunSample).',
  },
  // Security is the ground floor: config.ts reads its keys with it, so it
  // imports nothing else of the server (it declares the settings it reads).
  {
    target: './src/server/security',
    from: './src/server',
    except: ['./security'],
    message: 'src/server/security is the ground floor (config.ts stands on it); declare the settings it needs here.',
  },
];

// Inside the features: bookings stands on money (checkout pays through it),
// so money never imports bookings; what both need (the public origin) lives
// below them, in config.ts.
const featureOrderZones = [
  {
    target: './src/server/features/money/**/!(*.test).ts',
    from: './src/server/features/bookings',
    message:
      'Money is below bookings (bookings pays through money-service.ts); move what both need below them (config.ts, db/queries, shared/domain).',
  },
];

// Running code never imports test code: the leak audit is passed in by the
// test app builder and by the end-to-end server's own entry
// (docs/decisions/0017-leak-audit-of-test-runs.md).
// The audits (authorization matrix, fuzz) stand on the test harness, so the
// harness imports none of them; the leak audit it installs lives beside it.
const testHarnessZone = {
  target: './src/server/test-support',
  from: './src/server/test-audits',
  message: 'The test harness is below the audits that use it; what the harness needs lives in src/server/test-support.',
};

const testCodeZone = {
  target: ['./src/server/{cli,db,errors,features,html,http,integrations,jobs,security}/**/!(*.test).ts', './src/server/!(*.test).ts'],
  from: ['./src/server/test-support', './src/server/test-audits'],
  message: 'Running code does not import test code; let the test pass what it needs in.',
};

// Services, repositories and the rest below the routes speak the domain's
// language (src/server/errors/domain-errors.ts); only routes and the app's
// wiring know HTTP. Tests may look at statuses.
const httpEdgeZone = {
  target: './src/server/{features,errors,db,integrations}/**/!(*routes|*.test).ts',
  from: './src/server/http/**',
  message: 'Only routes know HTTP: throw the errors of src/server/errors/domain-errors.ts and let the error handler pick the status.',
};

export const serverZones = [...featureZones, jobsZone, ...layerZones, ...featureOrderZones, testHarnessZone, testCodeZone, httpEdgeZone];
