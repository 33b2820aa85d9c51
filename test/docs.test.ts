import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository explains itself (docs/README.md): every document it cites is in it, the decisions have an index,
// and nothing points outside the repository or at a specification it does not hold.

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'models', 'scripts', 'e2e', 'test', 'docs', '.github', '.ci'];
const TOP_FILES = ['README.md', 'middleware.ts', 'next.config.ts', 'eslint.config.mjs', 'playwright.config.ts', 'package.json'];
const TEXT = /\.(ts|tsx|mts|mjs|js|md|yml|yaml|json|css)$|^run$/;

function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(relative);
    return TEXT.test(entry.name) ? [relative] : [];
  });
}

const files = [...SOURCE_DIRS.flatMap(filesUnder), ...TOP_FILES.filter((file) => existsSync(path.join(root, file)))];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
// This file names the patterns it looks for.
const scanned = files.filter((file) => file !== 'test/docs.test.ts');

describe('the repository explains itself', () => {
  it('cites only documents it holds', () => {
    const missing = scanned.flatMap((file) =>
      [...read(file).matchAll(/\bdocs\/[\w./-]+\.md\b/g)]
        .map((match) => match[0])
        .filter((cited) => !existsSync(path.join(root, cited)))
        .map((cited) => `${file}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it('names only repository paths that exist, in docs, the README and the code\'s comments', () => {
    // A path under one of the repository's folders, with a file's extension; `*` and `**` stand for any name.
    const named = /(?<![\w./@-])(?:app|components|lib|models|scripts|e2e|test|public|docs|\.github|\.ci)\/[\w.()[\]*@/-]*\.(?:tsx?|mts|mjs|js|md|ya?ml|json|css|svg)\b/g;
    const exists = (cited: string) => {
      if (!cited.includes('*')) return existsSync(path.join(root, cited));
      const pattern = new RegExp(`^${cited.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*\/?/g, '(?:.*/)?').replace(/\*/g, '[^/]*')}$`);
      return files.some((file) => pattern.test(file));
    };
    // In code, only what its comments say: code may build paths of its own (a probe file, a scratch app).
    const prose = (file: string) => (/\.(md|ya?ml)$/.test(file) ? read(file) : (read(file).match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? []).join('\n'));
    const missing = scanned.flatMap((file) =>
      [...prose(file).matchAll(named)]
        .map((match) => match[0])
        .filter((cited) => !exists(cited))
        .map((cited) => `${file}: ${cited}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('points nowhere outside the repository and at no specification it does not hold', () => {
    const outside = scanned.flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => /\.\.\/shared|PRODUCT\.md|storefront-spec|spec(ification)? sections?\b/i.test(line))
        .map(({ index }) => `${file}:${index + 1}`),
    );
    expect(outside).toEqual([]);
  });

  it("resolves every relative link of the README and of docs/", () => {
    const broken = ['README.md', ...filesUnder('docs').filter((file) => file.endsWith('.md'))].flatMap((file) =>
      [...read(file).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/i.test(target))
        .filter((target) => !existsSync(path.join(root, path.dirname(file), target)))
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('lists every decision in docs/decisions/README.md, by number and file', () => {
    const index = read('docs/decisions/README.md');
    const decisions = readdirSync(path.join(root, 'docs/decisions')).filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(decisions.length).toBeGreaterThan(10);
    expect(decisions.filter((name) => !index.includes(`(${name})`))).toEqual([]);
    const numbers = decisions.map((name) => name.slice(0, 4));
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at), 'two decisions share a number').toEqual([]);
  });

  it('keeps each decision\'s status true: an amended or superseded one says by which, and the index shows it', () => {
    const decisions = readdirSync(path.join(root, 'docs/decisions')).filter((name) => /^\d{4}-.*\.md$/.test(name));
    /** A record's status paragraph, its parenthesised asides left out (they name decisions they do not change). */
    const statusOf = (name: string) => {
      let status = /Status:([\s\S]*?)(?:\n\n|\n#)/.exec(read(`docs/decisions/${name}`))?.[1]?.replace(/\s+/g, ' ') ?? '';
      while (/\([^()]*\)/.test(status)) status = status.replace(/\([^()]*\)/g, '');
      return status;
    };
    // What each record says it changes: "Amends 0020 and 0022", "Supersedes the plan of 0065".
    const changedBy = new Map<string, { amended: string[]; superseded: string[] }>();
    for (const name of decisions) {
      for (const [, verb, object] of statusOf(name).matchAll(/\b(Amends|Supersedes)\b([^.;]*)/g)) {
        for (const target of object!.match(/\b\d{4}\b/g) ?? []) {
          const entry = changedBy.get(target) ?? { amended: [], superseded: [] };
          (verb === 'Amends' ? entry.amended : entry.superseded).push(name.slice(0, 4));
          changedBy.set(target, entry);
        }
      }
    }
    const index = read('docs/decisions/README.md');
    const wrong = decisions.flatMap((name) => {
      const number = name.slice(0, 4);
      const { amended = [], superseded = [] } = changedBy.get(number) ?? {};
      const status = statusOf(name);
      const row = index.split('\n').find((line) => line.includes(`(${name})`)) ?? '';
      const problems: string[] = [];
      for (const by of superseded) if (!status.includes(`superseded by ${by}`)) problems.push(`${name}: its status does not say "superseded by ${by}"`);
      for (const by of amended) if (!/amended by/i.test(status) || !status.includes(by)) problems.push(`${name}: its status does not say it is amended by ${by}`);
      const expected = superseded.length > 0 ? `superseded by ${superseded.join(', ')}` : amended.length > 0 ? `amended by ${amended.join(', ')}` : 'accepted';
      if (!row.includes(`| ${expected} |`)) problems.push(`the index's row for ${name} does not read "| ${expected} |"`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('indexes every page of docs/ in docs/README.md', () => {
    const index = read('docs/README.md');
    const pages = readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md') && name !== 'README.md');
    expect(pages.filter((name) => !index.includes(`(${name})`))).toEqual([]);
    expect(statSync(path.join(root, 'docs/decisions/README.md')).isFile()).toBe(true);
  });
});
