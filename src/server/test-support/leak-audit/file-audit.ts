// The end-to-end server's leak audit: with TEST_HOOKS and LEAK_AUDIT_DIR
// (config.ts accepts the folder only with TEST_HOOKS, itself only with
// NODE_ENV=test), every answer is audited into files in that folder, which
// the end-to-end run's teardown reads (e2e/support/leak-audit-teardown.ts).
import type { BuildAppOptions } from '../../app.js';
import type { AppConfig } from '../../config.js';
import { registerLeakAudit } from './register-leak-audit.js';
import { createFileSink } from './sinks.js';

export function fileAuditFromConfig(config: AppConfig): BuildAppOptions['auditResponses'] {
  if (!config.testHooks || !config.leakAuditDir) return undefined;
  const sink = createFileSink(config.leakAuditDir);
  return (app, context) => registerLeakAudit(app, context.config, context.database.db, { sink });
}
