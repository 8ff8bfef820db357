/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import compiledEn from './compiled/en.json';
import compiledZh from './compiled/zh.json';
import en from './en.json';
import zh from './zh.json';

const webui = join(__dirname, '..', '..');

describe('message catalogues', () => {
  it('has a Chinese translation for every English message id', () => {
    const missing = Object.keys(en).filter((id) => !(id in zh));
    expect(missing).toEqual([]);
  });

  it('has no Chinese message without an English one', () => {
    expect(Object.keys(zh).filter((id) => !(id in en))).toEqual([]);
  });

  it('keeps the Chinese translations translated', () => {
    const untranslated = Object.entries(zh).filter(([id, text]) => /^[\x20-\x7e]+$/.test(text) && text === (en as Record<string, string>)[id]);
    expect(untranslated.map(([id]) => id)).toEqual([]);
  });

  it('names each role by one Chinese word on every screen', () => {
    // A role's name, wherever a screen says it: the role tables, user kinds and segments, leaves, schedules, issues.
    const names = (role: string, plural: string) =>
      new Set(
        Object.entries(zh as Record<string, string>)
          .filter(([id]) => [`.role.${role}`, `.role${role[0].toUpperCase()}${role.slice(1)}`].some((end) => id.endsWith(end)) || [`role.${role}`, `users.kind.${role}`, `users.segment.${plural}`].includes(id))
          .map(([, text]) => text),
      );
    expect(names('cleaner', 'cleaners')).toEqual(new Set(['清洁工']));
    expect(names('worker', 'workers')).toEqual(new Set(['工人']));
    expect(names('supervisor', 'supervisors')).toEqual(new Set(['主管']));
  });

  it('ships compiled catalogues in step with the sources (npm run i18n:compile)', () => {
    expect(Object.keys(compiledEn).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(compiledZh).sort()).toEqual(Object.keys(zh).sort());
  });

  it('lists every message of the code in en.json (npm run i18n:extract)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'en.json');
    execFileSync(
      join(webui, 'node_modules', '.bin', 'formatjs'),
      ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.d.ts', '--ignore', 'src/**/*.test.{ts,tsx}', '--ignore', 'src/testing/**', '--out-file', out, '--format', 'simple'],
      { cwd: webui, stdio: 'pipe' },
    );
    const extracted = JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>;
    expect(extracted).toEqual(en);
  });
});
