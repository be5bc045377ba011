import type { Database } from '../client.js';

// Placeholder until the demo data set lands (being written in parallel).
export async function seedDemoData(_db: Database): Promise<void> {}
