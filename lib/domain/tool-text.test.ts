import { describe, expect, it } from 'vitest';
import { toolText } from './tool-text';

const english = { name: 'Manual Tile Cutter 800 mm', desc: 'Twin-rail cutter.' };

describe('toolText', () => {
  it('gives the Bangla name and description where set, in Bangla', () => {
    expect(toolText({ ...english, nameBn: 'টাইল কাটার', descBn: 'দুই রেলের কাটার।' }, 'bn')).toEqual({
      name: 'টাইল কাটার',
      nameLang: 'bn',
      desc: 'দুই রেলের কাটার।',
      descLang: 'bn',
    });
  });

  it('falls back to English, marked as English, each on its own', () => {
    expect(toolText({ ...english, nameBn: 'টাইল কাটার' }, 'bn')).toEqual({ name: 'টাইল কাটার', nameLang: 'bn', desc: english.desc, descLang: 'en' });
    expect(toolText({ ...english, descBn: 'দুই রেলের কাটার।' }, 'bn')).toMatchObject({ name: english.name, nameLang: 'en', descLang: 'bn' });
    for (const empty of [undefined, null, '', '   ']) {
      expect(toolText({ ...english, nameBn: empty, descBn: empty }, 'bn')).toEqual({ ...english, nameLang: 'en', descLang: 'en' });
    }
  });

  it('gives the English ones in English, whatever Bangla is set', () => {
    expect(toolText({ ...english, nameBn: 'টাইল কাটার', descBn: 'দুই রেলের কাটার।' }, 'en')).toEqual({ ...english, nameLang: 'en', descLang: 'en' });
  });
});
