import { atom } from 'nanostores';

/**
 * Every modal the site can open, by registry name, with the parameters it needs (STYLE.md rule
 * 10). A feature declares its own entry where it lives, by augmenting this interface:
 *
 * ```ts
 * declare module '../../stores/modal.ts' {
 *   interface ModalParams {
 *     publicModal: { popups: Popup[] };
 *   }
 * }
 * ```
 *
 * and registers the view that renders it in src/islands/app/modal-views.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each feature's augmentation
export interface ModalParams {}

export type ModalName = keyof ModalParams;

/** The open modal: its name and parameters, or null. Only one modal is open at a time. */
export type OpenModal = { [N in ModalName]: { name: N; params: ModalParams[N] } }[ModalName];

export const $modal = atom<OpenModal | null>(null);

/** Opens a modal, replacing any that is open. */
export const openModal = <N extends ModalName>(name: N, params: ModalParams[N]) => {
  $modal.set({ name, params } as OpenModal);
};

export const closeModal = () => $modal.set(null);

/** What ModalHost gives the view of an open modal; the view renders `<Modal>` from src/islands/ui. */
export interface ModalViewProps<N extends ModalName> {
  params: ModalParams[N];
  close(): void;
  /** Translated label of the modal's close button. */
  closeLabel: string;
}
