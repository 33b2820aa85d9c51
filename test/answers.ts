import { errorAnswer } from '@/lib/http/answers';

/** The HTTP answer a data-layer call would get from the API (lib/http/answers.ts): 200 with no body when it succeeds. */
export async function answerTo(call: Promise<unknown>) {
  return call.then(
    () => ({ status: 200, body: null }),
    (error: unknown) => errorAnswer(error),
  );
}
