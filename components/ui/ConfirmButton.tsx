'use client';

import { useId, useRef, type ReactNode } from 'react';
import { useTexts } from '@/components/i18n/LanguageProvider';

/**
 * A button that asks "Are you sure?" in a modal <dialog> before it acts (daisyUI modal). The dialog traps focus,
 * starts on Cancel (the safe choice), closes with Escape, and gives focus back to the button when it closes.
 */
export function ConfirmButton({
  children,
  label,
  detail,
  confirmText,
  onConfirm,
  disabled,
  className = 'btn btn-error btn-sm',
}: {
  /** What the button shows. */
  children: ReactNode;
  /** The button's accessible name, naming what it acts on ("Delete order for Rubber Grout Float"). */
  label: string;
  /** One line in the dialog saying what will happen. */
  detail: string;
  confirmText: string;
  onConfirm: () => void;
  disabled?: boolean;
  className?: string;
}) {
  const { uiTexts } = useTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  return (
    <>
      <button type="button" className={className} aria-label={label} disabled={disabled} onClick={() => dialog.current?.showModal()}>
        {children}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={`${id}-title`} aria-describedby={`${id}-detail`}>
        <div className="modal-box">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {uiTexts.areYouSure}
          </h2>
          <p id={`${id}-detail`} className="py-4">
            {detail}
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
              {confirmText}
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
