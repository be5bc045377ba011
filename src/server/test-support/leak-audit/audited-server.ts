// The server the end-to-end tests run (`node dist/server/audited-server.js`):
// the app exactly as `npm start` runs it, plus the leak audit of every
// answer when LEAK_AUDIT_DIR is set. A separate entry, so the production
// server never carries test code.
import { startOrExit } from '../../run-server.js';
import { fileAuditFromConfig } from './file-audit.js';

startOrExit(fileAuditFromConfig);
