import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getToolRoute, PATCH as patchToolRoute } from '@/app/api/tools/[id]/route';
import { GET as listToolsRoute, POST as addToolRoute } from '@/app/api/tools/route';
import { issueApiToken } from '@/lib/auth/api-token';
import type { Caller } from '@/lib/auth/caller-type';
import { AuditEntry } from '@/models/AuditEntry';
import { Tool } from '@/models/Tool';
import { createCaller } from '@/test/callers';
import { answerTo } from '@/test/answers';
import { withTestDatabase } from '@/test/database';
import { addTool, getTool, listToolsPage, updateTool } from './tools';

withTestDatabase('data_tools_bangla');

// docs/shop.md, "The catalogue": a tool's optional name and description in Bangla, and the search by either name.
const trowel = { desc: 'Stainless steel, 10 mm notches.', price: 450, minimum: 10, stock: 500, img: '/images/tools/notched-trowel.svg' };
const inBangla = { nameBn: 'খাঁজকাটা কর্নি ১০ মিমি', descBn: 'শক্ত স্টেইনলেস স্টিলের পাতে ১০ মিমি চৌকো খাঁজ।' };

let admin: Caller;
beforeAll(async () => {
  admin = await createCaller('bangla-admin@example.com', 'admin');
});

describe("a tool's name and description in Bangla", () => {
  it('are added with the tool, trimmed, answered and recorded in the audit trail; without them the tool has neither', async () => {
    const added = await addTool(admin, { name: 'Notched Trowel BN', ...trowel, nameBn: `  ${inBangla.nameBn} `, descBn: inBangla.descBn });
    expect(added).toMatchObject({ name: 'Notched Trowel BN', ...inBangla });
    expect(await getTool(added.id)).toMatchObject(inBangla);
    const entry = await AuditEntry.findOne({ action: 'tool.added', 'target.id': added.id }).lean();
    expect(entry?.after).toMatchObject(inBangla);

    // Add Tool sends the boxes left empty as "": neither is set, and neither is answered.
    const plain = await addTool(admin, { name: 'Plain Trowel BN', ...trowel, nameBn: '', descBn: '  ' });
    expect(plain).not.toHaveProperty('nameBn');
    expect(plain).not.toHaveProperty('descBn');
    expect(await getTool(plain.id)).not.toHaveProperty('nameBn');
    const stored = await Tool.findById(plain.id).lean();
    expect(stored).not.toHaveProperty('nameBn');
    expect(stored).not.toHaveProperty('descBn');
  });

  it('are edited, and cleared with "" (the English ones then stand alone), each change in the audit trail', async () => {
    const tool = await addTool(admin, { name: 'Edited Trowel BN', ...trowel });
    expect(await updateTool(admin, tool.id, inBangla)).toMatchObject(inBangla);
    expect(await AuditEntry.findOne({ action: 'tool.edited', 'target.id': tool.id }).lean()).toMatchObject({
      before: { nameBn: null, descBn: null },
      after: inBangla,
    });

    const renamed = await updateTool(admin, tool.id, { nameBn: 'কর্নি' });
    expect(renamed).toMatchObject({ nameBn: 'কর্নি', descBn: inBangla.descBn });

    const cleared = await updateTool(admin, tool.id, { nameBn: '', descBn: '' });
    expect(cleared).not.toHaveProperty('nameBn');
    expect(cleared).not.toHaveProperty('descBn');
    const stored = await Tool.findById(tool.id).lean();
    expect(stored).not.toHaveProperty('nameBn');
    expect(stored).not.toHaveProperty('descBn');
    expect(stored).toMatchObject({ name: 'Edited Trowel BN', desc: trowel.desc });
    const edits = await AuditEntry.find({ action: 'tool.edited', 'target.id': tool.id }).sort({ at: 1, _id: 1 }).lean();
    expect(edits.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { nameBn: null, descBn: null }, after: inBangla },
      { before: { nameBn: inBangla.nameBn }, after: { nameBn: 'কর্নি' } },
      { before: { nameBn: 'কর্নি', descBn: inBangla.descBn }, after: { nameBn: null, descBn: null } },
    ]);

    // Clearing what is not set changes nothing, and is not recorded.
    await updateTool(admin, tool.id, { nameBn: '' });
    expect(await AuditEntry.countDocuments({ action: 'tool.edited', 'target.id': tool.id })).toBe(3);
  });

  it('too long, or not text, is refused naming the field, and nothing changes', async () => {
    const tool = await addTool(admin, { name: 'Long Trowel BN', ...trowel, ...inBangla });
    const before = await Tool.findById(tool.id).lean();

    expect(await answerTo(updateTool(admin, tool.id, { nameBn: 'ক'.repeat(121), price: 999 }))).toEqual({
      status: 400,
      body: { error: expect.any(String), fields: { nameBn: ['Name in Bangla must be at most 120 characters'] } },
    });
    expect(await answerTo(updateTool(admin, tool.id, { descBn: 'খ'.repeat(2001) }))).toMatchObject({
      status: 400,
      body: { fields: { descBn: ['Description in Bangla must be at most 2000 characters'] } },
    });
    expect(await answerTo(updateTool(admin, tool.id, { nameBn: { $gt: '' } }))).toMatchObject({
      status: 400,
      body: { fields: { nameBn: ['Name in Bangla must be text'] } },
    });
    expect(await answerTo(addTool(admin, { name: 'Too Long BN', ...trowel, nameBn: 'ক'.repeat(121) }))).toMatchObject({ status: 400 });

    expect(await Tool.findById(tool.id).lean()).toEqual(before);
    expect(await Tool.countDocuments({ name: 'Too Long BN' })).toBe(0);
    expect(await AuditEntry.countDocuments({ action: 'tool.edited', 'target.id': tool.id })).toBe(0);

    // At the limits, in Bangla: accepted.
    expect(await updateTool(admin, tool.id, { nameBn: 'ক'.repeat(120), descBn: 'খ'.repeat(2000) })).toMatchObject({ nameBn: 'ক'.repeat(120) });
  });
});

