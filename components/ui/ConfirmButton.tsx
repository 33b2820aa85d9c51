'use client';

import { useId, useRef } from 'react';
import { useTexts } from '@/components/i18n/LanguageProvider';

/**
 * The words of one button that asks first, together in its area's catalogue. Its two sentences are given the same
 * values, what the button acts on (`about`), and each uses those it needs.
 */
export type ConfirmWords<About extends readonly unknown[]> = {
  /** What the button shows. */
  button: string;
  /** The button's accessible name, naming what it acts on ("Delete order for Rubber Grout Float"). */
  label: (...about: [...About]) => string;
  /** One line in the dialog saying what will happen. */
  detail: (...about: [...About]) => string;
  /** The dialog's button that acts. */
  confirm: string;
};

/**
 * A button that asks "Are you sure?" in a modal <dialog> before it acts (daisyUI modal). The dialog traps focus,
 * starts on Cancel (the safe choice), closes with Escape, and gives focus back to the button when it closes.
 */
export function ConfirmButton<const About extends readonly unknown[]>({
  words,
  about,
  onConfirm,
  disabled,
  className = 'btn btn-error btn-sm',
}: {
  words: NoInfer<ConfirmWords<About>>;
  /** What the button acts on, in the order its sentences take it. */
  about: About;
  onConfirm: () => void;
  disabled?: boolean;
  className?: string;
}) {
  const { uiTexts } = useTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  return (
    <>
      <button type="button" className={className} aria-label={words.label(...about)} disabled={disabled} onClick={() => dialog.current?.showModal()}>
        {words.button}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={`${id}-title`} aria-describedby={`${id}-detail`}>
        <div className="modal-box">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {uiTexts.areYouSure}
          </h2>
          <p id={`${id}-detail`} className="py-4">
            {words.detail(...about)}
          </p>
          <div className="modal-action">
            <button type="button" className="btn" autoFocus onClick={() => dialog.current?.close()}>
              {uiTexts.cancel}
            </button>
            <button
              type="button"
              className="btn btn-error"
              onClick={() => {
                dialog.current?.close();
                onConfirm();
              }}
            >
              {words.confirm}
            </button>
          </div>
        </div>
        <form method="dialog" className="modal-backdrop">
          <button tabIndex={-1} aria-hidden="true">
            {uiTexts.close}
          </button>
        </form>
      </dialog>
    </>
  );
}
