/**
 * Shared dialog UI of the site. Every page (site and agent layouts) carries two islands,
 * `<DialogHost client:idle />` and `<ModalHost client:idle />`, so any island or script can use:
 *
 * Dialog helper (src/stores/dialog.ts), for messages and confirmations:
 *
 *   const choice = await showDialog({
 *     icon: 'warning',                       // optional: 'info' | 'success' | 'warning' | 'error'
 *     title: text.title,                     // translated; names the dialog
 *     html: notice.content,                  // optional, sanitised by the helper; or `text: '…'`
 *     buttons: [                             // first button gets the focus: put the safe one first
 *       { key: 'cancel', label: text.cancel, variant: 'secondary' },
 *       { key: 'confirm', label: text.confirm },
 *     ],
 *     timeoutMs: 5000,                       // optional: closes itself, with a pausable countdown
 *     closeOnCover: true,                    // optional: a click outside closes it
 *   });
 *   // choice: a button key, or COVER ('cover'), TIMEOUT ('timeout'), DISMISS ('dismiss', Esc)
 *
 * Dialogs queue: one shows at a time. A choice (two buttons or more, or a warning/error icon) is
 * an alertdialog. Focus moves in, Tab stays inside, Esc closes, focus returns to the opener.
 *
 * Loader (src/stores/loader.ts): `showLoader(true)` / `showLoader(false)`.
 *
 * Modals (src/stores/modal.ts): declare `ModalParams[name]` by module augmentation, register the
 * view in src/islands/dialog/modal-views.ts, then `openModal(name, params)` / `closeModal()`.
 * A view receives `{ params, close, closeLabel }` and renders:
 *
 *   <Modal title={params.title} closeLabel={closeLabel} onClose={close} size="wide">…</Modal>
 *
 * Forms: <Form onSubmit error> wraps <Field name label error …/> inputs; `failureOf(error)` splits a
 * refused call into field problems (back into their fields) and one form-wide message.
 *
 * Plain scripts import the actions from src/stores/* directly rather than from this file, so they
 * do not pull in React.
 */
export { ConfirmDialog } from './ConfirmDialog.tsx';
export { Dialog } from './Dialog.tsx';
export { Field, type FieldProps } from './Field.tsx';
export { Form, focusFirstInvalid, type FormProps } from './Form.tsx';
export { failureOf, type SubmitFailure } from './form-state.ts';
export { Modal } from './Modal.tsx';
export { $dialog, closeDialog, COVER, DISMISS, showDialog, TIMEOUT, type DialogButton, type DialogOptions, type DialogResult } from '../../stores/dialog.ts';
export { $loader, showLoader } from '../../stores/loader.ts';
export { $modal, closeModal, openModal, type ModalName, type ModalParams, type ModalViewProps } from '../../stores/modal.ts';
