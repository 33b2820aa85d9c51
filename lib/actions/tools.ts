'use server';

import { defineAction, text } from '@/lib/actions/define';
import { addTool, deleteTool, updateTool } from '@/lib/data/tools';

/** Add Tool: the new tool is on sale at once. */
export const addToolAction = defineAction(async (caller, input: unknown) => {
  await addTool(caller, input);
});

/** Manage Tools: change a tool's price, minimum order quantity or stock. */
export const updateToolAction = defineAction(async (caller, toolId: unknown, changes: unknown) => {
  await updateTool(caller, text(toolId), changes);
});

/** Manage Tools: take a tool off the catalogue. */
export const deleteToolAction = defineAction(async (caller, toolId: unknown) => {
  await deleteTool(caller, text(toolId));
});
