'use server';

import { defineAction, text } from '@/lib/actions/define';
import { addTool, deleteTool, updateTool } from '@/lib/data/tools';

/** The photo a dashboard form sent beside its fields: the `photo` file of a FormData, if there is one. */
function photoOf(upload: unknown): Blob | null {
  if (!(upload instanceof FormData)) return null;
  const photo = upload.get('photo');
  return photo instanceof Blob ? photo : null;
}

/** Add Tool: the new tool is on sale at once. With a photo (FormData `photo`) the image is that photo. */
export const addToolAction = defineAction(async (caller, input: unknown, upload?: unknown) => {
  await addTool(caller, input, photoOf(upload));
});

/** Manage Tools and Edit Tool: change any of a tool's fields, or give it a new photo (FormData `photo`). */
export const updateToolAction = defineAction(async (caller, toolId: unknown, changes: unknown, upload?: unknown) => {
  await updateTool(caller, text(toolId), changes, photoOf(upload));
});

/** Manage Tools: take a tool off the catalogue. */
export const deleteToolAction = defineAction(async (caller, toolId: unknown) => {
  await deleteTool(caller, text(toolId));
});
