import { NextResponse } from 'next/server';
import { openApiDocument } from '@/lib/openapi';

/** The OpenAPI 3.1 description of this API, built from the same zod schemas the handlers parse with. */
export function GET() {
  return NextResponse.json(openApiDocument());
}
