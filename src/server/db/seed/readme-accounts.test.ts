// The README promises these accounts; keep the promise true.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../paths.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

describe('README demo accounts', () => {
  it('lists every demo account with its password and role', () => {
    const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
    for (const account of DEMO_ACCOUNTS) {
      expect(readme).toContain(`| ${account.role} | \`${account.username}\` | \`${account.password}\` |`);
    }
  });
});
