import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { toolSummarySchema } from '@/lib/data/tool-types';
import { toolChangesSchema, toolSchema } from '@/lib/validation/tools';
import { acknowledged, apiRecordSchema, CACHED, countAnswer, ErrorBody, id, named, operation, pagedList, withContent, type Calls, type PathItems } from './operations';

/** The catalogue's calls: the tools, and a tool's photo. */

const Tool = named('Tool', apiRecordSchema(toolSummarySchema));

export const toolCalls: Calls = {
  '/api/tools': {
    get: pagedList('List tools, newest first', 'anyone', 'The catalogue, or one page of it', Tool),
    post: {
      summary: 'Add a tool',
      auth: 'admin',
      body: toolSchema,
      answers: { 201: { description: 'Added', schema: z.object({ acknowledged, insertedId: id, tool: Tool }) } },
    },
  },
  '/api/tools/{id}': {
    get: {
      summary: 'Read one tool',
      description: CACHED,
      auth: 'anyone',
      refusals: [404],
      answers: { 200: { description: 'The tool', schema: Tool } },
    },
    patch: {
      summary: 'Edit a tool',
      description:
        'Any of name, desc, price, minimum, stock, img, size, material, pack, warranty, nameBn, descBn; at least one. ' +
        'An optional text (a specification, nameBn, descBn) sent as "" is cleared. A `stock` sent is set as it is. With ' +
        '`expectedStock` (optional) the edit is made only while the tool\'s stock is still that number, so an order ' +
        'placed since the client read the tool is never written over: otherwise 409 ("The stock changed while you ' +
        'were editing (now N). Check it and save again.") and nothing changes.',
      auth: 'admin',
      body: toolChangesSchema,
      refusals: [404],
      answers: { 200: { description: 'The tool as changed', schema: z.object({ acknowledged, tool: Tool }) } },
    },
    delete: {
      summary: 'Delete a tool',
      auth: 'admin',
      refusals: [404],
      answers: countAnswer('Deleted'),
    },
  },
};

const binaryImage = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } };

/** A tool's photo: the body is the image file itself. */
export const toolFileCalls: PathItems = {
  '/api/tools/{id}/image': {
    put: withContent(
      operation(
        {
          summary: "Give a tool a new photo",
          description:
            'The body is the image file itself: JPEG, PNG or WebP, at most 5 MB, checked by its content (not its ' +
            'Content-Type). It is stored, served at `/media/{photoId}` and becomes the tool\'s `img`; the old photo ' +
            'is removed. A bad file: 400 naming `photo`, and nothing is stored. Over 5 MB: 413.',
          auth: 'admin',
          refusals: [404],
          answers: {
            200: { description: 'The tool with its new image', schema: z.object({ acknowledged, tool: Tool }) },
            400: { description: 'Not a JPEG, PNG or WebP image (`fields.photo` says why). Nothing was stored.', schema: ErrorBody },
            413: { description: 'The file is larger than 5 MB.', schema: ErrorBody },
          },
        },
        ['id'],
      ),
      { body: { 'image/jpeg': binaryImage, 'image/png': binaryImage, 'image/webp': binaryImage } },
    ),
  },
};