describe('the catalogue search finds a tool by its English or its Bangla name', () => {
  let cutter: string;
  let level: string;
  beforeAll(async () => {
    cutter = (await addTool(admin, { name: 'Manual Tile Cutter 800 mm', ...trowel, nameBn: 'টাইল কাটার ৮০০ মিমি' })).id;
    level = (await addTool(admin, { name: 'Aluminium Spirit Level 600 mm', ...trowel, nameBn: 'অ্যালুমিনিয়াম স্পিরিট লেভেল' })).id;
    await addTool(admin, { name: 'Rubber Grout Float', ...trowel });
  });

  const found = async (search: string) => (await listToolsPage({ page: 1, pageSize: 100, search })).items.map((tool) => tool.id);

  it('by the whole Bangla name, by a part of it, and with extra spaces', async () => {
    expect(await found('টাইল কাটার ৮০০ মিমি')).toEqual([cutter]);
    expect(await found('টাইল কাটার')).toEqual([cutter]);
    expect(await found('কাটার')).toEqual([cutter]);
    expect(await found('  স্পিরিট   লেভেল ')).toEqual([level]);
    expect((await listToolsPage({ page: 1, pageSize: 12, search: 'টাইল কাটার' })).total).toBe(1);
  });

  it('by the English name still, in any case, each tool once even when both names match', async () => {
    expect(await found('tile cutter')).toEqual([cutter]);
    expect(await found('SPIRIT')).toEqual([level]);
    const both = await addTool(admin, { name: 'Mixer ৮০০', ...trowel, nameBn: 'মিক্সার ৮০০' });
    expect(await found('৮০০')).toEqual([both.id, cutter]);
  });

  it('reads the Bangla text as plain text, never a pattern', async () => {
    expect(await found('টাইল.*')).toEqual([]);
    expect(await found('(কাটার')).toEqual([]);
  });
});

describe('the API', () => {
  const saved = process.env.AUTH_SECRET;
  let token: string;
  beforeAll(async () => {
    process.env.AUTH_SECRET = 'unit-test-secret-0123456789-abcdefghij';
    token = await issueApiToken({ userId: admin.id, sessionVersion: admin.sessionVersion });
  });
  afterAll(() => {
    process.env.AUTH_SECRET = saved;
  });

  const send = (method: 'POST' | 'PATCH', path: string, body: unknown) =>
    new NextRequest(`http://127.0.0.1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const params = (id: string) => ({ params: Promise.resolve({ id }) });

  it('takes nameBn and descBn on POST and PATCH and answers them where set, on GET too', async () => {
    const posted = await addToolRoute(send('POST', '/api/tools', { name: 'API Trowel BN', ...trowel, ...inBangla }), undefined);
    expect(posted.status).toBe(201);
    const { tool } = (await posted.json()) as { tool: { _id: string } };
    expect(tool).toMatchObject({ name: 'API Trowel BN', ...inBangla });

    const one = await getToolRoute(new NextRequest(`http://127.0.0.1/api/tools/${tool._id}`), params(tool._id));
    expect(await one.json()).toMatchObject({ _id: tool._id, ...inBangla });
    const list = (await (await listToolsRoute(new NextRequest('http://127.0.0.1/api/tools'), undefined)).json()) as { _id: string }[];
    expect(list.find((item) => item._id === tool._id)).toMatchObject(inBangla);
    const paged = (await (await listToolsRoute(new NextRequest('http://127.0.0.1/api/tools?limit=100'), undefined)).json()) as { _id: string }[];
    expect(paged.find((item) => item._id === tool._id)).toMatchObject(inBangla);

    const patched = await patchToolRoute(send('PATCH', `/api/tools/${tool._id}`, { descBn: '' }), params(tool._id));
    expect(patched.status).toBe(200);
    const answer = (await patched.json()) as { tool: Record<string, unknown> };
    expect(answer.tool).toMatchObject({ nameBn: inBangla.nameBn });
    expect(answer.tool).not.toHaveProperty('descBn');

    const refused = await patchToolRoute(send('PATCH', `/api/tools/${tool._id}`, { nameBn: 'ক'.repeat(121) }), params(tool._id));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { nameBn: ['Name in Bangla must be at most 120 characters'] } });
  });
});
