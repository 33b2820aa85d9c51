import { errorAnswer } from '@/lib/http';

/** The HTTP answer a data-layer call would get from the API (lib/http.ts): 200 with no body when it succeeds. */
export async function answerTo(call: Promise<unknown>) {
  return call.then(
    () => ({ status: 200, body: null }),
    (error: unknown) => errorAnswer(error),
  );
}
