import { describe, expect, it } from 'vitest';
import { Tool } from '@/models/Tool';
import { withTestDatabase } from '@/test/database';
import { listTools } from './tools';

withTestDatabase('data_tools');

describe('listTools', () => {
  it('returns every tool as plain data, newest first', async () => {
    await Tool.create({ name: 'Older', desc: 'd', price: 100, minimum: 1, stock: 5, img: '/a.svg' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await Tool.create({ name: 'Newer', desc: 'd', price: 250, minimum: 2, stock: 9, img: '/b.svg' });
    const tools = await listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['Newer', 'Older']);
    expect(tools[0]).toEqual({
      id: newer._id.toString(),
      name: 'Newer',
      desc: 'd',
      price: 250,
      minimum: 2,
      stock: 9,
      img: '/b.svg',
      rating: { average: null, count: 0 },
    });
  });
});
