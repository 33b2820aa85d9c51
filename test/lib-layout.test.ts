import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/0006-layers.md: lib/ is grouped by kind, so a newcomer finds a module by what it is.
const KINDS = ['actions', 'auth', 'cache', 'data', 'domain', 'http', 'images', 'infra', 'openapi', 'payments', 'texts', 'validation'];

describe('lib/', () => {
  it('holds folders of one kind each, and no loose module', () => {
    const entries = readdirSync(path.join(process.cwd(), 'lib'), { withFileTypes: true });
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(entries.map((entry) => entry.name).sort()).toEqual(KINDS);
  });
});
