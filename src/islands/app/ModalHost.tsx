import { useStore } from '@nanostores/react';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { $modal, closeModal, type ModalName, type ModalViewProps } from '../../stores/modal.ts';
import { MODAL_VIEWS } from './modal-views.ts';

export interface ModalHostText {
  close: string;
}

/** Renders the modal that `$modal` names (STYLE.md rule 10); every page has one. */
export const ModalHost = ({ text }: { text: ModalHostText }) => {
  // A modal may be asked for before this island hydrates: hydrate as rendered, then show it.
  const open = useStore($modal, { ssr: 'initial' });
  if (!open) return null;
  const View = MODAL_VIEWS[open.name] as LazyExoticComponent<ComponentType<ModalViewProps<ModalName>>>;
  return (
    <Suspense fallback={null}>
      <View key={open.name} params={open.params} close={closeModal} closeLabel={text.close} />
    </Suspense>
  );
};
