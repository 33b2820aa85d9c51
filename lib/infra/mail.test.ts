import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendMail, UNSENT_MAIL_LABEL } from './mail';

describe('mail without SMTP_URL', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it.each(['development', 'production'])('is written whole to the log under a "not sent" warning (NODE_ENV=%s), never dropped', async (mode) => {
    vi.stubEnv('NODE_ENV', mode);
    vi.stubEnv('SMTP_URL', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await sendMail({ to: 'customer@mrittika.test', subject: 'Reset your password', text: 'Choose a new password: https://x/reset?token=abc' });
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = String(warn.mock.calls[0]?.[0]);
    expect(logged.startsWith(UNSENT_MAIL_LABEL)).toBe(true);
    expect(logged).toContain('To: customer@mrittika.test');
    expect(logged).toContain('Subject: Reset your password');
    expect(logged).toContain('https://x/reset?token=abc');
  });
});
