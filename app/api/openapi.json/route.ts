import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http/api-route';
import { openApiDocument } from '@/lib/openapi';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** The OpenAPI 3.1 description of this API, built from the same zod schemas the handlers parse with. */
  GET: () => NextResponse.json(openApiDocument()),
});
